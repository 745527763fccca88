// The one storage interface of the forms API. The SQLite implementation (sqlite-form-store.ts) is the
// default; a PostgreSQL one fills the same interface when one machine is not enough.
import type { SubscriptionStatus } from '../../domain/forms/feedback-pages';

/** An e-mail to send, queued in the outbox with its submission. */
export interface NewEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The address an answer goes to (the visitor's, on the agency's lead), when not the sender's. */
  readonly replyTo?: string | undefined;
  /**
   * A file to attach, with the name the recipient sees: a stored file's path (the CV), or a data: URL of
   * one made with the e-mail (a booked visit's calendar entry).
   */
  readonly attachment?: { readonly path: string; readonly filename: string } | undefined;
  /**
   * The link that ends the subscription this e-mail belongs to (a demand's alert): sent as its
   * List-Unsubscribe header with one-click (RFC 8058), so the reader's mail client offers the button.
   */
  readonly unsubscribeUrl?: string | undefined;
}

/** An e-mail of the outbox, as the mailer worker gets it. */
export interface QueuedEmail extends NewEmail {
  readonly id: number;
  readonly attempts: number;
}

/** One checked form submission. */
export interface NewSubmission {
  /** The client-made submissionId (or a server-made one for a plain post without it). */
  readonly id: string;
  readonly kind: string;
  readonly locale: string;
  readonly email: string;
  readonly body: Readonly<Record<string, unknown>>;
  /** Where an uploaded file was stored, outside the public folder. */
  readonly filePath?: string | undefined;
  readonly createdAt: number;
}

/** A visit booking that must fit in its slot's capacity. */
export interface NewBooking {
  readonly propertyId: number;
  readonly slotStart: number;
  readonly capacity: number;
}

/** A subscription that waits for its confirmation link (newsletter or demand register). */
export interface NewSubscription {
  readonly kind: 'newsletter' | 'demand';
  readonly confirmToken: string;
  readonly unsubscribeToken: string;
}

/** A request to stop every e-mail to an address, confirmed by its token. */
export interface NewUnsubscribeRequest {
  readonly token: string;
}

/** What saving a submission did. */
export type SaveOutcome = 'stored' | 'duplicate' | 'slotFull';

/**
 * A post that came without the proof of work (JavaScript off): its e-mails wait until the visitor
 * follows the link mailed to them, so a robot that cannot read that mailbox reaches nobody.
 */
export interface HeldDelivery {
  /** The SHA-256 (base64url) of the link's token: the token itself is never stored. */
  readonly tokenHash: string;
  /** After this (ms) the link no longer confirms, and the held post is purged. */
  readonly expiresAt: number;
  /** The submission's own e-mails (the agency's lead, the visitor's receipt), queued on confirmation. */
  readonly emails: readonly NewEmail[];
}

/** What goes with a submission, stored in its transaction. */
export interface SubmissionExtras {
  readonly booking?: NewBooking | undefined;
  readonly subscription?: NewSubscription | undefined;
  readonly unsubscribe?: NewUnsubscribeRequest | undefined;
  /**
   * When set, the e-mails saved with the submission are only the confirmation request; its `booking`
   * then takes no place until the post is confirmed (a full slot still refuses it at once).
   */
  readonly held?: HeldDelivery | undefined;
}

/** What counting one attempt against a rate limit decided. */
export type RateLimitOutcome =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterMs: number };

/** One rate limit an attempt counts against: at most `limit` attempts of `key` per `windowMs`. */
export interface RateLimit {
  readonly key: string;
  readonly windowMs: number;
  readonly limit: number;
}

/** A form post's writes, made together: spend its challenge, count its rate limits, store it. */
export interface SubmissionAttempt {
  /** The solved proof-of-work challenge to spend, when the post carries one. */
  readonly challenge?: { readonly signature: string; readonly expiresAt: number } | undefined;
  /** Counted in order, each only when those before allowed the attempt. */
  readonly limits: readonly RateLimit[];
  /** What to store when the challenge is new and every limit allows; none when the post is refused anyway. */
  readonly save?:
    | {
        readonly submission: NewSubmission;
        readonly emails: readonly NewEmail[];
        readonly extras?: SubmissionExtras | undefined;
      }
    | undefined;
  /**
   * The post a check made ahead of its save stands for (its file is inspected in between): a submission
   * stored before under this id answers `repeated` or `conflict` here, as the save would, before anything
   * is spent or counted.
   */
  readonly ahead?:
    | { readonly id: string; readonly kind: string; readonly body: Readonly<Record<string, unknown>> }
    | undefined;
  readonly now: number;
}

/** What an attempt did: stopped at the spent challenge or at a limit, passed, or passed and saved. */
export type AttemptOutcome =
  | { readonly type: 'replayed' }
  /** `key` names the limit that refused, so the answer can say which one. */
  | { readonly type: 'limited'; readonly retryAfterMs: number; readonly key: string }
  | { readonly type: 'checked' }
  | { readonly type: 'saved'; readonly outcome: SaveOutcome }
  /** The same id, kind and content were stored before: answer as then, nothing spent or counted. */
  | { readonly type: 'repeated' }
  /** The id was stored before with another kind or content: refused, nothing spent or counted. */
  | { readonly type: 'conflict' };

/**
 * What a confirmation or unsubscribe link did; `ended`: the confirmation link of a subscription that was
 * ended since, which confirms nothing (consent to a new one is given by a new form).
 */
export type TokenOutcome =
  | {
      readonly action: 'confirmed' | 'unsubscribed' | 'ended';
      readonly kind: string;
      readonly locale: string;
    }
  | undefined;

/**
 * What a confirmation or unsubscribe link does when its button is pressed, for the page that shows the
 * button: confirm a subscription (of `kind`), end one, or end every subscription of its address
 * (`unsubscribe-all`, the link of the unsubscribe form); undefined for a token that is not ours.
 * `status`: where its subscription stands now (none for `unsubscribe-all`), so that a link opened again
 * says what it did instead of offering its button a second time.
 */
export type TokenAction =
  | {
      readonly action: 'confirm' | 'unsubscribe' | 'unsubscribe-all';
      readonly kind: string;
      readonly locale: string;
      readonly status?: SubscriptionStatus;
    }
  | undefined;

/** A subscription's status as the subscriptions table stores it. */
export function subscriptionStatus(stored: string): SubscriptionStatus {
  return stored === 'confirmed' || stored === 'unsubscribed' ? stored : 'pending';
}

/** The action of a token's purpose (as the tokens table names it). */
export function tokenAction(purpose: string): 'confirm' | 'unsubscribe' | 'unsubscribe-all' {
  return purpose === 'confirm' ? 'confirm' : purpose === 'unsubscribe' ? 'unsubscribe' : 'unsubscribe-all';
}

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

/** A confirmed demand of the register, with what it looks for. */
export interface ConfirmedDemand {
  readonly id: string;
  readonly email: string;
  readonly locale: string;
  readonly body: Readonly<Record<string, unknown>>;
  readonly unsubscribeToken: string;
}

/** What the erasure of one person removed. */
export interface ErasureReport {
  readonly submissions: number;
  readonly emails: number;
  readonly subscriptions: number;
  /** Uploaded files to delete from disk. */
  readonly files: string[];
}

/** The storage the API needs; every write that belongs together happens in one transaction. */
export interface FormStore {
  /**
   * Stores a submission and queues its e-mails (and its booking or subscription) atomically; the
   * same id a second time changes nothing and answers "duplicate"; a full slot stores nothing.
   */
  saveSubmission(
    submission: NewSubmission,
    emails: readonly NewEmail[],
    extras?: SubmissionExtras,
  ): Promise<SaveOutcome>;
  /**
   * A form post in one transaction: spends its challenge (a spent one stops it: "replayed"), counts
   * its rate limits (the first that refuses stops it: "limited"), then saves it as saveSubmission
   * does. What ran before a stop stays done, as if each step had been its own call.
   */
  attemptSubmission(attempt: SubmissionAttempt): Promise<AttemptOutcome>;
  /** The start times (ms) of the bookings of a property. */
  bookings(propertyId: number): Promise<number[]>;
  /**
   * Leases up to `limit` due e-mails for `leaseMs`, so no other worker takes them meanwhile, in the order
   * they fell due (then queued): the order of the due index, so a claim reads `limit` rows of a backlog
   * instead of sorting all of it (ordered by id alone, a claim from 6,600 waiting e-mails took 37 ms).
   */
  claimDueEmails(now: number, limit: number, leaseMs: number): Promise<QueuedEmail[]>;
  /** Marks e-mails delivered, all in one transaction. */
  markEmailsSent(ids: readonly number[], now: number): Promise<void>;
  /**
   * Records a failed attempt and when to try again; `waitsForConnection`: the SMTP server could not be
   * reached (rather than refusing the message), so retryConnectionWaits makes it due sooner.
   */
  markEmailFailed(
    id: number,
    error: string,
    nextAttemptAt: number,
    waitsForConnection?: boolean,
  ): Promise<void>;
  /**
   * Makes due at `now` every unsent e-mail whose last attempt could not reach the SMTP server: a send has
   * just gone through, so the server is back. Returns how many.
   */
  retryConnectionWaits(now: number): Promise<number>;
  /** How many e-mails still wait for delivery. */
  pendingEmails(): Promise<number>;
  /** Counts one attempt of `key`; refuses it with the wait in ms when `limit` were made in `windowMs`. */
  rateLimit(key: string, now: number, windowMs: number, limit: number): Promise<RateLimitOutcome>;
  /** Records a solved proof-of-work challenge; false when it was used before (a replay). */
  spendChallenge(signature: string, expiresAt: number, now: number): Promise<boolean>;
  /** Follows a confirmation or unsubscribe link. */
  redeemToken(token: string, now: number): Promise<TokenOutcome>;
  /**
   * What redeemToken would do with a link, changing nothing: opening a link only shows its button, since
   * mail scanners open every link of an e-mail before its reader does.
   */
  peekToken(token: string): Promise<TokenAction>;
  /** The confirmed demands of the register. */
  confirmedDemands(): Promise<ConfirmedDemand[]>;
  /** The listings already sent to a demand. */
  alertedListings(demandId: string): Promise<number[]>;
  /** Records the listings of an alert and queues its e-mail together; listings sent before are skipped. */
  queueAlert(demandId: string, propertyIds: readonly number[], email: NewEmail, now: number): Promise<void>;
  /** Where the held post of a link stands; reads only, as mail scanners open links. */
  heldSubmission(tokenHash: string, now: number): Promise<HeldState>;
  /**
   * Confirms a held post and queues its e-mails, in one transaction: at most once per post. A visit's
   * place is taken only now; when its slot is full or has begun, the post is deleted unsent.
   */
  confirmHeldSubmission(tokenHash: string, now: number): Promise<HeldConfirmation>;
  /** Deletes the held posts never confirmed before their expiry; returns the uploaded files to delete. */
  purgeUnconfirmed(now: number): Promise<{ submissions: number; files: string[] }>;
  /**
   * Keeps a refused plain post's page state (JSON) under a token's hash until `expiresAt`; the oldest
   * beyond `limit` kept ones are dropped, so a flood cannot fill the disk.
   */
  keepFormReturn(
    tokenHash: string,
    record: string,
    expiresAt: number,
    now: number,
    limit: number,
  ): Promise<void>;
  /** The state kept under a token's hash, removed as it is read; undefined when unknown, taken or expired. */
  takeFormReturn(tokenHash: string, now: number): Promise<string | undefined>;
  /** Deletes personal data older than `cutoff` (ms); returns the uploaded files to delete. */
  purgeOlderThan(cutoff: number): Promise<{ submissions: number; files: string[] }>;
  /** Erases everything stored about one e-mail address. */
  eraseEmail(email: string): Promise<ErasureReport>;
  /** Closes the connection. */
  close(): void;
}
