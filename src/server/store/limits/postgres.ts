// The PostgreSQL rate limits and spent challenges: a key's attempts are counted under its advisory lock,
// one transaction at a time across processes; what expired is swept once a minute, not on every post.
import { type Kysely, sql } from 'kysely';
import { lockName, type PostgresDatabase } from '../postgres-database';
import type { PostgresSchema } from '../postgres-schema';
import { type LimitStore, type RateLimitOutcome, retryAfterMs } from './contract';

type Db = Kysely<PostgresSchema>;

async function rateLimitNow(
  trx: Db,
  key: string,
  now: number,
  windowMs: number,
  limit: number,
): Promise<RateLimitOutcome> {
  // The attempts of one key are counted one transaction at a time, whichever process takes them.
  await lockName(trx, `rate:${key}`);
  const since = now - windowMs;
  // Counted and recorded in one round trip; hits older than the window are ignored here and deleted by
  // the sweep (a round trip less per limit on every post).
  const counted = await sql<{ id: number }>`
    INSERT INTO rate_hits (key, at) SELECT ${key}, ${now}::bigint
    WHERE (SELECT COUNT(*) FROM rate_hits WHERE key = ${key} AND at > ${since}::bigint) < ${limit}
    RETURNING id`.execute(trx);
  if (counted.rows.length > 0) return { allowed: true };
  const oldest = await trx
    .selectFrom('rate_hits')
    .select((eb) => eb.fn.min<number>('at').as('at'))
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { allowed: false, retryAfterMs: retryAfterMs(oldest.at, windowMs, now) };
}

async function spendChallengeNow(trx: Db, signature: string, expiresAt: number) {
  // An expired challenge is refused before it gets here (checkProofOfWork), so the expired rows the
  // sweep has not deleted yet change nothing.
  const spent = await trx
    .insertInto('used_challenges')
    .values({ signature, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return spent !== undefined;
}

/** Deletes what expired (at most once a minute); `windowsMs`: the windows of the limits counted now. */
export type Sweep = (trx: Db, now: number, windowsMs: readonly number[]) => Promise<void>;

/** How often a process deletes the spent challenges that expired and the hits older than every window. */
const sweepEveryMs = 60 * 1000;

/** The sweep of one process, shared by the form posts and the limits counted alone. */
export function postgresSweep(): Sweep {
  let sweptAt = Number.NEGATIVE_INFINITY;
  // The longest window this process counts: hits older than it count for no key any more.
  let longestWindowMs = 0;
  // Each delete is atomic on its own.
  return async (trx, now, windowsMs) => {
    longestWindowMs = Math.max(longestWindowMs, ...windowsMs);
    if (now - sweptAt < sweepEveryMs && now >= sweptAt) return;
    sweptAt = now;
    await trx.deleteFrom('used_challenges').where('expires_at', '<', now).execute();
    await trx
      .deleteFrom('rate_hits')
      .where('at', '<=', now - longestWindowMs)
      .execute();
  };
}

/** The rate limits and spent challenges of a PostgreSQL database. */
export function postgresLimits({ transaction }: PostgresDatabase, sweep: Sweep): LimitStore {
  return {
    rateLimit: (key, now, windowMs, limit) =>
      transaction(async (trx) => {
        await sweep(trx, now, [windowMs]);
        return rateLimitNow(trx, key, now, windowMs, limit);
      }),

    spendChallenge: (signature, expiresAt, now) =>
      transaction(async (trx) => {
        await sweep(trx, now, []);
        return spendChallengeNow(trx, signature, expiresAt);
      }),
  };
}
