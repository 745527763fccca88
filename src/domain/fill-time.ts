// The shortest time a person takes to fill a form, from the moment its island took over to the post.
// The API refuses a post sent sooner (a script that fills and posts at once); the island waits out the
// rest before posting, so that a quick person (an address filled in by the browser, one tick, send) is
// not refused for being fast.

/** The default of the API's FORM_MIN_FILL_MS. */
export const minimumFillMs = 3000;

/** How long a post must still wait, at `now`, for a form started at `startedAt` (both the same clock). */
export function fillWaitMs(startedAt: number, now: number, minimum: number = minimumFillMs): number {
  return Math.max(0, Math.min(minimum, startedAt + minimum - now));
}

/**
 * Whether the API refuses a post as too fast: started less than `minimum` ago by the server's clock.
 * A start in the future says only that the visitor's clock is ahead of the server's: that cannot be
 * measured, and refusing it would refuse every post of that visitor until their clock caught up.
 */
export function postedTooFast(startedAt: number, now: number, minimum: number): boolean {
  return startedAt <= now && now - startedAt < minimum;
}
