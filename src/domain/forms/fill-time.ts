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
 * How far (ms) a form's start may lie ahead of the server's clock and still be believed: the island
 * states its start on the server's clock (serverClockOffset), read from a Date header in whole seconds
 * and a round trip late, so an honest start is at most about a second behind; 5 s leaves room for a
 * server whose clock is corrected while a form is open, and for a proxy's own Date header.
 */
export const startSkewMs = 5000;

/**
 * Whether the API refuses a post as too fast: started less than `minimum` ago by the server's clock, or
 * more than startSkewMs ahead of it. A start in the future is not a fast visitor's: a client that said
 * "I started tomorrow" would otherwise pass the check without waiting at all.
 */
export function postedTooFast(startedAt: number, now: number, minimum: number): boolean {
  return startedAt > now + startSkewMs || Math.max(0, now - startedAt) < minimum;
}

/**
 * How far the server's clock is ahead of the browser's (ms), from the Date header of one of its answers
 * received at `localNow`; 0 without a readable header. The header counts whole seconds, so the estimate
 * is at most a second and a round trip short: a start moved by it never lands ahead of the server.
 */
export function serverClockOffset(dateHeader: string | null, localNow: number): number {
  const server = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  return Number.isNaN(server) ? 0 : server - localNow;
}
