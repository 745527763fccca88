// The store contract of rate limits and challenges: the same behaviours asked of the SQLite store and of the
// PostgreSQL one, each on a fresh database (store-contract.ts).
import { describe, expect, it } from 'vitest';
import { minute, storeContract, t0 } from '../store-contract';

storeContract('rate limits and challenges', ({ database, one }) => {
  it('limits attempts per key within the window and says how long to wait', async () => {
    const { forms } = await one();
    expect(await forms.rateLimit('ip', 0, 60_000, 2)).toEqual({ allowed: true });
    expect(await forms.rateLimit('ip', 10_000, 60_000, 2)).toEqual({ allowed: true });
    expect(await forms.rateLimit('ip', 20_000, 60_000, 2)).toEqual({
      allowed: false,
      retryAfterMs: 40_000,
    });
    expect(await forms.rateLimit('ip', 61_000, 60_000, 2)).toEqual({ allowed: true });
    await forms.purgeOlderThan(70_000);
    expect(await forms.rateLimit('ip', 71_000, 60_000, 2)).toEqual({ allowed: true });
  });

  describe('two processes on one database', () => {
    it('count a rate limit and a login throttle exactly', async () => {
      const open = await database();
      const [a, b] = [open(), open()];
      const limited = await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          (n % 2 === 0 ? a : b).forms.rateLimit('ip', 1000 + n, 60_000, 15),
        ),
      );
      expect(limited.filter((outcome) => outcome.allowed)).toHaveLength(15);
      const keys = [{ keyHash: 'pair', limit: 5 }];
      const logins = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          (n % 2 === 0 ? a : b).owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + n),
        ),
      );
      expect(logins.filter((attempt) => 'reserved' in attempt)).toHaveLength(5);
    });
  });
});
