// A one-shot build has two moments where much of its memory has just become garbage: the export checked
// (the records as read, beside the model: some 1.5 GB at 100,000 listings) and its last search index file
// written (the entries and their bytes: some 0.8 GB). V8 collects that garbage in time, but keeps the pages
// it frees pooled for reuse (780 MB at 100,000 listings) instead of giving them back, and the build's peak
// came while the pages after were rendered. A collection that reduces memory at those two moments gives
// them back, once, where V8's memory saver mode (which does it at every collection) made a page of the
// build wait 200 ms or more twelve times as often (BENCHMARKS.md). It runs only in a process started
// with --expose-gc, as every `astro build` the scripts start is (scripts/build/astro-build-flags.mjs);
// elsewhere it does nothing.

import { getHeapStatistics, setFlagsFromString } from 'node:v8';

type Collect = (options: {
  readonly type: 'major';
  readonly execution: 'sync';
  readonly flavor: 'last-resort';
}) => void;

/** Collects every object no longer reachable and gives the freed memory back, where gc is exposed. */
export function releaseGarbage(): void {
  const collect = (globalThis as { gc?: Collect }).gc;
  // 'last-resort': collect until nothing more is freed, reducing the heap (V8's memory-reducing flavour).
  collect?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/** The heap in use, after the collection, above which the pages get room to grow (see below). */
export const largeHeapBytes = 1024 * 1024 * 1024;
/** How much the old generation may grow, in per cent of what survived, before the next full collection. */
export const pagesHeapGrowingPercent = 35;

/**
 * Gives the pages of a large site room to make garbage: once the last search index file is served, only
 * pages are left to render, each making garbage that outlives a young collection (its render tree, some
 * 0.5 MB). V8 sets the next full collection's start from how fast it marks against how fast the program
 * fills the old generation, and with the 1.6 GB that stay alive at 100,000 listings it let the heap grow
 * by only 15-40 % between collections: one every 6 s, each 1.7 s of the main thread's marking (26 s of
 * 100 s of pages, by --trace-gc). Growing by half took the 100,000 build from 64 to 54 minutes, but its
 * peak from 3,615 to 4,118 MB, over the 4 GB it must stay under; growing by 35 %, it took 53 minutes
 * and peaked at 3,796 MB (BENCHMARKS.md). A smaller site (277 MB alive at 10,000 listings) is left to
 * V8, which grows it fourfold there.
 * Only a one-shot build calls it; the warm process keeps V8's own sizing.
 */
export function growHeapForPages(): void {
  if (getHeapStatistics().used_heap_size < largeHeapBytes) return;
  setFlagsFromString(`--heap-growing-percent=${pagesHeapGrowingPercent}`);
}
