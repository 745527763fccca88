import { describe, expect, it } from 'vitest';
import { openSqliteOwnerStore } from '../store/sqlite-owner-store';
import {
  accountDelayMs,
  accountFreeFailures,
  accountThrottle,
  loginWindowMs,
  retryAfterSeconds,
  throttleKeys,
} from './login-throttle';

const limits = { pair: 5, address: 50 };
const none = { count: 0, oldest: undefined, newest: undefined };

describe('throttleKeys', () => {
  it('keys the pair by account and address, hashed, the same whatever the case of the e-mail', () => {
    const home = throttleKeys('An.Verhoeven@example.be', '203.0.113.5');
    expect(home.pair).toBe(throttleKeys(' an.verhoeven@example.be', '203.0.113.5').pair);
    expect(home.pair).not.toBe(throttleKeys('an.verhoeven@example.be', '198.51.100.7').pair);
    expect(home.address).toBe(throttleKeys('someone@example.be', '203.0.113.5').address);
    expect(home.pair).toMatch(/^[0-9a-f]{64}$/);
    expect(`${home.pair}${home.address}`).not.toContain('203.0.113.5');
    // The account and its known networks are keyed the same way for any e-mail address, known or not.
    expect(home.account).toBe(throttleKeys('an.verhoeven@example.be ', '198.51.100.7').account);
    expect(home.known).not.toBe(throttleKeys('an.verhoeven@example.be', '198.51.100.7').known);
    expect(new Set(Object.values(home)).size).toBe(4);
  });
});

describe('accountDelayMs', () => {
  it('lets the first failures through, then waits 1 s, doubling, never more than a minute', () => {
    expect(accountDelayMs(0)).toBe(0);
    expect(accountDelayMs(accountFreeFailures - 1)).toBe(0);
    expect(accountDelayMs(accountFreeFailures)).toBe(1000);
    expect(accountDelayMs(accountFreeFailures + 1)).toBe(2000);
    expect(accountDelayMs(accountFreeFailures + 5)).toBe(32_000);
    expect(accountDelayMs(accountFreeFailures + 6)).toBe(60_000);
    expect(accountDelayMs(10_000)).toBe(60_000);
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  const keys = [
    { keyHash: 'pair', limit: 5 },
    { keyHash: 'address', limit: 50 },
  ];

  it('waits until the oldest attempt of a full window leaves it', () => {
    const full = { count: 5, oldest: now - 5 * 60 * 1000, newest: now };
    expect(retryAfterSeconds([full, { ...full, count: 5 }], keys, loginWindowMs, now)).toBe(10 * 60);
  });

  it('takes the longest wait when both windows are full, and at least one second', () => {
    const pair = { count: 5, oldest: now - 14 * 60 * 1000, newest: now };
    const address = { count: 50, oldest: now - 1000, newest: now };
    expect(retryAfterSeconds([pair, address], keys, loginWindowMs, now)).toBe((loginWindowMs - 1000) / 1000);
    expect(
      retryAfterSeconds(
        [{ count: 5, oldest: now - loginWindowMs, newest: now }, none],
        keys,
        loginWindowMs,
        now,
      ),
    ).toBe(1);
  });

  it("waits out an account's delay after its newest failure", () => {
    const account = accountThrottle('account');
    const failures = { count: accountFreeFailures + 3, oldest: now - 60_000, newest: now - 3000 };
    expect(retryAfterSeconds([none, none, failures], [...keys, account], loginWindowMs, now)).toBe(5);
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
        { count: 5, oldest: now, newest: now + 4 },
        { count: 5, oldest: now, newest: now + 4 },
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

  it('spaces the attempts at one account from many addresses, sent at once or one by one', async () => {
    const store = openSqliteOwnerStore(':memory:');
    const attempt = (address: number, at: number) => {
      const keys = throttleKeys('an.verhoeven@example.be', `198.51.100.${address}`);
      return store.reserveLoginAttempt([...limitsOf(keys), accountThrottle(keys.account)], since, at);
    };
    // 30 addresses at once: the free failures, the rest refused.
    const first = await Promise.all(Array.from({ length: 30 }, (_, address) => attempt(address, now)));
    expect(first.filter((outcome) => 'reserved' in outcome)).toHaveLength(accountFreeFailures);
    // The next attempt waits 1 s after the newest, then 2 s, whatever address it comes from.
    expect('full' in (await attempt(40, now + 999))).toBe(true);
    expect('reserved' in (await attempt(41, now + 1000))).toBe(true);
    expect('full' in (await attempt(42, now + 2999))).toBe(true);
    expect('reserved' in (await attempt(43, now + 3000))).toBe(true);
    // Another account is not held back.
    const other = throttleKeys('philippe.renard@example.be', '198.51.100.44');
    expect(
      'reserved' in
        (await store.reserveLoginAttempt(
          [...limitsOf(other), accountThrottle(other.account)],
          since,
          now + 6000,
        )),
    ).toBe(true);
    store.close();
  });
});
