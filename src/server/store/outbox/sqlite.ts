// The SQLite outbox: the one way an e-mail enters it, shared by every concern that queues one (the form
// posts, the demands' alerts, the owner portal), and the mailer worker's claims and marks.
import type { StatementSync } from 'node:sqlite';
import type { SqliteDatabase } from '../sqlite-database';
import { number, type Row } from '../sqlite-rows';
import {
  type ClaimedRow,
  claimedColumns,
  emailColumns,
  type NewEmail,
  neverDue,
  type OutboxStore,
  queuedEmail,
  undeliveredLead,
} from './contract';

const insertSql = `INSERT INTO outbox (submission_id, to_address, reply_to, subject, text, attachment_path, attachment_name,
    list_unsubscribe, channel, next_attempt_at, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * Queues `email` for sending from `now`, tied to the submission or demand it tells of (or to none, as
 * the owner portal's e-mails). Runs inside the caller's transaction, so the e-mail is stored with the
 * change it announces or not at all.
 */
export function queueEmail(
  prepare: (sql: string) => StatementSync,
  submissionId: string | null,
  email: NewEmail,
  now: number,
): void {
  const columns = emailColumns(email);
  prepare(insertSql).run(
    submissionId,
    columns.to_address,
    columns.reply_to,
    columns.subject,
    columns.text,
    columns.attachment_path,
    columns.attachment_name,
    columns.list_unsubscribe,
    columns.channel,
    now,
    now,
  );
}

const claimSql = `SELECT ${claimedColumns.join(', ')} FROM outbox
  WHERE sent_at IS NULL AND next_attempt_at <= ? AND locked_until <= ?
  ORDER BY next_attempt_at, id LIMIT ?`;

/** The outbox of the SQLite database. */
export function sqliteOutbox({ prepare, write }: SqliteDatabase): OutboxStore {
  return {
    async claimDueEmails(now, limit, leaseMs) {
      return write(() => {
        const rows = prepare(claimSql).all(now, now, limit) as Row[];
        const lease = prepare('UPDATE outbox SET locked_until = ? WHERE id = ?');
        for (const row of rows) lease.run(now + leaseMs, number(row, 'id'));
        return rows.map((row) => queuedEmail(row as ClaimedRow));
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
      return number(
        prepare('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL AND refused_at IS NULL').get() as Row,
        'n',
      );
    },

    async markEmailRefused(id, error, now) {
      await write(() =>
        prepare(
          `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = 0,
             refused_at = ? WHERE id = ?`,
        ).run(error.slice(0, 1000), neverDue, now, id),
      );
    },

    async undeliveredLeads() {
      const rows = prepare(
        `SELECT submission_id, subject, attempts, last_error, next_attempt_at, refused_at, created_at FROM outbox
           WHERE channel = 'crm' AND sent_at IS NULL ORDER BY created_at, id`,
      ).all() as Row[];
      return rows.map(undeliveredLead);
    },

    async resendRefusedLead(submissionId, now) {
      return write(
        () =>
          Number(
            prepare(
              `UPDATE outbox SET refused_at = NULL, attempts = 0, next_attempt_at = ?, locked_until = 0
                 WHERE channel = 'crm' AND submission_id = ? AND sent_at IS NULL AND refused_at IS NOT NULL`,
            ).run(now, submissionId).changes,
          ) > 0,
      );
    },
  };
}
