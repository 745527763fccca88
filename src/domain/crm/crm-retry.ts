// When the outbox tries a lead's webhook again, as data: soon at first (a receiver restarting), then
// every half hour, for a day; after that, or after an answer that refuses the lead itself, it stops and
// waits for `npm run leads -- --resend <id>`.

/** The waits after the first failures, in order; every later wait is `laterWaitMs`. */
export const firstWaitsMs: readonly number[] = [5_000, 15_000, 60_000, 5 * 60_000];
/** The wait after each failure past the first ones. */
export const laterWaitMs = 30 * 60_000;
/** How long a lead is tried, counted in the waits between its attempts. */
export const tryForMs = 24 * 60 * 60_000;

/** The wait before attempt `attempts + 1`, once `attempts` failed. */
export function crmWaitAfter(attempts: number): number {
  return firstWaitsMs[attempts - 1] ?? laterWaitMs;
}

/**
 * The wait before the next attempt once `attempts` failed (the last retryable), or undefined when the
 * waits would pass `tryForMs`: the lead is then refused.
 */
export function crmRetryDelay(attempts: number): number | undefined {
  let waited = 0;
  for (let failure = 1; failure <= attempts; failure += 1) waited += crmWaitAfter(failure);
  return waited > tryForMs ? undefined : crmWaitAfter(attempts);
}

/** Whether an HTTP answer's status is worth trying again (a timeout, too many requests, the server's fault). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}
