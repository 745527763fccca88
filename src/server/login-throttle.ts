// Login throttling. Counting failures per account alone would let anyone lock a real owner out by
// typing wrong passwords for their address; counting per address alone lets one address try every
// account. So: a tight limit per (account, address) pair, which only slows the address that guesses,
// and a generous limit per address over all accounts, which stops password spraying from one place.
// The real owner, from another address, still logs in. Guessing from many addresses is slowed by
// scrypt's cost on every attempt. Unknown e-mail addresses are throttled exactly like known ones, so
// a 429 says nothing about whether an account exists.
import { createHash } from 'node:crypto';
import type { FailureWindow, ThrottleKey } from './owner-store';

/** The throttle's window. */
export const loginWindowMs = 15 * 60 * 1000;

/** The hashed keys a login attempt counts under (hashed: no e-mail or IP address is stored). */
export function throttleKeys(email: string, address: string): { pair: string; address: string } {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  return {
    pair: hash(`login-pair\n${email.trim().toLowerCase()}\n${address}`),
    address: hash(`login-address\n${address}`),
  };
}

/**
 * How many seconds a refused attempt must wait: until the oldest attempt of every full window has left
 * it (`windows[i]` is the window of `keys[i]`). At least one second.
 */
export function retryAfterSeconds(
  windows: readonly FailureWindow[],
  keys: readonly ThrottleKey[],
  windowMs: number,
  now: number,
): number {
  const waits = keys.flatMap(({ limit }, index) => {
    const window = windows[index];
    return window !== undefined && window.count >= limit ? [(window.oldest ?? now) + windowMs - now] : [];
  });
  return Math.max(1, Math.ceil(Math.max(0, ...waits) / 1000));
}
