// The login throttle: failed attempts per hashed key (account, address, both), counted before any
// password work, and the networks each account logged in from. Throttle keys are hashed, so no e-mail
// address or IP address sits in these tables.

/** Failed logins of one throttle key within a window. */
export interface FailureWindow {
  readonly count: number;
  /** The oldest failure still in the window (ms), or undefined when there is none. */
  readonly oldest: number | undefined;
  /** The newest failure in the window (ms), or undefined when there is none. */
  readonly newest: number | undefined;
}

/** How long the server remembers that an account logged in from a network (its address key). */
export const knownAddressMs = 90 * 24 * 60 * 60 * 1000;

/** How long any throttle remembers an attempt: the longest window of them all (the reset e-mails' hour). */
export const throttleRetentionMs = 60 * 60 * 1000;

/** A throttle key (hashed) and how many attempts it may have in the window. */
export interface ThrottleKey {
  readonly keyHash: string;
  readonly limit: number;
  /**
   * The least time (ms) between the key's newest attempt and the next, given how many the window
   * holds: a delay that grows with the failures instead of a limit that locks out.
   */
  readonly spacingMs?: (count: number) => number;
}

/** Whether a key refuses another attempt at `now`: its window is full, or its newest attempt too recent. */
export function keyRefuses(key: ThrottleKey, window: FailureWindow, now: number): boolean {
  if (window.count >= key.limit) return true;
  if (key.spacingMs === undefined || window.newest === undefined) return false;
  return now - window.newest < key.spacingMs(window.count);
}

/** A key's window as counted (COUNT, MIN and MAX of its attempts since the window began). */
export function failureWindow(counted: { n: unknown; oldest: unknown; newest: unknown }): FailureWindow {
  const count = Number(counted.n ?? 0);
  return {
    count,
    oldest: count === 0 ? undefined : Number(counted.oldest),
    newest: count === 0 ? undefined : Number(counted.newest),
  };
}

/** Whether any key refuses the attempt, given each key's window (in the order of `keys`). */
export const anyKeyRefuses = (keys: readonly ThrottleKey[], windows: readonly FailureWindow[], now: number) =>
  keys.some((key, index) => windows[index] !== undefined && keyRefuses(key, windows[index], now));

/** The login throttle of the owner portal. */
export interface LoginStore {
  /**
   * Counts one attempt under every throttle key (hashed) if none refuses it (keyRefuses: its limit of
   * attempts since `since`, its spacing after the newest), all in one write transaction and before any password work: attempts that arrive together
   * are counted one by one, so at most the limit of them is ever checked. A reserved attempt counts as
   * a failure until `releaseLoginAttempts` takes it back. Refused: each key's window, nothing counted.
   * Attempts older than `since` are forgotten, for every key.
   */
  reserveLoginAttempt(
    keys: readonly ThrottleKey[],
    since: number,
    now: number,
  ): Promise<{ readonly reserved: readonly number[] } | { readonly full: readonly FailureWindow[] }>;
  /** Takes back attempts `reserveLoginAttempt` counted (a login that succeeded). */
  releaseLoginAttempts(ids: readonly number[]): Promise<void>;
  /** Forgets the failures of a throttle key (after a successful login). */
  clearLoginFailures(keyHash: string): Promise<void>;
  /**
   * Remembers that an account logged in from a network (the hash of both) at `now`; networks not seen
   * for `knownAddressMs` are forgotten.
   */
  rememberLoginAddress(keyHash: string, now: number): Promise<void>;
  /** Whether an account logged in from a network (the hash of both) since `since`. */
  knowsLoginAddress(keyHash: string, since: number): Promise<boolean>;
}
