// Rate limits and proof-of-work challenges: what a form post spends and counts before it is stored.

/** What counting one attempt against a rate limit decided. */
export type RateLimitOutcome =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterMs: number };

/** One rate limit an attempt counts against: at most `limit` attempts of `key` per `windowMs`. */
export interface RateLimit {
  readonly key: string;
  readonly windowMs: number;
  readonly limit: number;
}

/** The rate limits and spent challenges of the forms API. */
export interface LimitStore {
  /** Counts one attempt of `key`; refuses it with the wait in ms when `limit` were made in `windowMs`. */
  rateLimit(key: string, now: number, windowMs: number, limit: number): Promise<RateLimitOutcome>;
  /** Records a solved proof-of-work challenge; false when it was used before (a replay). */
  spendChallenge(signature: string, expiresAt: number, now: number): Promise<boolean>;
}

/** The wait a refused attempt is told: until its window's oldest hit leaves it, at least a second. */
export function retryAfterMs(oldestHit: number, windowMs: number, now: number): number {
  return Math.max(1000, oldestHit + windowMs - now);
}
