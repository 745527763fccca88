// @ts-check
// The Node flags of every publishing process: `npm run publish` (package.json's script, which a test keeps
// in step with this list), the HTTP drop's publishes (scripts/server/publish-runner.ts) and the bench's
// (scripts/bench/publish.ts), so that what is measured is what runs.
//
// --max-old-space-size-percentage=50: a watcher keeps the site model, the warm renderer's bundle and the
// last export's records in its heap between publishes. At 100,000 listings that outgrew Node's default
// limit (4.3 GB on a 24 GB machine: out of heap early in the warm render of a 1 % change) and went live
// with an 8 GB one (BENCHMARKS.md, Analysis). Half the memory Node sees (the machine's, or its container's
// limit) leaves the rest to the server and to the builds a publish starts, which keep Node's default. The
// limit is a ceiling, not a reservation: a small site's publisher holds what it held before. It takes
// precedence over any --max-old-space-size, in NODE_OPTIONS too: to choose another limit, start
// `node --import tsx --max-old-space-size-percentage=<n> --external-memory-accounted-in-global-limit
// scripts/publish/publish.ts` yourself.
//
// --external-memory-accounted-in-global-limit: every page a warm render writes passes through buffers
// whose bytes lie outside V8's heap (the live page read to compare with, the rendered page, the search
// index files). By default V8 starts a full collection each time such memory has grown by some 64 MB since
// the last one, however little the heap itself grew; with the 4 GB a watcher holds at 100,000 listings,
// that was a full collection every 5 s, each marking the whole heap: 62 s of the main thread in a 1 % change
// (16 collections), which went live in 171 s. With the flag V8 counts that memory within the heap's own
// limit: 4 collections, 12 s, live in 121 s (BENCHMARKS.md, Analysis). The buffers die young and are freed
// by the young collections either way.

/** @type {readonly string[]} */
export const publishNodeFlags = [
  '--max-old-space-size-percentage=50',
  '--external-memory-accounted-in-global-limit',
];
