// Login throttling. Counting failures per account alone would let anyone lock a real owner out by
// typing wrong passwords for their address; counting per address alone lets one address try every
// account. So: a tight limit per (account, address) pair, which only slows the address that guesses,
// and a generous limit per address over all accounts, which stops password spraying from one place.
// The real owner, from another address, still logs in. Guessing from many addresses is slowed by
// scrypt's cost on every attempt. Unknown e-mail addresses are throttled exactly like known ones, so
// a 429 says nothing about whether an account exists.
import { createHash } from 'node:crypto';
import type { FailureWindow } from './owner-store';

/** The throttle's window. */
export const loginWindowMs = 15 * 60 * 1000;

/** How many failures each key may have in the window. */
export interface LoginLimits {
  /** Failures of one address on one account. */
  readonly pair: number;
  /** Failures of one address on all accounts together. */
  readonly address: number;
}

/** The hashed keys a login attempt counts under (hashed: no e-mail or IP address is stored). */
export function throttleKeys(email: string, address: string): { pair: string; address: string } {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  return {
    pair: hash(`login-pair\n${email.trim().toLowerCase()}\n${address}`),
    address: hash(`login-address\n${address}`),
  };
}

/** Whether a login attempt may be checked now, or how many seconds it must wait. */
export function throttleDecision(
  failures: { readonly pair: FailureWindow; readonly address: FailureWindow },
  limits: LoginLimits,
  now: number,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  const waits: number[] = [];
  for (const [window, limit] of [
    [failures.pair, limits.pair],
    [failures.address, limits.address],
  ] as const) {
    if (window.count >= limit) waits.push((window.oldest ?? now) + loginWindowMs - now);
  }
  if (waits.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
}
