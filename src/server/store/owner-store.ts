// The one storage interface of the owner portal and the view counter. The SQLite implementation
// (sqlite-owner-store.ts) is the default; a PostgreSQL one fills the same interface later. Every
// method takes the time it works at, so tests control the clock.
import type { DayCount } from '../../domain/portal/view-statistics';
import type { NewEmail } from './form-store';

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

/** Failed logins of one throttle key within a window. */
export interface FailureWindow {
  readonly count: number;
  /** The oldest failure still in the window (ms), or undefined when there is none. */
  readonly oldest: number | undefined;
  /** The newest failure in the window (ms), or undefined when there is none. */
  readonly newest: number | undefined;
}

/** How long the server remembers that an account logged in from a network (its address key). */
export const knownAddressMs = 90 * 24 * 60 * 60 * 1000;

/** How long any throttle remembers an attempt: the longest window of them all (the reset e-mails' hour). */
export const throttleRetentionMs = 60 * 60 * 1000;

/** Who viewed a page, hashed with the day's salt: the visitor (address and browser) and the address alone. */
export interface ViewVisitor {
  readonly visitorHash: string;
  readonly addressHash: string;
}

/** What one address may add to a property's views in a day. */
export interface ViewLimits {
  /** Views a day, for all browsers behind it together (an office or a family shares one address). */
  readonly perAddress: number;
  /** A new browser within this many ms of the address's last counted view is a burst, not a visitor. */
  readonly burstMs: number;
}

/** A throttle key (hashed) and how many attempts it may have in the window. */
export interface ThrottleKey {
  readonly keyHash: string;
  readonly limit: number;
  /**
   * The least time (ms) between the key's newest attempt and the next, given how many the window
   * holds: a delay that grows with the failures instead of a limit that locks out.
   */
  readonly spacingMs?: (count: number) => number;
}

/** Whether a key refuses another attempt at `now`: its window is full, or its newest attempt too recent. */
export function keyRefuses(key: ThrottleKey, window: FailureWindow, now: number): boolean {
  if (window.count >= key.limit) return true;
  if (key.spacingMs === undefined || window.newest === undefined) return false;
  return now - window.newest < key.spacingMs(window.count);
}

/** A form submission about a property, as the owner's communications list needs it. */
export interface PropertyEnquiry {
  readonly kind: string;
  readonly createdAt: number;
  readonly body: Readonly<Record<string, unknown>>;
}

/** The storage the owner portal and the view counter need. */
export interface OwnerStore {
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
  /**
   * Counts one attempt under every throttle key (hashed) if none refuses it (keyRefuses: its limit of
   * attempts since `since`, its spacing after the newest), all in one write transaction and before any password work: attempts that arrive together
   * are counted one by one, so at most the limit of them is ever checked. A reserved attempt counts as
   * a failure until `releaseLoginAttempts` takes it back. Refused: each key's window, nothing counted.
   * Attempts older than `since` are forgotten, for every key.
   */
  reserveLoginAttempt(
    keys: readonly ThrottleKey[],
    since: number,
    now: number,
  ): Promise<{ readonly reserved: readonly number[] } | { readonly full: readonly FailureWindow[] }>;
  /** Takes back attempts `reserveLoginAttempt` counted (a login that succeeded). */
  releaseLoginAttempts(ids: readonly number[]): Promise<void>;
  /** Forgets the failures of a throttle key (after a successful login). */
  clearLoginFailures(keyHash: string): Promise<void>;
  /**
   * Remembers that an account logged in from a network (the hash of both) at `now`; networks not seen
   * for `knownAddressMs` are forgotten.
   */
  rememberLoginAddress(keyHash: string, now: number): Promise<void>;
  /** Whether an account logged in from a network (the hash of both) since `since`. */
  knowsLoginAddress(keyHash: string, since: number): Promise<boolean>;
  /**
   * The random salt of a day ('YYYY-MM-DD'), made on its first use; the salts and visitor hashes of
   * other days are deleted, so yesterday's visitors can no longer be linked to anything.
   */
  daySalt(day: string): Promise<string>;
  /** Deletes the salts and visitor hashes of the days before `day`, even when no view came since. */
  forgetViewDaysBefore(day: string): Promise<void>;
  /**
   * Counts a view once per visitor hash (property and day in it), and at most `limits.perAddress` times
   * per address hash (property and day in it too), none within `limits.burstMs` of that address's last
   * counted view; true when it was counted.
   */
  countView(
    propertyId: number,
    day: string,
    visitor: ViewVisitor,
    now: number,
    limits: ViewLimits,
  ): Promise<boolean>;
  /** The site's own per-day view counts of a property. */
  viewCounts(propertyId: number): Promise<DayCount[]>;
  /** The submissions of the given form kinds about a property, newest first. */
  enquiries(propertyId: number, kinds: readonly string[]): Promise<PropertyEnquiry[]>;
  /** Closes the connection. */
  close(): void;
}
