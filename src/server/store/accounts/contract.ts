// Owner accounts and sessions: passwords set through single-use links (invitation, reset), and sessions
// stored by their id's hash. Tokens and session ids are stored as SHA-256 hashes only.
import type { NewEmail } from '../outbox/contract';

/** Why a single-use password token was made: an invitation or a forgotten password. */
export type PasswordTokenPurpose = 'invite' | 'reset';

/**
 * How long a password link works. An invitation comes unasked from the agency and is opened when the
 * owner gets to it; a reset is asked for and used at once, so its link may live for minutes only.
 */
export const passwordLinkMs: Readonly<Record<PasswordTokenPurpose, number>> = {
  invite: 72 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
};

/** A password token to store (only its hash) with the e-mail that carries it. */
export interface NewPasswordToken {
  readonly tokenHash: string;
  readonly ownerId: number;
  readonly purpose: PasswordTokenPurpose;
  readonly expiresAt: number;
}

/** How long a session may live: since its last request, and in all. */
export interface SessionLimits {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

/** The owner accounts and sessions of the owner portal. */
export interface AccountStore {
  /** The stored password hash of an owner, or undefined before they set one. */
  passwordHash(ownerId: number): Promise<string | undefined>;
  /**
   * Stores a password token and queues the e-mail that carries it, together; the owner's earlier tokens
   * of the same purpose end, so only the newest link works.
   */
  issuePasswordToken(token: NewPasswordToken, email: NewEmail, now: number): Promise<void>;
  /**
   * Spends an unexpired, unused token: sets the owner's password hash, ends every other token (reset
   * and invitation) and every session of that owner, and queues the e-mail `notify` makes of the owner
   * and the token's purpose (the agency's notice of an activated invitation), in one transaction.
   * Returns the owner's id, or undefined.
   */
  redeemPasswordToken(
    tokenHash: string,
    passwordHash: string,
    now: number,
    notify?: (ownerId: number, purpose: PasswordTokenPurpose) => NewEmail | undefined,
  ): Promise<number | undefined>;
  /** Starts a session (its id's hash) and queues the agency's login notification, together. */
  startSession(tokenHash: string, ownerId: number, now: number, notification: NewEmail): Promise<void>;
  /** The owner of a live session, touching it; an idle or too old session is deleted and gives undefined. */
  sessionOwner(tokenHash: string, now: number, limits: SessionLimits): Promise<number | undefined>;
  /** Ends one session. */
  endSession(tokenHash: string): Promise<void>;
}

/** A stored token's purpose, as the owner_tokens table names it. */
export const passwordTokenPurpose = (stored: unknown): PasswordTokenPurpose =>
  stored === 'invite' ? 'invite' : 'reset';

/** Whether a session is past its limits at `now`: idle too long, or too old. */
export function sessionExpired(
  session: { readonly createdAt: number; readonly lastSeenAt: number },
  now: number,
  { idleMs, absoluteMs }: SessionLimits,
): boolean {
  return now - session.lastSeenAt > idleMs || now - session.createdAt > absoluteMs;
}
