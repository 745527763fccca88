// Held posts: those that came without the proof of work wait until their visitor follows the link mailed
// to them; only then are their e-mails queued and, for a visit, its place taken.
import type { NewBooking } from '../submissions/contract';

/** Where a held post stands, as its link's page shows it; undefined for a token that was never ours. */
export type HeldState =
  | {
      readonly state: 'pending' | 'confirmed' | 'expired';
      readonly kind: string;
      readonly locale: string;
    }
  | undefined;

/**
 * What confirming a held post did: `confirmed` queued its e-mails (this once) and, for a visit, took its
 * place; `already` had been confirmed before; `expired` came too late; `slotFull` / `slotPast`: the
 * visit's slot filled up or began before the confirmation, so nothing was sent and the post is gone;
 * undefined: the token was never ours (or was purged).
 */
export type HeldConfirmation =
  | {
      readonly outcome: 'confirmed' | 'already' | 'expired' | 'slotFull' | 'slotPast';
      readonly kind: string;
      readonly locale: string;
    }
  | undefined;

/** The held posts of the forms API. */
export interface HeldStore {
  /** Where the held post of a link stands; reads only, as mail scanners open links. */
  heldSubmission(tokenHash: string, now: number): Promise<HeldState>;
  /**
   * Confirms a held post and queues its e-mails, in one transaction: at most once per post. A visit's
   * place is taken only now; when its slot is full or has begun, the post is deleted unsent.
   */
  confirmHeldSubmission(tokenHash: string, now: number): Promise<HeldConfirmation>;
  /** Deletes the held posts never confirmed before their expiry; returns the uploaded files to delete. */
  purgeUnconfirmed(now: number): Promise<{ submissions: number; files: string[] }>;
}

/** A held post's row with its submission's kind and language, as both databases read it. */
export interface HeldRow {
  readonly confirmedAt: number | null;
  readonly expiresAt: number;
  readonly kind: string;
  readonly locale: string;
}

/** Where a held post stands at `now`. */
export function heldState(row: HeldRow, now: number): NonNullable<HeldState> {
  const state = row.confirmedAt !== null ? 'confirmed' : row.expiresAt <= now ? 'expired' : 'pending';
  return { state, kind: row.kind, locale: row.locale };
}

/** What a confirmation answers before it changes anything: already confirmed, or too late. */
function heldRefusal(row: HeldRow, now: number): HeldConfirmation {
  const about = { kind: row.kind, locale: row.locale };
  if (row.confirmedAt !== null) return { outcome: 'already', ...about };
  if (row.expiresAt <= now) return { outcome: 'expired', ...about };
  return undefined;
}

/** The visit a held post books once confirmed (its stored JSON), if any. */
const heldBooking = (stored: string | null): NewBooking | undefined =>
  stored === null ? undefined : (JSON.parse(stored) as NewBooking);

/**
 * What a confirmation finds before it writes anything: `answer` when it ends there (the post was already
 * confirmed, or its link came too late); else the kind and language to answer with, and the visit to
 * book (its place is taken only now), if any.
 */
export function confirmationStart(
  row: HeldRow & { readonly booking: string | null },
  now: number,
):
  | { readonly answer: HeldConfirmation }
  | { readonly about: { kind: string; locale: string }; readonly booking: NewBooking | undefined } {
  const refused = heldRefusal(row, now);
  if (refused !== undefined) return { answer: refused };
  return { about: { kind: row.kind, locale: row.locale }, booking: heldBooking(row.booking) };
}

/**
 * Whether a visit's place can no longer be taken: its slot began (`slotPast`) or is full with `taken`
 * places (`slotFull`). The agency hears of no visit without a place.
 */
export function slotRefusal(
  booking: NewBooking,
  now: number,
  taken: number,
): 'slotPast' | 'slotFull' | undefined {
  if (booking.slotStart <= now) return 'slotPast';
  return taken >= booking.capacity ? 'slotFull' : undefined;
}
