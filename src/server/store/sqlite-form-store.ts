// The SQLite implementation of FormStore (node:sqlite, WAL, versioned migrations). All SQL lives here.

import type { SQLInputValue } from 'node:sqlite';
import { sameSubmissionBody } from '../../domain/forms/same-submission';
import {
  type AttemptOutcome,
  type ConfirmedDemand,
  type ErasureReport,
  type FormStore,
  type HeldConfirmation,
  type HeldState,
  type NewBooking,
  type NewEmail,
  type NewSubmission,
  type QueuedEmail,
  type RateLimitOutcome,
  type SaveOutcome,
  type SubmissionExtras,
  subscriptionStatus,
  type TokenAction,
  type TokenOutcome,
  tokenAction,
} from './form-store';
import { openSqliteDatabase } from './sqlite-database';
import { queueEmail } from './sqlite-outbox';

type Row = Record<string, SQLInputValue>;

const text = (row: Row, column: string): string => String(row[column] ?? '');
const number = (row: Row, column: string): number => Number(row[column] ?? 0);

/** Opens (creating it and its folder when needed) and migrates the database at `path`. */
export function openSqliteFormStore(path: string): FormStore {
  const { db, prepare, transaction, write } = openSqliteDatabase(path);

  const queue = (submissionId: string | null, email: NewEmail, now: number) =>
    queueEmail(prepare, submissionId, email, now);

  // The places of a slot taken so far, and taking one, inside the caller's transaction.
  const placesTaken = (booking: NewBooking): number =>
    number(
      prepare('SELECT COUNT(*) AS n FROM bookings WHERE property_id = ? AND slot_start = ?').get(
        booking.propertyId,
        booking.slotStart,
      ) as Row,
      'n',
    );
  const book = (submissionId: string, booking: NewBooking) =>
    prepare('INSERT INTO bookings (submission_id, property_id, slot_start) VALUES (?, ?, ?)').run(
      submissionId,
      booking.propertyId,
      booking.slotStart,
    );

  // The writes of a form post, run inside a transaction by the methods below.
  const saveNow = (
    submission: NewSubmission,
    emails: readonly NewEmail[],
    extras: SubmissionExtras = {},
  ): SaveOutcome => {
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
    const { booking, subscription, unsubscribe, held } = extras;
    if (booking !== undefined) {
      if (placesTaken(booking) >= booking.capacity) {
        prepare('DELETE FROM submissions WHERE id = ?').run(submission.id);
        return 'slotFull';
      }
      // A held post takes its place only once its visitor confirms it (confirmHeldSubmission): posts
      // nobody confirms must not fill a slot for the 48 hours their links stay valid.
      if (held === undefined) book(submission.id, booking);
    }
    if (subscription !== undefined) {
      prepare(
        `INSERT INTO subscriptions (id, kind, email, locale, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)`,
      ).run(submission.id, subscription.kind, submission.email, submission.locale, submission.createdAt);
      const token = prepare(
        'INSERT INTO tokens (token, purpose, subscription_id, email, locale, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      );
      token.run(
        subscription.confirmToken,
        'confirm',
        submission.id,
        submission.email,
        submission.locale,
        submission.createdAt,
      );
      token.run(
        subscription.unsubscribeToken,
        'unsubscribe',
        submission.id,
        submission.email,
        submission.locale,
        submission.createdAt,
      );
    }
    if (unsubscribe !== undefined) {
      prepare(
        `INSERT INTO tokens (token, purpose, subscription_id, email, locale, created_at) VALUES (?, 'unsubscribe-email', NULL, ?, ?, ?)`,
      ).run(unsubscribe.token, submission.email, submission.locale, submission.createdAt);
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
    for (const email of emails) queue(submission.id, email, submission.createdAt);
    return 'stored';
  };
  const rateLimitNow = (key: string, now: number, windowMs: number, limit: number): RateLimitOutcome => {
    // Expired hits leave first; the triggers of rate_hits keep rate_counts equal to what is left.
    prepare('DELETE FROM rate_hits WHERE key = ? AND at <= ?').run(key, now - windowMs);
    const counted = prepare('SELECT hits FROM rate_counts WHERE key = ?').get(key) as Row | undefined;
    if (counted !== undefined && number(counted, 'hits') >= limit) {
      const oldest = number(
        prepare('SELECT MIN(at) AS at FROM rate_hits WHERE key = ?').get(key) as Row,
        'at',
      );
      return { allowed: false as const, retryAfterMs: Math.max(1000, oldest + windowMs - now) };
    }
    prepare('INSERT INTO rate_hits (key, at) VALUES (?, ?)').run(key, now);
    return { allowed: true as const };
  };
  // Everything stored for one submission, inside the caller's transaction.
  const removeSubmission = (id: string) => {
    prepare('DELETE FROM bookings WHERE submission_id = ?').run(id);
    prepare('DELETE FROM tokens WHERE subscription_id = ?').run(id);
    prepare('DELETE FROM alerts_sent WHERE subscription_id = ?').run(id);
    prepare('DELETE FROM subscriptions WHERE id = ?').run(id);
    prepare('DELETE FROM held_submissions WHERE submission_id = ?').run(id);
    prepare('DELETE FROM submissions WHERE id = ?').run(id);
  };
  const heldRow = (tokenHash: string) =>
    prepare(
      `SELECT h.submission_id, h.emails, h.expires_at, h.confirmed_at, h.booking, s.kind, s.locale FROM held_submissions h
         JOIN submissions s ON s.id = h.submission_id WHERE h.token_hash = ?`,
    ).get(tokenHash) as Row | undefined;
  const spendChallengeNow = (signature: string, expiresAt: number, now: number): boolean => {
    prepare('DELETE FROM used_challenges WHERE expires_at < ?').run(now);
    const result = prepare(
      'INSERT INTO used_challenges (signature, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
    ).run(signature, expiresAt);
    return result.changes === 1;
  };

  return {
    async saveSubmission(submission, emails, extras = {}) {
      return write(() => saveNow(submission, emails, extras));
    },

    async attemptSubmission(attempt): Promise<AttemptOutcome> {
      // The challenge, the rate-limit hits and the submission in one transaction: one commit per post.
      // Checks alone (no save) skip the sync, as PostgreSQL's do: a crash only forgets a hit.
      return write(
        (): AttemptOutcome => {
          const { challenge, limits, save, now } = attempt;
          // A retry (the island resends after a lost answer) is told what the first post was told,
          // before it can spend a challenge or a rate-limit hit; the same id with other content is refused.
          const post = save?.submission ?? attempt.ahead;
          if (post !== undefined) {
            const earlier = prepare('SELECT kind, body FROM submissions WHERE id = ?').get(post.id) as
              | Row
              | undefined;
            if (earlier !== undefined) {
              const same =
                text(earlier, 'kind') === post.kind && sameSubmissionBody(text(earlier, 'body'), post.body);
              return { type: same ? 'repeated' : 'conflict' };
            }
          }
          if (challenge !== undefined && !spendChallengeNow(challenge.signature, challenge.expiresAt, now)) {
            return { type: 'replayed' };
          }
          for (const limit of limits) {
            const counted = rateLimitNow(limit.key, now, limit.windowMs, limit.limit);
            if (!counted.allowed)
              return { type: 'limited', retryAfterMs: counted.retryAfterMs, key: limit.key };
          }
          if (save === undefined) return { type: 'checked' };
          return { type: 'saved', outcome: saveNow(save.submission, save.emails, save.extras) };
        },
        { durable: attempt.save !== undefined },
      );
    },

    async bookings(propertyId) {
      const rows = prepare('SELECT slot_start FROM bookings WHERE property_id = ?').all(propertyId) as Row[];
      return rows.map((row) => number(row, 'slot_start'));
    },

    async claimDueEmails(now, limit, leaseMs): Promise<QueuedEmail[]> {
      return write(() => {
        const rows = prepare(
          `SELECT id, to_address, reply_to, subject, text, attachment_path, attachment_name, list_unsubscribe, attempts
             FROM outbox
             WHERE sent_at IS NULL AND next_attempt_at <= ? AND locked_until <= ?
             ORDER BY next_attempt_at, id LIMIT ?`,
        ).all(now, now, limit) as Row[];
        const lease = prepare('UPDATE outbox SET locked_until = ? WHERE id = ?');
        for (const row of rows) lease.run(now + leaseMs, number(row, 'id'));
        return rows.map((row) => ({
          id: number(row, 'id'),
          to: text(row, 'to_address'),
          // Rows queued before migration 4 have none: they send as before, answered to the sender.
          replyTo: row['reply_to'] === null ? undefined : text(row, 'reply_to'),
          subject: text(row, 'subject'),
          text: text(row, 'text'),
          attempts: number(row, 'attempts'),
          attachment:
            row['attachment_path'] === null
              ? undefined
              : { path: text(row, 'attachment_path'), filename: text(row, 'attachment_name') },
          unsubscribeUrl: row['list_unsubscribe'] === null ? undefined : text(row, 'list_unsubscribe'),
        }));
      });
    },

    async markEmailsSent(ids, now) {
      if (ids.length === 0) return;
      await write(() => {
        const mark = prepare(
          'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
        );
        for (const id of ids) mark.run(now, id);
      });
    },

    async markEmailFailed(id, error, nextAttemptAt, waitsForConnection = false) {
      await write(() =>
        prepare(
          `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = 0,
             waits_for_connection = ? WHERE id = ?`,
        ).run(error.slice(0, 1000), nextAttemptAt, waitsForConnection ? 1 : 0, id),
      );
    },

    async retryConnectionWaits(now) {
      return write(() =>
        Number(
          prepare(
            `UPDATE outbox SET next_attempt_at = MIN(next_attempt_at, ?), waits_for_connection = 0
               WHERE sent_at IS NULL AND waits_for_connection = 1`,
          ).run(now).changes,
        ),
      );
    },

    async pendingEmails() {
      return number(prepare('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL').get() as Row, 'n');
    },

    async rateLimit(key, now, windowMs, limit) {
      return write(() => rateLimitNow(key, now, windowMs, limit));
    },

    async spendChallenge(signature, expiresAt, now) {
      return write(() => spendChallengeNow(signature, expiresAt, now));
    },

    async redeemToken(token, now): Promise<TokenOutcome> {
      return transaction(() => {
        const row = prepare(
          `SELECT t.purpose, t.subscription_id, t.email, t.locale, s.kind, s.status FROM tokens t
             LEFT JOIN subscriptions s ON s.id = t.subscription_id WHERE t.token = ?`,
        ).get(token) as Row | undefined;
        if (row === undefined) return undefined;
        const purpose = text(row, 'purpose');
        const locale = text(row, 'locale');
        const kind = row['kind'] === null ? 'unsubscribe' : text(row, 'kind');
        if (purpose === 'confirm') {
          if (row['status'] === 'unsubscribed') return { action: 'ended', kind, locale };
          prepare(
            `UPDATE subscriptions SET status = 'confirmed', confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ? AND status = 'pending'`,
          ).run(now, text(row, 'subscription_id'));
          return { action: 'confirmed', kind, locale };
        }
        if (purpose === 'unsubscribe') {
          prepare(`UPDATE subscriptions SET status = 'unsubscribed' WHERE id = ?`).run(
            text(row, 'subscription_id'),
          );
        } else {
          prepare(`UPDATE subscriptions SET status = 'unsubscribed' WHERE email = ?`).run(text(row, 'email'));
          prepare('DELETE FROM tokens WHERE token = ?').run(token);
        }
        return { action: 'unsubscribed', kind, locale };
      });
    },

    async peekToken(token): Promise<TokenAction> {
      const row = prepare(
        `SELECT t.purpose, t.locale, s.kind, s.status FROM tokens t
           LEFT JOIN subscriptions s ON s.id = t.subscription_id WHERE t.token = ?`,
      ).get(token) as Row | undefined;
      if (row === undefined) return undefined;
      const action = { action: tokenAction(text(row, 'purpose')), locale: text(row, 'locale') };
      if (row['kind'] === null) return { ...action, kind: 'unsubscribe' };
      return { ...action, kind: text(row, 'kind'), status: subscriptionStatus(text(row, 'status')) };
    },

    async heldSubmission(tokenHash, now): Promise<HeldState> {
      const row = heldRow(tokenHash);
      if (row === undefined) return undefined;
      const state =
        row['confirmed_at'] !== null ? 'confirmed' : number(row, 'expires_at') <= now ? 'expired' : 'pending';
      return { state, kind: text(row, 'kind'), locale: text(row, 'locale') };
    },

    async confirmHeldSubmission(tokenHash, now): Promise<HeldConfirmation> {
      return write((): HeldConfirmation => {
        const row = heldRow(tokenHash);
        if (row === undefined) return undefined;
        const about = { kind: text(row, 'kind'), locale: text(row, 'locale') };
        if (row['confirmed_at'] !== null) return { outcome: 'already', ...about };
        if (number(row, 'expires_at') <= now) return { outcome: 'expired', ...about };
        const submissionId = text(row, 'submission_id');
        // The visit's place is taken now. A slot that filled up or began meanwhile: the agency hears of
        // no visit without a place, the post and its e-mails are deleted, and the visitor's page says why.
        const booking =
          row['booking'] === null ? undefined : (JSON.parse(text(row, 'booking')) as NewBooking);
        if (booking !== undefined) {
          const refused =
            booking.slotStart <= now
              ? ('slotPast' as const)
              : placesTaken(booking) >= booking.capacity
                ? ('slotFull' as const)
                : undefined;
          if (refused !== undefined) {
            prepare('DELETE FROM outbox WHERE submission_id = ?').run(submissionId);
            removeSubmission(submissionId);
            return { outcome: refused, ...about };
          }
        }
        // The held copy of the e-mails goes as they are queued: the outbox is their one home now.
        const marked = prepare(
          `UPDATE held_submissions SET confirmed_at = ?, emails = '[]' WHERE token_hash = ? AND confirmed_at IS NULL`,
        ).run(now, tokenHash);
        if (marked.changes === 0) return { outcome: 'already', ...about };
        if (booking !== undefined) book(submissionId, booking);
        for (const email of JSON.parse(text(row, 'emails')) as NewEmail[]) queue(submissionId, email, now);
        return { outcome: 'confirmed', ...about };
      });
    },

    async purgeUnconfirmed(now) {
      return write(() => {
        const old = prepare(
          `SELECT s.id, s.file_path FROM held_submissions h JOIN submissions s ON s.id = h.submission_id
             WHERE h.confirmed_at IS NULL AND h.expires_at <= ?`,
        ).all(now) as Row[];
        for (const row of old) {
          prepare('DELETE FROM outbox WHERE submission_id = ?').run(text(row, 'id'));
          removeSubmission(text(row, 'id'));
        }
        return {
          submissions: old.length,
          files: old.flatMap((row) => (row['file_path'] === null ? [] : [text(row, 'file_path')])),
        };
      });
    },

    async keepFormReturn(tokenHash, record, expiresAt, now, limit) {
      await write(() => {
        prepare('DELETE FROM form_returns WHERE expires_at <= ?').run(now);
        prepare('INSERT INTO form_returns (token_hash, record, expires_at) VALUES (?, ?, ?)').run(
          tokenHash,
          record,
          expiresAt,
        );
        // Beyond the limit, the ones that expire first (the oldest) go.
        const kept = number(prepare('SELECT COUNT(*) AS n FROM form_returns').get() as Row, 'n');
        if (kept > limit) {
          prepare(
            `DELETE FROM form_returns WHERE token_hash IN
               (SELECT token_hash FROM form_returns ORDER BY expires_at, token_hash LIMIT ?)`,
          ).run(kept - limit);
        }
      });
    },

    async takeFormReturn(tokenHash, now) {
      return write(() => {
        const row = prepare('SELECT record, expires_at FROM form_returns WHERE token_hash = ?').get(
          tokenHash,
        ) as Row | undefined;
        if (row === undefined) return undefined;
        prepare('DELETE FROM form_returns WHERE token_hash = ?').run(tokenHash);
        return number(row, 'expires_at') > now ? text(row, 'record') : undefined;
      });
    },

    async confirmedDemands(): Promise<ConfirmedDemand[]> {
      const rows = prepare(
        `SELECT s.id, s.email, s.locale, sub.body, t.token FROM subscriptions s
           JOIN submissions sub ON sub.id = s.id
           JOIN tokens t ON t.subscription_id = s.id AND t.purpose = 'unsubscribe'
           WHERE s.kind = 'demand' AND s.status = 'confirmed' ORDER BY s.created_at`,
      ).all() as Row[];
      return rows.map((row) => ({
        id: text(row, 'id'),
        email: text(row, 'email'),
        locale: text(row, 'locale'),
        body: JSON.parse(text(row, 'body')) as Record<string, unknown>,
        unsubscribeToken: text(row, 'token'),
      }));
    },

    async alertedListings(demandId) {
      const rows = prepare('SELECT property_id FROM alerts_sent WHERE subscription_id = ?').all(
        demandId,
      ) as Row[];
      return rows.map((row) => number(row, 'property_id'));
    },

    async queueAlert(demandId, propertyIds, email, now) {
      transaction(() => {
        const record = prepare(
          'INSERT INTO alerts_sent (subscription_id, property_id, sent_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        );
        let added = 0;
        for (const id of propertyIds) added += Number(record.run(demandId, id, now).changes);
        if (added > 0) queue(demandId, email, now);
      });
    },

    async purgeOlderThan(cutoff) {
      return transaction(() => {
        // A confirmed subscription is ongoing consent: it stays until its owner unsubscribes.
        const old = prepare(
          `SELECT id, file_path FROM submissions WHERE created_at < ?
             AND id NOT IN (SELECT id FROM subscriptions WHERE status = 'confirmed')`,
        ).all(cutoff) as Row[];
        for (const row of old) removeSubmission(text(row, 'id'));
        prepare('DELETE FROM outbox WHERE sent_at IS NOT NULL AND created_at < ?').run(cutoff);
        prepare(`DELETE FROM tokens WHERE purpose = 'unsubscribe-email' AND created_at < ?`).run(cutoff);
        prepare('DELETE FROM rate_hits WHERE at < ?').run(cutoff);
        return {
          submissions: old.length,
          files: old.flatMap((row) => (row['file_path'] === null ? [] : [text(row, 'file_path')])),
        };
      });
    },

    async eraseEmail(email): Promise<ErasureReport> {
      const address = email.trim().toLowerCase();
      return transaction(() => {
        const rows = prepare('SELECT id, file_path FROM submissions WHERE email = ?').all(address) as Row[];
        for (const row of rows) {
          const id = text(row, 'id');
          prepare('DELETE FROM bookings WHERE submission_id = ?').run(id);
          prepare('DELETE FROM alerts_sent WHERE subscription_id = ?').run(id);
          prepare('DELETE FROM outbox WHERE submission_id = ?').run(id);
          prepare('DELETE FROM held_submissions WHERE submission_id = ?').run(id);
        }
        const subscriptions = prepare('DELETE FROM subscriptions WHERE email = ?').run(address);
        prepare('DELETE FROM tokens WHERE email = ?').run(address);
        const emails = prepare('DELETE FROM outbox WHERE lower(to_address) = ?').run(address);
        const submissions = prepare('DELETE FROM submissions WHERE email = ?').run(address);
        return {
          submissions: Number(submissions.changes),
          emails: Number(emails.changes),
          subscriptions: Number(subscriptions.changes),
          files: rows.flatMap((row) => (row['file_path'] === null ? [] : [text(row, 'file_path')])),
        };
      });
    },

    close() {
      db.close();
    },
  };
}
