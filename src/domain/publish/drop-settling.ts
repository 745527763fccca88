// When an export dropped in the watch folder may be read: only once it has stopped changing (its files,
// sizes and times the same) for a while, so a half-copied export is never read.

/** What the watcher last saw of one dropped export. */
export interface DropState {
  /** Files, sizes and newest modification time, as one comparable string. */
  readonly signature: string;
  /** Since when (ms) the signature has been the same. */
  readonly since: number;
}

/** The state after looking at a drop again, and whether it has been still for `settleMs`. */
export function observeDrop(
  previous: DropState | undefined,
  signature: string,
  now: number,
  settleMs: number,
): { readonly state: DropState; readonly settled: boolean } {
  if (previous === undefined || previous.signature !== signature)
    return { state: { signature, since: now }, settled: false };
  return { state: previous, settled: now - previous.since >= settleMs };
}
