// How much of the server's time on-demand renderings may take. A rendering of a filtered results page is
// work on the one event loop that also serves every static page and the API, and it runs to its end once
// started: sixty filtered pages asked for at once (a crawler following filter links, or an attacker) kept
// the home page waiting for seconds, each request behind every rendering queued before it. So renderings
// get a share of the time: a burst may use `burstMs` at once, and in the long run they take at most
// `share` of it; past that, the caller answers with something that costs nothing to make.

export interface RenderBudget {
  /**
   * A rendering may start now: returns the function to call once it is over (it is charged the time in
   * between; more calls change nothing), or undefined when the budget is spent.
   */
  admit(): (() => void) | undefined;
}

/**
 * `now` is in milliseconds, monotonic.
 */
export function renderBudget(
  limits: { share: number; burstMs: number },
  now: () => number = () => performance.now(),
): RenderBudget {
  let left = limits.burstMs;
  let at = now();
  return {
    admit() {
      const time = now();
      left = Math.min(limits.burstMs, left + (time - at) * limits.share);
      at = time;
      if (left <= 0) return undefined;
      let over = false;
      return () => {
        if (over) return;
        over = true;
        // Renderings admitted together are all charged when they end: the budget may go below zero, and
        // then refuses until the share of the time after it has paid that back.
        left -= now() - time;
      };
    },
  };
}
