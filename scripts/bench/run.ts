// `npm run bench`: runs the performance measurements (all by default, or `--only build,search`, which keeps
// the other sections of the last run with their dates), compares them with their targets and writes
// BENCHMARKS.md. `--quick` skips the 10,000-property build and uses 1,000 properties for the search and
// the rebuild; `--rebuild-scale N` sets the rebuild's size (default 10,000); `--reuse-builds 10000`
// (labels: sample, 1000, 10000, or all) takes a build already made in .cache/bench, with the figures
// saved when it was measured, instead of building it again. Builds are of the committed source: a
// snapshot of HEAD (scripts/bench/source-snapshot.ts). `--only build-100k` (a full build of 100,000
// listings, two hours here) runs only when named.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import type { BenchContext, Section } from './context';
import { benchPath, chromiumPath } from './context';
import { keptAnalysis, keptSections, type Machine, renderReport } from './markdown';
import { sourceSnapshot } from './source-snapshot';

/** The measurements, in the order they run. */
const measurements: Record<string, () => Promise<(ctx: BenchContext) => Promise<Section>>> = {
  build: async () => (await import('./build')).runBuilds,
  'build-100k': async () => (await import('./build-100k')).runBuild100k,
  rebuild: async () => (await import('./rebuild')).runRebuild,
  weights: async () => (await import('./weights')).runWeights,
  search: async () => (await import('./search')).runSearch,
  lighthouse: async () => (await import('./lighthouse')).runLighthouse,
  'forms-load': async () => (await import('./forms-load')).runFormsLoad,
  outbox: async () => (await import('./outbox-drain')).runOutboxDrain,
  publish: async () => (await import('./publish')).runPublish,
  'publish-load': async () => (await import('./publish-load')).runPublishLoad,
  stores: async () => (await import('./stores-load')).runStoresLoad,
};

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    'reuse-builds': { type: 'string', default: '' },
    'rebuild-scale': { type: 'string' },
    out: { type: 'string', default: 'BENCHMARKS.md' },
  },
});
/** Measurements too long for every run: they run when `--only` names them. */
const onlyWhenNamed = new Set(['build-100k']);
const chosen =
  values.only === undefined
    ? Object.keys(measurements).filter((name) => !onlyWhenNamed.has(name))
    : values.only.split(',').map((name) => name.trim());
const unknown = chosen.filter((name) => !(name in measurements));
if (unknown.length > 0) {
  throw new Error(
    `unknown measurement ${unknown.join(', ')}; known: ${Object.keys(measurements).join(', ')}`,
  );
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function chromiumVersion(): string {
  try {
    // Debian's wrapper script prints shell noise on stderr; the version is on stdout.
    return execFileSync(chromiumPath(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'Chromium not found';
  }
}

const loadBefore = load();
const source = sourceSnapshot();
const ctx: BenchContext = {
  quick: values.quick,
  reuseBuilds: new Set(
    values['reuse-builds'] === 'all'
      ? ['sample', '1000', '10000']
      : values['reuse-builds'].split(',').filter((label) => label !== ''),
  ),
  rebuildScale: Number(values['rebuild-scale'] ?? (values.quick ? 1000 : 10_000)),
  builds: new Map(),
};
if (!Number.isInteger(ctx.rebuildScale) || ctx.rebuildScale < 100) {
  throw new Error(`--rebuild-scale needs a whole number of at least 100, got ${values['rebuild-scale']}`);
}
const sections: Section[] = [];
for (const name of Object.keys(measurements)) {
  const saved = benchPath('results', `section-${name}.json`);
  if (!chosen.includes(name)) {
    // Not measured this time: the last run's figures stay in the report, with their date.
    if (existsSync(saved)) sections.push(JSON.parse(readFileSync(saved, 'utf8')) as Section);
    continue;
  }
  const started = performance.now();
  const context = { measuredAt: new Date().toISOString(), load: load() };
  console.log(`[bench] ${name}…`);
  const run = await measurements[name]?.();
  if (run === undefined) continue;
  try {
    const measured = await run(ctx);
    // The commits of the builds this measurement used (the rebuild makes its own, of this run's snapshot).
    const commits = new Set(
      [...ctx.builds.values()].map((build) => build.commit).filter((commit) => commit !== undefined),
    );
    if (name === 'rebuild') commits.add(source.commit);
    const section = { ...measured, ...context, commits: [...commits] };
    sections.push(section);
    writeFileSync(saved, JSON.stringify(section, null, 2));
  } catch (error) {
    // One failed measurement is reported, and the others still run.
    console.error(`[bench] ${name} failed:`, error);
    sections.push({
      title: name,
      figures: [],
      notes: [`This measurement failed: ${error instanceof Error ? error.message : String(error)}`],
      ...context,
    });
  }
  console.log(`[bench] ${name} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const [cpu] = cpus();
const argv = process.argv.slice(2).join(' ');
const machine: Machine = {
  description:
    `${cpus().length} × ${cpu?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Linux ${release()}, ` +
    `Node ${process.version}, ${chromiumVersion()}`,
  date: new Date().toISOString(),
  loadBefore,
  loadAfter: load(),
  command: `npm run bench${argv === '' ? '' : ` -- ${argv}`}`,
  source: `committed code only: each build is of a snapshot of HEAD made with git archive (this run's: ${source.commit.slice(0, 12)}; ${source.uncommittedPaths} tracked files had uncommitted edits in the shared working tree, not measured); each section names the commit it measured`,
};
const previous = existsSync(values.out) ? readFileSync(values.out, 'utf8') : '';
const kept = keptSections(
  previous,
  sections.map((section) => section.title),
);
writeFileSync(values.out, renderReport(machine, sections, keptAnalysis(previous), kept));
console.log(`[bench] wrote ${values.out}`);
