// The store contract of the login throttle: the same behaviours asked of the SQLite store and of the
// PostgreSQL one, each on a fresh database (store-contract.ts).
import { expect, it } from 'vitest';
import { minute, storeContract, t0 } from '../store-contract';

storeContract('the login throttle', ({ one }) => {
  it('remembers the networks an account logged in from, for as long as asked', async () => {
    const { owners } = await one();
    expect(await owners.knowsLoginAddress('home', t0 - 90 * 24 * 60 * minute)).toBe(false);
    await owners.rememberLoginAddress('home', t0);
    await owners.rememberLoginAddress('home', t0 - minute);
    expect(await owners.knowsLoginAddress('home', t0 - 1)).toBe(true);
    expect(await owners.knowsLoginAddress('home', t0)).toBe(false);
    expect(await owners.knowsLoginAddress('office', t0 - minute)).toBe(false);
  });

  it('spaces the attempts of a key by its delay after the newest one', async () => {
    const { owners } = await one();
    const spaced = [
      { keyHash: 'account', limit: 100, spacingMs: (count: number) => (count >= 2 ? 1000 : 0) },
    ];
    const since = t0 - 15 * minute;
    expect('reserved' in (await owners.reserveLoginAttempt(spaced, since, t0))).toBe(true);
    expect('reserved' in (await owners.reserveLoginAttempt(spaced, since, t0))).toBe(true);
    expect(await owners.reserveLoginAttempt(spaced, since, t0 + 999)).toEqual({
      full: [{ count: 2, oldest: t0, newest: t0 }],
    });
    expect('reserved' in (await owners.reserveLoginAttempt(spaced, since, t0 + 1000))).toBe(true);
  });

  it('throttles logins per key, takes reserved attempts back and clears a key', async () => {
    const { owners } = await one();
    const keys = [
      { keyHash: 'pair', limit: 2 },
      { keyHash: 'address', limit: 3 },
    ];
    const first = await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0);
    expect('reserved' in first).toBe(true);
    await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + 1000);
    const full = await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + 2000);
    expect(full).toEqual({
      full: [
        { count: 2, oldest: t0, newest: t0 + 1000 },
        { count: 2, oldest: t0, newest: t0 + 1000 },
      ],
    });
    if ('reserved' in first) await owners.releaseLoginAttempts(first.reserved);
    expect('reserved' in (await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + 3000))).toBe(true);
    await owners.clearLoginFailures('pair');
    expect('reserved' in (await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + 4000))).toBe(true);
    expect(await owners.reserveLoginAttempt(keys, t0 - 15 * minute, t0 + 5000)).toEqual({
      full: [
        { count: 1, oldest: t0 + 4000, newest: t0 + 4000 },
        { count: 3, oldest: t0 + 1000, newest: t0 + 4000 },
      ],
    });
  });
});
