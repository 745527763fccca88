import { describe, expect, it } from 'vitest';
import { loginWindowMs, throttleDecision, throttleKeys } from './login-throttle';
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

describe('throttleDecision', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('allows attempts below both limits', () => {
    expect(throttleDecision({ pair: { count: 4, oldest: now - 1000 }, address: none }, limits, now)).toEqual({
      allowed: true,
    });
  });

  it('refuses the fifth failure of a pair until its oldest failure leaves the window', () => {
    const decision = throttleDecision(
      { pair: { count: 5, oldest: now - 5 * 60 * 1000 }, address: { count: 5, oldest: now - 5 * 60 * 1000 } },
      limits,
      now,
    );
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
  });

  it('refuses an address that sprays many accounts', () => {
    const decision = throttleDecision(
      { pair: none, address: { count: 50, oldest: now - 1000 } },
      limits,
      now,
    );
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: Math.ceil((loginWindowMs - 1000) / 1000) });
  });

  it('lets the owner log in from another address while an attacker is throttled (store and rule)', async () => {
    const store = openSqliteOwnerStore(':memory:');
    const attacker = throttleKeys('an.verhoeven@example.be', '198.51.100.66');
    const owner = throttleKeys('an.verhoeven@example.be', '203.0.113.5');
    for (let i = 0; i < 5; i++) await store.recordLoginFailure([attacker.pair, attacker.address], now + i);
    const since = now + 10 - loginWindowMs;
    const check = async (keys: typeof owner) =>
      throttleDecision(
        {
          pair: await store.loginFailures(keys.pair, since),
          address: await store.loginFailures(keys.address, since),
        },
        limits,
        now + 10,
      );
    expect((await check(attacker)).allowed).toBe(false);
    expect((await check(owner)).allowed).toBe(true);
    // After the window, the attacker's failures are forgotten.
    const later = now + 5 + loginWindowMs;
    expect(await store.loginFailures(attacker.pair, later - loginWindowMs)).toEqual({
      count: 0,
      oldest: undefined,
    });
    store.close();
  });
});
