// Login throttling. Counting failures per account alone would let anyone lock a real owner out by
// typing wrong passwords for their address; counting per address alone lets one address try every
// account. So: a tight limit per (account, address) pair, which only slows the address that guesses,
// and a generous limit per address over all accounts, which stops password spraying from one place.
// The real owner, from another address, still logs in. An address is its network (addressKey: an
// IPv6 /64), so the addresses of one network share its limits. Guessing from many networks meets a
// delay per account that grows with its failures (never a lock: it is a wait, answered before any
// password work), and a network the account logged in from before skips that delay and goes ahead in
// the password work queue, so a flood from elsewhere neither locks the owner out nor makes them wait.
// Unknown e-mail addresses are throttled exactly like known ones, so a 429 says nothing about whether
// an account exists.
import { createHash } from 'node:crypto';
import { type FailureWindow, keyRefuses, type ThrottleKey } from '../store/owner-store';

/** The throttle's window. */
export const loginWindowMs = 15 * 60 * 1000;

/**
 * The hashed keys a login attempt counts under (hashed: no e-mail or IP address is stored): the pair,
 * the address, the account, and the pair's key among the networks the account logged in from.
 */
export function throttleKeys(
  email: string,
  address: string,
): { pair: string; address: string; account: string; known: string } {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  const account = email.trim().toLowerCase();
  return {
    pair: hash(`login-pair\n${account}\n${address}`),
    address: hash(`login-address\n${address}`),
    account: hash(`login-account\n${account}`),
    known: hash(`login-known\n${account}\n${address}`),
  };
}

/** Failures of an account, from networks it never logged in from, that wait for nothing. */
export const accountFreeFailures = 10;
/** The longest wait between two attempts at an account: a delay, not a lock. */
export const accountMaxDelayMs = 60_000;

/**
 * The wait (ms) after an account's newest failure before the next attempt at it, given the failures in
 * the window: none for the first few (an owner mistyping), then 1 s, doubling up to a minute.
 */
export function accountDelayMs(failures: number): number {
  if (failures < accountFreeFailures) return 0;
  return Math.min(accountMaxDelayMs, 1000 * 2 ** (failures - accountFreeFailures));
}

/** The account's throttle key: no limit on the count, a growing delay between attempts instead. */
export function accountThrottle(accountKey: string): ThrottleKey {
  return { keyHash: accountKey, limit: Number.POSITIVE_INFINITY, spacingMs: accountDelayMs };
}

/**
 * How many seconds a refused attempt must wait: until the oldest attempt of every full window has left
 * it, and every key's delay after its newest attempt has passed (`windows[i]` is the window of
 * `keys[i]`). At least one second.
 */
export function retryAfterSeconds(
  windows: readonly FailureWindow[],
  keys: readonly ThrottleKey[],
  windowMs: number,
  now: number,
): number {
  const waits = keys.flatMap((key, index) => {
    const window = windows[index];
    if (window === undefined || !keyRefuses(key, window, now)) return [];
    const full = window.count >= key.limit ? [(window.oldest ?? now) + windowMs - now] : [];
    const spaced =
      key.spacingMs === undefined ? [] : [(window.newest ?? now) + key.spacingMs(window.count) - now];
    return [...full, ...spaced];
  });
  return Math.max(1, Math.ceil(Math.max(0, ...waits) / 1000));
}
