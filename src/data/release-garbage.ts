// A one-shot build has two moments where much of its memory has just become garbage: the export checked
// (the records as read, beside the model: some 1.5 GB at 100,000 listings) and its last search index file
// written (the entries and their bytes: some 0.8 GB). V8 collects that garbage in time, but keeps the pages
// it frees pooled for reuse (780 MB at 100,000 listings) instead of giving them back, and the build's peak
// came while the pages after were rendered. A collection that reduces memory at those two moments gives
// them back, once, where V8's memory saver mode (which does it at every collection) made a page of the
// build wait 200 ms or more twelve times as often (BENCHMARKS.md). It runs only in a process started
// with --expose-gc, as every `astro build` the scripts start is (scripts/build/astro-build-flags.mjs);
// elsewhere it does nothing.

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
