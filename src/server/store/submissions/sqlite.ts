// The SQLite submissions: a form post's challenge, limits and save in one group-committed transaction.
import type { StatementSync } from 'node:sqlite';
import { rateLimitNow, spendChallengeNow } from '../limits/sqlite';
import type { NewEmail } from '../outbox/contract';
import { queueEmail } from '../outbox/sqlite';
import type { SqliteDatabase } from '../sqlite-database';
import { number, type Row, text } from '../sqlite-rows';
import {
  type AttemptOutcome,
  attemptedPost,
  earlierOutcome,
  type NewBooking,
  type NewSubmission,
  type SaveOutcome,
  type SubmissionExtras,
  type SubmissionStore,
  submissionTokens,
} from './contract';

type Prepare = (sql: string) => StatementSync;

/** The places of a slot taken so far, inside the caller's transaction. */
export const placesTaken = (prepare: Prepare, booking: NewBooking): number =>
  number(
    prepare('SELECT COUNT(*) AS n FROM bookings WHERE property_id = ? AND slot_start = ?').get(
      booking.propertyId,
      booking.slotStart,
    ) as Row,
    'n',
  );

/** Takes a place of a slot for a submission, after placesTaken has counted it. */
export const book = (prepare: Prepare, submissionId: string, booking: NewBooking) =>
  prepare('INSERT INTO bookings (submission_id, property_id, slot_start) VALUES (?, ?, ?)').run(
    submissionId,
    booking.propertyId,
    booking.slotStart,
  );

/** The writes of a form post, inside the caller's transaction. */
function saveNow(
  prepare: Prepare,
  submission: NewSubmission,
  emails: readonly NewEmail[],
  extras: SubmissionExtras = {},
): SaveOutcome {
  const inserted = prepare(
    `INSERT INTO submissions (id, kind, locale, email, body, file_path, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
  ).run(
    submission.id,
    submission.kind,
    submission.locale,
    submission.email,
    JSON.stringify(submission.body),
    submission.filePath ?? null,
    submission.createdAt,
  );
  if (inserted.changes === 0) return 'duplicate';
  const { booking, subscription, held } = extras;
  if (booking !== undefined) {
    if (placesTaken(prepare, booking) >= booking.capacity) {
      prepare('DELETE FROM submissions WHERE id = ?').run(submission.id);
      return 'slotFull';
    }
    // A held post takes its place only once its visitor confirms it (confirmHeldSubmission): posts
    // nobody confirms must not fill a slot for the 48 hours their links stay valid.
    if (held === undefined) book(prepare, submission.id, booking);
  }
  if (subscription !== undefined) {
    prepare(
      `INSERT INTO subscriptions (id, kind, email, locale, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)`,
    ).run(submission.id, subscription.kind, submission.email, submission.locale, submission.createdAt);
  }
  const tokens = submissionTokens(submission, extras);
  if (tokens.length > 0) {
    const token = prepare(
      'INSERT INTO tokens (token, purpose, subscription_id, email, locale, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const row of tokens) {
      token.run(row.token, row.purpose, row.subscription_id, row.email, row.locale, row.created_at);
    }
  }
  if (held !== undefined) {
    prepare(
      'INSERT INTO held_submissions (token_hash, submission_id, emails, expires_at, booking) VALUES (?, ?, ?, ?, ?)',
    ).run(
      held.tokenHash,
      submission.id,
      JSON.stringify(held.emails),
      held.expiresAt,
      booking === undefined ? null : JSON.stringify(booking),
    );
  }
  for (const email of emails) queueEmail(prepare, submission.id, email, submission.createdAt);
  return 'stored';
}

/** The submissions of the SQLite database. */
export function sqliteSubmissions({ prepare, write }: SqliteDatabase): SubmissionStore {
  return {
    async saveSubmission(submission, emails, extras = {}) {
      return write(() => saveNow(prepare, submission, emails, extras));
    },

    async attemptSubmission(attempt): Promise<AttemptOutcome> {
      // The challenge, the rate-limit hits and the submission in one transaction: one commit per post.
      // Checks alone (no save) skip the sync, as PostgreSQL's do: a crash only forgets a hit.
      return write(
        (): AttemptOutcome => {
          const { challenge, limits, save, now } = attempt;
          // A retry is answered before it can spend a challenge or a rate-limit hit.
          const post = attemptedPost(attempt);
          if (post !== undefined) {
            const earlier = prepare('SELECT kind, body FROM submissions WHERE id = ?').get(post.id) as
              | Row
              | undefined;
            if (earlier !== undefined) {
              return earlierOutcome({ kind: text(earlier, 'kind'), body: text(earlier, 'body') }, post);
            }
          }
          if (
            challenge !== undefined &&
            !spendChallengeNow(prepare, challenge.signature, challenge.expiresAt, now)
          ) {
            return { type: 'replayed' };
          }
          for (const limit of limits) {
            const counted = rateLimitNow(prepare, limit.key, now, limit.windowMs, limit.limit);
            if (!counted.allowed)
              return { type: 'limited', retryAfterMs: counted.retryAfterMs, key: limit.key };
          }
          if (save === undefined) return { type: 'checked' };
          return { type: 'saved', outcome: saveNow(prepare, save.submission, save.emails, save.extras) };
        },
        { durable: attempt.save !== undefined },
      );
    },

    async bookings(propertyId) {
      const rows = prepare('SELECT slot_start FROM bookings WHERE property_id = ?').all(propertyId) as Row[];
      return rows.map((row) => number(row, 'slot_start'));
    },
  };
}
