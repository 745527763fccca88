// The PostgreSQL held posts: a confirmation locks its row until commit, so two clicks on two processes
// queue the e-mails once.
import type { Kysely } from 'kysely';
import type { NewEmail } from '../outbox/contract';
import { queuePostgresEmail } from '../outbox/postgres';
import type { PostgresDatabase } from '../postgres-database';
import type { PostgresSchema } from '../postgres-schema';
import { filesOf, removeSubmissions } from '../purge/postgres';
import { book, placesTaken } from '../submissions/postgres-save';
import { confirmationStart, type HeldConfirmation, type HeldStore, heldState, slotRefusal } from './contract';

type Db = Kysely<PostgresSchema>;

/** A held post with its submission's kind and language; `lock` holds its row until commit. */
async function heldRow(db: Db, tokenHash: string, lock = false) {
  const query = db
    .selectFrom('held_submissions as h')
    .innerJoin('submissions as s', 's.id', 'h.submission_id')
    .select([
      'h.submission_id',
      'h.emails',
      'h.expires_at',
      'h.confirmed_at',
      'h.booking',
      's.kind',
      's.locale',
    ])
    .where('h.token_hash', '=', tokenHash);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        confirmedAt: row.confirmed_at,
        expiresAt: row.expires_at,
        kind: row.kind,
        locale: row.locale,
        submissionId: row.submission_id,
        emails: row.emails,
        booking: row.booking,
      };
}

/** Deletes the submissions `ids` and the e-mails queued with them, inside the caller's transaction. */
async function dropSubmissions(trx: Db, ids: readonly string[]) {
  if (ids.length > 0)
    await trx
      .deleteFrom('outbox')
      .where('submission_id', 'in', [...ids])
      .execute();
  await removeSubmissions(trx, ids);
}

/** The held posts of a PostgreSQL database. */
export function postgresHeld({ run, transaction }: PostgresDatabase): HeldStore {
  return {
    heldSubmission: (tokenHash, now) =>
      run(async (db) => {
        const row = await heldRow(db, tokenHash);
        return row === undefined ? undefined : heldState(row, now);
      }),

    confirmHeldSubmission: (tokenHash, now) =>
      transaction(async (trx): Promise<HeldConfirmation> => {
        const row = await heldRow(trx, tokenHash, true);
        if (row === undefined) return undefined;
        const start = confirmationStart(row, now);
        if ('answer' in start) return start.answer;
        const { about, booking } = start;
        // A slot that filled up or began meanwhile: the post and its e-mails are deleted, and the
        // visitor's page says why. Counting takes the slot's lock.
        if (booking !== undefined) {
          const taken = booking.slotStart <= now ? 0 : await placesTaken(trx, booking);
          const slot = slotRefusal(booking, now, taken);
          if (slot !== undefined) {
            await dropSubmissions(trx, [row.submissionId]);
            return { outcome: slot, ...about };
          }
          await book(trx, row.submissionId, booking);
        }
        // The held copy of the e-mails goes as they are queued: the outbox is their one home now.
        await trx
          .updateTable('held_submissions')
          .set({ confirmed_at: now, emails: '[]' })
          .where('token_hash', '=', tokenHash)
          .execute();
        for (const email of JSON.parse(row.emails) as NewEmail[]) {
          await queuePostgresEmail(trx, row.submissionId, email, now);
        }
        return { outcome: 'confirmed', ...about };
      }),

    purgeUnconfirmed: (now) =>
      transaction(async (trx) => {
        const old = await trx
          .selectFrom('held_submissions as h')
          .innerJoin('submissions as s', 's.id', 'h.submission_id')
          .select(['s.id', 's.file_path'])
          .where('h.confirmed_at', 'is', null)
          .where('h.expires_at', '<=', now)
          .execute();
        await dropSubmissions(
          trx,
          old.map((row) => row.id),
        );
        return { submissions: old.length, files: filesOf(old) };
      }),
  };
}
