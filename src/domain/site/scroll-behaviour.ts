// The header and scroll-to-top thresholds, and the easing of the 500 ms scroll back to the top.

/** Past this scroll (px) the header is fixed and its logo shrinks. */
export const headerFixedAfter = 30;

/** Past this scroll (px) the scroll-to-top button shows. */
export const scrollTopAfter = 10;

/** How long the scroll back to the top takes (ms). */
export const scrollTopDuration = 500;

/** Whether the header is fixed (compact) at a scroll position. */
export function isHeaderFixed(scrollY: number): boolean {
  return scrollY > headerFixedAfter;
}

/** Whether the scroll-to-top button shows at a scroll position. */
export function showsScrollTop(scrollY: number): boolean {
  return scrollY > scrollTopAfter;
}

/** A box on screen, as getBoundingClientRect gives it. */
export type ScreenBox = {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
};

/** Whether two boxes share any area (touching edges do not count); an empty box overlaps nothing. */
export function boxesOverlap(a: ScreenBox, b: ScreenBox): boolean {
  if (a.right <= a.left || a.bottom <= a.top || b.right <= b.left || b.bottom <= b.top) return false;
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The scroll position `elapsed` ms into a scroll from `start` to 0 lasting `duration` ms: eased in and
 * out (cubic), so it starts and lands softly, and exactly 0 at the end.
 */
export function scrollTopPosition(
  start: number,
  elapsed: number,
  duration: number = scrollTopDuration,
): number {
  if (duration <= 0 || elapsed >= duration) return 0;
  const t = Math.max(0, elapsed) / duration;
  const eased = t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
  return start * (1 - eased);
}
