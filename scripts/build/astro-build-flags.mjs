// @ts-check
// The Node flags of every process that runs `astro build`: a hand build (build-site.mjs), a publish's build
// (scripts/publish/build-release.ts) and the bench's (scripts/bench/build.ts), so that what is measured is
// what runs.
//
// --expose-gc: the build collects its garbage, giving the memory back, at the two moments where much of it
// has just become garbage (src/data/release-garbage.ts). At 100,000 listings that took the peak of the
// first 15,000 pages from 4.0 GB to 3.3 GB, for some 8 % more time on those pages (BENCHMARKS.md).

/** @type {readonly string[]} */
export const astroBuildNodeFlags = ['--expose-gc'];
