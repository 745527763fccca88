// The SQLite purges: data past its retention, and one address's erasure, each in one transaction.
import type { StatementSync } from 'node:sqlite';
import type { SqliteDatabase } from '../sqlite-database';
import { filesOf, type Row, text } from '../sqlite-rows';
import {
  type ErasureReport,
  erasedAddress,
  erasedWithSubmission,
  type PurgeStore,
  type SubmissionRows,
  submissionRows,
} from './contract';

type Prepare = (sql: string) => StatementSync;

const deleteBy = (prepare: Prepare, [table, column]: SubmissionRows, id: string) =>
  prepare(`DELETE FROM ${table} WHERE ${column} = ?`).run(id);

/** Deletes everything stored for one submission (not its e-mails), inside the caller's transaction. */
export function removeSubmission(prepare: Prepare, id: string): void {
  for (const rows of submissionRows) deleteBy(prepare, rows, id);
}

/** The purges of the SQLite database. */
export function sqlitePurge({ prepare, transaction }: SqliteDatabase): PurgeStore {
  return {
    async purgeOlderThan(cutoff) {
      return transaction(() => {
        // A confirmed subscription is ongoing consent: it stays until its owner unsubscribes.
        const old = prepare(
          `SELECT id, file_path FROM submissions WHERE created_at < ?
             AND id NOT IN (SELECT id FROM subscriptions WHERE status = 'confirmed')`,
        ).all(cutoff) as Row[];
        for (const row of old) removeSubmission(prepare, text(row, 'id'));
        prepare('DELETE FROM outbox WHERE sent_at IS NOT NULL AND created_at < ?').run(cutoff);
        prepare(`DELETE FROM tokens WHERE purpose = 'unsubscribe-email' AND created_at < ?`).run(cutoff);
        prepare('DELETE FROM rate_hits WHERE at < ?').run(cutoff);
        return { submissions: old.length, files: filesOf(old) };
      });
    },

    async eraseEmail(email): Promise<ErasureReport> {
      const address = erasedAddress(email);
      return transaction(() => {
        const rows = prepare('SELECT id, file_path FROM submissions WHERE email = ?').all(address) as Row[];
        for (const row of rows) {
          for (const table of erasedWithSubmission) deleteBy(prepare, table, text(row, 'id'));
        }
        const subscriptions = prepare('DELETE FROM subscriptions WHERE email = ?').run(address);
        prepare('DELETE FROM tokens WHERE email = ?').run(address);
        const emails = prepare('DELETE FROM outbox WHERE lower(to_address) = ?').run(address);
        const submissions = prepare('DELETE FROM submissions WHERE email = ?').run(address);
        return {
          submissions: Number(submissions.changes),
          emails: Number(emails.changes),
          subscriptions: Number(subscriptions.changes),
          files: filesOf(rows),
        };
      });
    },
  };
}
