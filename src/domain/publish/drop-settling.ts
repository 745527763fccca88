// When an export dropped in the watch folder may be read: only once it has stopped changing (its files,
// sizes and times the same) for a while, so a half-copied export is never read. The wait counts from the
// drop's last change as its file system recorded it (the newest status-change time of its entries, which
// no copying tool can set back), not from when the watcher first looked: a watcher that looks once a
// second would otherwise add up to a second to every drop.

/** What one look at a drop found. */
export interface DropLook {
  /** Files, sizes and newest change time, as one comparable string. */
  readonly signature: string;
  /** When (ms, the file system's clock) the drop or an entry in it last changed. */
  readonly changedAt: number;
}

/** What the watcher last saw of one dropped export. */
export interface DropState {
  readonly signature: string;
  /** Since when (ms) the drop has been the same. */
  readonly since: number;
}

/**
 * The state after looking at a drop again, and whether it has been still for `settleMs`. A drop is never
 * read on its first look, nor on a look that found it changed: two looks must find it the same. A change
 * time ahead of the watcher's clock counts from the look.
 */
export function observeDrop(
  previous: DropState | undefined,
  look: DropLook,
  now: number,
  settleMs: number,
): { readonly state: DropState; readonly settled: boolean } {
  if (previous === undefined || previous.signature !== look.signature)
    return { state: { signature: look.signature, since: Math.min(now, look.changedAt) }, settled: false };
  return { state: previous, settled: now - previous.since >= settleMs };
}

/** When a drop seen the same since `since` may be read: the watcher looks again then. */
export const settlesAt = (state: DropState, settleMs: number): number => state.since + settleMs;

/** The name of the marker that says the drop `name` is completely copied. */
export const readyMarkerOf = (name: string): string => `${name}.ready`;

/** Whether `name` is a marker, not a drop. */
export const isReadyMarker = (name: string): boolean => name.endsWith('.ready');

/**
 * Whether a marker last changed at `markedAt` (the file system's clock) says the drop `look` is ready: it
 * must be written after the drop's last change. A marker left from an earlier drop of the same name (the
 * watcher stopped between moving that drop and removing its marker) is older than the new drop's
 * files, and the new drop waits as any other.
 */
export const markedReady = (markedAt: number | undefined, look: DropLook): boolean =>
  markedAt !== undefined && markedAt >= look.changedAt;
