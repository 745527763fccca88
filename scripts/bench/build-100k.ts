// `--only build-100k`: a full build of a national network's catalogue (a generated export of 100,000
// listings in every language), beside a full build of 10,000 listings of the same code in the same run
// (its floor: the time a page takes in the export the site was first measured at). Wall time, peak
// memory, and the time per page of both. Node's default heap limit applies, as in every bench build. A
// build that fails (out of memory, most likely) is reported with what it did before it stopped.

import { ensureBuild, mb, minutes } from './build';
import type { BenchContext, Section } from './context';
import { at, type Figure } from './targets';

const command = 'generate:sample -- --scale 100000; DATA_DIR=… astro build';

/** Measures the 100,000-listing build against its targets, beside the 10,000 build of the same run. */
export async function runBuild100k(
  ctx: BenchContext,
  [largeLabel, floorLabel] = ['100000', '10000'],
): Promise<Section> {
  const floor = await ensureBuild(ctx, floorLabel);
  const large = await ensureBuild(ctx, largeLabel, { keepFailure: true });
  const failed = large.exitCode !== 0;
  const peakKb = Math.max(large.maxRssKb ?? 0, large.peakTreeRssKb);
  const perPageMs = (build: { wallSeconds: number; pages: number }) =>
    (1000 * build.wallSeconds) / build.pages;
  const figures: Figure[] = [
    {
      figure: `full build, 100,000 properties × ${large.languages} languages (${large.pages.toLocaleString('en')} pages): wall time`,
      target: at('<=', 3600, '≤ 60 min'),
      ...(failed ? {} : { measured: large.wallSeconds }),
      shown: failed
        ? `not finished after ${minutes(large.wallSeconds)}, ${large.pages.toLocaleString('en')} pages written (${large.failure ?? '?'})`
        : `${minutes(large.wallSeconds)} (the 10,000 build: ${minutes(floor.wallSeconds)})`,
      command,
    },
    {
      figure: 'full build, 100,000 properties: peak memory (largest process / whole tree)',
      target: at('<', 4096, '< 4 GB'),
      // A build that stopped short of its peak is not a measurement of it, unless it already went over.
      ...(failed && peakKb / 1024 < 4096 ? {} : { measured: peakKb / 1024 }),
      shown: `${mb(large.maxRssKb)} / ${mb(large.peakTreeRssKb)} (the 10,000 build: ${mb(Math.max(floor.maxRssKb ?? 0, floor.peakTreeRssKb))})`,
      command,
    },
  ];
  if (!failed) {
    const ratio = perPageMs(large) / perPageMs(floor);
    figures.push({
      figure: 'full build, time per page: 100,000 vs 10,000 properties',
      target: at('<=', 1.15, '≤ ×1.15'),
      measured: ratio,
      shown: `×${ratio.toFixed(2)} (${perPageMs(large).toFixed(1)} ms against ${perPageMs(floor).toFixed(1)} ms; Astro's own mean per prerendered page ${large.meanPageMs?.toFixed(1) ?? '?'} ms against ${floor.meanPageMs?.toFixed(1) ?? '?'} ms)`,
      command: 'the two builds of this section',
    });
  }
  const described = (build: typeof large) =>
    `${build.properties.toLocaleString('en')} listings (commit ${build.commit?.slice(0, 12) ?? 'working tree'}), measured ${build.measuredAt}: ${build.pages.toLocaleString('en')} HTML files; wall ${build.wallSeconds.toFixed(0)} s, CPU (user + system) ${build.cpuSeconds?.toFixed(0) ?? '?'} s, prerendering ${build.prerenderSeconds?.toFixed(0) ?? '?'} s; log ${build.log}.`;
  return {
    title: 'Full build at 100,000 listings',
    figures,
    notes: [
      `The build: ${described(large)}`,
      `Its floor, in the same run: ${described(floor)}`,
      "Time per page is the build's wall time over the pages it wrote, so what grows with the catalogue (reading the export, listing the routes, the pages that list every listing) counts. Peak memory as in the full builds above; Node's default heap limit applies.",
    ],
  };
}
