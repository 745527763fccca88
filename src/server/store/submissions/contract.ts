// Form submissions and their idempotency: a post is stored once under its client-made id, with what goes
// with it (a visit's place, a subscription, a held delivery), its challenge spent and its limits counted.
import { sameSubmissionBody } from '../../../domain/forms/same-submission';
import type { RateLimit } from '../limits/contract';
import type { NewEmail } from '../outbox/contract';

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

/** The submissions of the forms API. */
export interface SubmissionStore {
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
}

/** The post an attempt stands for, whose id may have been stored before. */
export const attemptedPost = (attempt: SubmissionAttempt) => attempt.save?.submission ?? attempt.ahead;

/**
 * What an attempt answers when its id was stored before (`earlier`): a retry (the island resends after a
 * lost answer) is told what the first post was told; the same id with other content is refused.
 */
export function earlierOutcome(
  earlier: { readonly kind: string; readonly body: string },
  post: { readonly kind: string; readonly body: Readonly<Record<string, unknown>> },
): AttemptOutcome {
  const same = earlier.kind === post.kind && sameSubmissionBody(earlier.body, post.body);
  return { type: same ? 'repeated' : 'conflict' };
}

/** Whether a submission comes with nothing but its e-mails. */
export const isPlain = (extras: SubmissionExtras = {}) =>
  Object.values(extras).every((extra) => extra === undefined);

/** The tokens a subscription's confirmation and unsubscribe links (or an unsubscribe request) store. */
export function submissionTokens(submission: NewSubmission, extras: SubmissionExtras) {
  const token = (value: string, purpose: string, subscriptionId: string | null) => ({
    token: value,
    purpose,
    subscription_id: subscriptionId,
    email: submission.email,
    locale: submission.locale,
    created_at: submission.createdAt,
  });
  const { subscription, unsubscribe } = extras;
  return [
    ...(subscription === undefined
      ? []
      : [
          token(subscription.confirmToken, 'confirm', submission.id),
          token(subscription.unsubscribeToken, 'unsubscribe', submission.id),
        ]),
    ...(unsubscribe === undefined ? [] : [token(unsubscribe.token, 'unsubscribe-email', null)]),
  ];
}
