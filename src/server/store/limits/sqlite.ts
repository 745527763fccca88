// The SQLite rate limits and spent challenges. The counting runs inside the caller's transaction (a form
// post counts its limits in the transaction that stores it); rate_counts is kept by triggers (migration 3).
import type { StatementSync } from 'node:sqlite';
import type { SqliteDatabase } from '../sqlite-database';
import { number, type Row } from '../sqlite-rows';
import { type LimitStore, type RateLimitOutcome, retryAfterMs } from './contract';

type Prepare = (sql: string) => StatementSync;

/** Counts one attempt of `key`, inside the caller's transaction. */
export function rateLimitNow(
  prepare: Prepare,
  key: string,
  now: number,
  windowMs: number,
  limit: number,
): RateLimitOutcome {
  // Expired hits leave first; the triggers of rate_hits keep rate_counts equal to what is left.
  prepare('DELETE FROM rate_hits WHERE key = ? AND at <= ?').run(key, now - windowMs);
  const counted = prepare('SELECT hits FROM rate_counts WHERE key = ?').get(key) as Row | undefined;
  if (counted !== undefined && number(counted, 'hits') >= limit) {
    const oldest = number(prepare('SELECT MIN(at) AS at FROM rate_hits WHERE key = ?').get(key) as Row, 'at');
    return { allowed: false as const, retryAfterMs: retryAfterMs(oldest, windowMs, now) };
  }
  prepare('INSERT INTO rate_hits (key, at) VALUES (?, ?)').run(key, now);
  return { allowed: true as const };
}

/** Spends a challenge, inside the caller's transaction; false when it was spent before. */
export function spendChallengeNow(
  prepare: Prepare,
  signature: string,
  expiresAt: number,
  now: number,
): boolean {
  prepare('DELETE FROM used_challenges WHERE expires_at < ?').run(now);
  const result = prepare(
    'INSERT INTO used_challenges (signature, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  ).run(signature, expiresAt);
  return result.changes === 1;
}

/** The rate limits and spent challenges of the SQLite database. */
export function sqliteLimits({ prepare, write }: SqliteDatabase): LimitStore {
  return {
    async rateLimit(key, now, windowMs, limit) {
      return write(() => rateLimitNow(prepare, key, now, windowMs, limit));
    },

    async spendChallenge(signature, expiresAt, now) {
      return write(() => spendChallengeNow(prepare, signature, expiresAt, now));
    },
  };
}
