// The one error the API answers 503 to: the database cannot be reached right now (down, restarting,
// too slow). A store raises it instead of the driver's own error, so the route answers "try again"
// quickly, never hangs, and never claims a write it could not make.

/** The database cannot be reached now; nothing of the request was written. */
export class StoreUnavailable extends Error {
  override readonly name = 'StoreUnavailable';
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/** Whether an error (or one it wraps) is a StoreUnavailable. */
export function isStoreUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof StoreUnavailable || current.name === 'StoreUnavailable') return true;
    current = current.cause;
  }
  return false;
}

/** Seconds a client is told to wait before trying again (Retry-After of the 503). */
export const storeRetryAfterSeconds = 5;
