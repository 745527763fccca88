// The PostgreSQL purges: data past its retention, and one address's erasure, each in one transaction.
import { type Kysely, sql } from 'kysely';
import type { PostgresDatabase } from '../postgres-database';
import type { PostgresSchema } from '../postgres-schema';
import {
  erasedAddress,
  erasedWithSubmission,
  type PurgeStore,
  type SubmissionRows,
  submissionRows,
} from './contract';

type Db = Kysely<PostgresSchema>;

// The tables and columns are the fixed ones of contract.ts, never input.
const deleteBy = (trx: Db, [table, column]: SubmissionRows, ids: readonly string[]) =>
  sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(ids)})`.execute(trx);

/** Deletes everything stored for the submissions `ids` (not their e-mails), inside the caller's transaction. */
export async function removeSubmissions(trx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  for (const rows of submissionRows) await deleteBy(trx, rows, ids);
}

/** The uploaded files of the submission rows `rows`, to delete once their rows are gone. */
export const filesOf = (rows: readonly { file_path: string | null }[]) =>
  rows.flatMap((row) => (row.file_path === null ? [] : [row.file_path]));

/** The purges of a PostgreSQL database. */
export function postgresPurge({ transaction }: PostgresDatabase): PurgeStore {
  return {
    purgeOlderThan: (cutoff) =>
      transaction(async (trx) => {
        // A confirmed subscription is ongoing consent: it stays until its owner unsubscribes.
        const old = await trx
          .selectFrom('submissions')
          .select(['id', 'file_path'])
          .where('created_at', '<', cutoff)
          .where('id', 'not in', (eb) =>
            eb.selectFrom('subscriptions').select('id').where('status', '=', 'confirmed'),
          )
          .execute();
        await removeSubmissions(
          trx,
          old.map((row) => row.id),
        );
        await trx
          .deleteFrom('outbox')
          .where('sent_at', 'is not', null)
          .where('created_at', '<', cutoff)
          .execute();
        await trx
          .deleteFrom('tokens')
          .where('purpose', '=', 'unsubscribe-email')
          .where('created_at', '<', cutoff)
          .execute();
        await trx.deleteFrom('rate_hits').where('at', '<', cutoff).execute();
        return { submissions: old.length, files: filesOf(old) };
      }),

    eraseEmail: (email) =>
      transaction(async (trx) => {
        const address = erasedAddress(email);
        const rows = await trx
          .selectFrom('submissions')
          .select(['id', 'file_path'])
          .where('email', '=', address)
          .execute();
        const ids = rows.map((row) => row.id);
        if (ids.length > 0) {
          for (const table of erasedWithSubmission) await deleteBy(trx, table, ids);
        }
        const subscriptions = await trx
          .deleteFrom('subscriptions')
          .where('email', '=', address)
          .executeTakeFirst();
        await trx.deleteFrom('tokens').where('email', '=', address).execute();
        const emails = await trx
          .deleteFrom('outbox')
          .where((eb) => eb(eb.fn('lower', ['to_address']), '=', address))
          .executeTakeFirst();
        const submissions = await trx
          .deleteFrom('submissions')
          .where('email', '=', address)
          .executeTakeFirst();
        return {
          submissions: Number(submissions.numDeletedRows),
          emails: Number(emails.numDeletedRows),
          subscriptions: Number(subscriptions.numDeletedRows),
          files: filesOf(rows),
        };
      }),
  };
}
