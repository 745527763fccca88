import { describe, expect, it } from 'vitest';
import { loginWindowMs, retryAfterSeconds, throttleKeys } from './login-throttle';
import { openSqliteOwnerStore } from './sqlite-owner-store';

const limits = { pair: 5, address: 50 };
const none = { count: 0, oldest: undefined };

describe('throttleKeys', () => {
  it('keys the pair by account and address, hashed, the same whatever the case of the e-mail', () => {
    const home = throttleKeys('An.Verhoeven@example.be', '203.0.113.5');
    expect(home.pair).toBe(throttleKeys(' an.verhoeven@example.be', '203.0.113.5').pair);
    expect(home.pair).not.toBe(throttleKeys('an.verhoeven@example.be', '198.51.100.7').pair);
    expect(home.address).toBe(throttleKeys('someone@example.be', '203.0.113.5').address);
    expect(home.pair).toMatch(/^[0-9a-f]{64}$/);
    expect(`${home.pair}${home.address}`).not.toContain('203.0.113.5');
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  const keys = [
    { keyHash: 'pair', limit: 5 },
    { keyHash: 'address', limit: 50 },
  ];

  it('waits until the oldest attempt of a full window leaves it', () => {
    const full = { count: 5, oldest: now - 5 * 60 * 1000 };
    expect(retryAfterSeconds([full, { count: 5, oldest: full.oldest }], keys, loginWindowMs, now)).toBe(
      10 * 60,
    );
  });

  it('takes the longest wait when both windows are full, and at least one second', () => {
    const pair = { count: 5, oldest: now - 14 * 60 * 1000 };
    const address = { count: 50, oldest: now - 1000 };
    expect(retryAfterSeconds([pair, address], keys, loginWindowMs, now)).toBe((loginWindowMs - 1000) / 1000);
    expect(
      retryAfterSeconds([{ count: 5, oldest: now - loginWindowMs }, none], keys, loginWindowMs, now),
    ).toBe(1);
  });
});

describe('reserveLoginAttempt (SQLite store)', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  const since = now - loginWindowMs;
  const limitsOf = (keys: { pair: string; address: string }) => [
    { keyHash: keys.pair, limit: limits.pair },
    { keyHash: keys.address, limit: limits.address },
  ];

  it('counts at most the limit of attempts sent at once, and refuses the rest before any password work', async () => {
    const store = openSqliteOwnerStore(':memory:');
    const keys = limitsOf(throttleKeys('an.verhoeven@example.be', '198.51.100.66'));
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () => store.reserveLoginAttempt(keys, since, now)),
    );
    expect(attempts.filter((attempt) => 'reserved' in attempt)).toHaveLength(5);
    store.close();
  });

  it('refuses an address that sprays many accounts at once after its limit', async () => {
    const store = openSqliteOwnerStore(':memory:');
    const attempts = await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        store.reserveLoginAttempt(
          limitsOf(throttleKeys(`owner${index}@example.be`, '198.51.100.66')),
          since,
          now,
        ),
      ),
    );
    expect(attempts.filter((attempt) => 'reserved' in attempt)).toHaveLength(50);
    store.close();
  });

  it('lets the owner log in from another address while an attacker is throttled, and forgets after the window', async () => {
    const store = openSqliteOwnerStore(':memory:');
    const attacker = limitsOf(throttleKeys('an.verhoeven@example.be', '198.51.100.66'));
    const owner = limitsOf(throttleKeys('an.verhoeven@example.be', '203.0.113.5'));
    for (let i = 0; i < 5; i++)
      expect('reserved' in (await store.reserveLoginAttempt(attacker, since, now + i))).toBe(true);
    const refused = await store.reserveLoginAttempt(attacker, since + 10, now + 10);
    expect(refused).toEqual({
      full: [
        { count: 5, oldest: now },
        { count: 5, oldest: now },
      ],
    });
    expect('reserved' in (await store.reserveLoginAttempt(owner, since + 10, now + 10))).toBe(true);
    const later = now + 5 + loginWindowMs;
    expect('reserved' in (await store.reserveLoginAttempt(attacker, later - loginWindowMs, later))).toBe(
      true,
    );
    store.close();
  });

  it('gives a released attempt back', async () => {
    const store = openSqliteOwnerStore(':memory:');
    const keys = [{ keyHash: 'k', limit: 1 }];
    const first = await store.reserveLoginAttempt(keys, since, now);
    expect('full' in (await store.reserveLoginAttempt(keys, since, now))).toBe(true);
    if (!('reserved' in first)) throw new Error('The first attempt is reserved');
    await store.releaseLoginAttempts(first.reserved);
    expect('reserved' in (await store.reserveLoginAttempt(keys, since, now))).toBe(true);
    store.close();
  });
});
