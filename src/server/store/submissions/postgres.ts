// The PostgreSQL submissions. Most posts (no extras) go through the batched form_posts statement; the
// others take one connection for two transactions: the checks, committed without waiting for the disk,
// then the durable save, under the submission id's session lock.
import { sql } from 'kysely';
import type { Sweep } from '../limits/postgres';
import { lockName, type PostgresDatabase } from '../postgres-database';
import {
  type AttemptOutcome,
  attemptedPost,
  earlierOutcome,
  isPlain,
  type SubmissionAttempt,
  type SubmissionStore,
} from './contract';
import { plainPostsTogether } from './postgres-plain-posts';
import { saveNow } from './postgres-save';

interface ChecksRow {
  readonly outcome: string;
  readonly limited_key: string | null;
  readonly retry_after: number | null;
}

/**
 * A post with extras on one connection, in two transactions: the checks (challenge, rate limits), then
 * the durable save. The checks hold a key's lock only for a few statements and commit without waiting
 * for the disk: holding it through the save's synced commit would let one address's posts (an office, a
 * bench) pass one commit at a time. A check lost in a crash only forgets a hit.
 */
function attemptAlone(run: PostgresDatabase['run'], sweep: Sweep, attempt: SubmissionAttempt) {
  return run((db) =>
    db.connection().execute(async (connection): Promise<AttemptOutcome> => {
      const { challenge, limits, save, now } = attempt;
      const post = attemptedPost(attempt);
      const idLock = post === undefined ? undefined : `submission:${post.id}`;
      // The same id posted to two processes at once: the second waits here until the first is done,
      // then sees its row and answers as a retry, spending and counting nothing.
      if (idLock !== undefined)
        await sql`SELECT pg_advisory_lock(hashtextextended(${idLock}, 0))`.execute(connection);
      try {
        if (post !== undefined) {
          const earlier = await connection
            .selectFrom('submissions')
            .select(['kind', 'body'])
            .where('id', '=', post.id)
            .executeTakeFirst();
          if (earlier !== undefined) return earlierOutcome(earlier, post);
        }
        // Once a minute, in statements of their own.
        await sweep(
          connection,
          now,
          limits.map((limit) => limit.windowMs),
        );
        const checked = await sql<ChecksRow>`
          SELECT * FROM form_checks(
            ${challenge?.signature ?? null}, ${challenge?.expiresAt ?? null}::bigint,
            ${limits.map((limit) => limit.key)}::text[], ${limits.map((limit) => limit.windowMs)}::bigint[],
            ${limits.map((limit) => limit.limit)}::integer[], ${now}::bigint)`.execute(connection);
        const verdict = checked.rows[0];
        if (verdict?.outcome === 'replayed') return { type: 'replayed' };
        if (verdict?.outcome === 'limited') {
          return {
            type: 'limited',
            retryAfterMs: verdict.retry_after ?? 1000,
            key: verdict.limited_key ?? '',
          };
        }
        if (save === undefined) return { type: 'checked' };
        const { submission, emails, extras = {} } = save;
        const outcome = await connection
          .transaction()
          .execute((trx) => saveNow(trx, submission, emails, extras));
        return { type: 'saved', outcome };
      } finally {
        // A connection that failed took its session lock with it.
        if (idLock !== undefined) {
          await sql`SELECT pg_advisory_unlock(hashtextextended(${idLock}, 0))`
            .execute(connection)
            .catch(() => undefined);
        }
      }
    }),
  );
}

/** The submissions of a PostgreSQL database; `sweep` deletes what expired of the limits. */
export function postgresSubmissions(database: PostgresDatabase, sweep: Sweep): SubmissionStore {
  const { run, transaction } = database;
  const postPlain = plainPostsTogether(run, (db, attempts) =>
    sweep(
      db,
      Math.max(...attempts.map((attempt) => attempt.now)),
      attempts.flatMap((attempt) => attempt.limits.map((limit) => limit.windowMs)),
    ),
  );
  return {
    saveSubmission: (submission, emails, extras = {}) =>
      transaction(async (trx) => {
        await lockName(trx, `submission:${submission.id}`);
        return saveNow(trx, submission, emails, extras);
      }),

    attemptSubmission: (attempt) => {
      // Most posts have no booking or subscription: checked and stored with the others of their turn.
      const { save } = attempt;
      if (save !== undefined && isPlain(save.extras)) return postPlain({ ...attempt, save });
      return attemptAlone(run, sweep, attempt);
    },

    bookings: (propertyId) =>
      run(async (db) => {
        const rows = await db
          .selectFrom('bookings')
          .select('slot_start')
          .where('property_id', '=', propertyId)
          .execute();
        return rows.map((row) => row.slot_start);
      }),
  };
}
