// Item 1: full builds of the sample export and of generated exports of 1,000 and 10,000 properties in
// every language: wall time, pages per second and peak memory, without raising Node's heap limit.
import {
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statfsSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { readExportJson } from '../../src/data/read-export-json';
import { astroBuildNodeFlags } from '../build/astro-build-flags.mjs';
import { astroCacheDir } from '../build/astro-cache-dir.mjs';
import { failureOf, pageTimes, parseImageLine, prerenderSeconds, reusedPages } from './build-log';
import { type BenchContext, type BuildResult, benchPath, env, type Section } from './context';
import { gnuTime, measureProcess } from './measure-process';
import { sourceSnapshot } from './source-snapshot';
import { at, type Figure } from './targets';
import { parseTimeReport } from './time-report';

/** The astro CLI, run with the Node that runs the bench (the pinned Node 24). */
const astroBin = resolve('node_modules/astro/bin/astro.mjs');

/** The folder of an export: the committed sample (data/ of the snapshot), generated ones under .cache/bench. */
export function exportDirFor(label: string): string {
  return label === 'sample' ? join(sourceSnapshot().root, 'data') : benchPath(`export-${label}`);
}

/** The file beside a generated export's listings that says how many it holds (read instead of them). */
const countFile = (dir: string) => join(dir, 'listing-count.txt');

/**
 * The listings of the export in `dir`: its records grouped by ID (one record per language). A generated
 * export says how many it holds: at 100,000 listings counting them means reading 1.3 GB of records.
 */
function listingCount(dir: string): number {
  const file = join(dir, 'properties.json');
  if (existsSync(countFile(dir)) && statSync(countFile(dir)).mtimeMs >= statSync(file).mtimeMs)
    return Number(readFileSync(countFile(dir), 'utf8'));
  const read = readExportJson(file, 'properties.json');
  if (!read.ok) throw new Error(`${file}: ${read.problem.expected}`);
  return new Set((read.value as { ID: number }[]).map((record) => record.ID)).size;
}

/**
 * Writes a generated export of `count` properties unless it is there already, its media folder a link
 * to the snapshot's committed data/media (the working tree's data/media is not stable: tests write there).
 * An export made for another snapshot is kept, its media link pointed at this one's.
 */
export async function ensureExport(count: number): Promise<string> {
  const dir = exportDirFor(String(count));
  const media = join(sourceSnapshot().root, 'data', 'media');
  if (existsSync(join(dir, 'properties.json')) && listingCount(dir) === count) {
    const link = join(dir, 'media');
    const linked = existsSync(link) ? readlinkSync(link) : undefined;
    if (linked !== media) {
      rmSync(link, { force: true });
      symlinkSync(media, link, 'dir');
    }
    return dir;
  }
  const { generateScale } = await import('../sample-export/generate-export');
  await generateScale(dir, count, media);
  writeFileSync(countFile(dir), String(count));
  return dir;
}

// A build that would fill the disk is stopped short of it: the machine is shared, and a full disk breaks
// every other job on it. At 100,000 listings a build writes some 60 GB of pages with their compressed
// copies, and 50 GB more of incremental-build cache.
const minFreeBytes = 2 * 2 ** 30;

/** Why a build writing into `outDir` must stop now: its disk is nearly full. */
function lowDisk(outDir: string): string | undefined {
  if (!existsSync(outDir)) return undefined;
  const disk = statfsSync(outDir);
  const free = disk.bavail * disk.bsize;
  return free >= minFreeBytes
    ? undefined
    : `stopped with ${(free / 2 ** 30).toFixed(1)} GB left on the disk (the bench stops a build below ${minFreeBytes / 2 ** 30} GB)`;
}

/** Counts the HTML pages under a folder. */
export function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    .length;
}

/** The languages switched on in an export's site.json. */
function languageCount(exportDir: string): number {
  const site = JSON.parse(readFileSync(join(exportDir, 'site.json'), 'utf8')) as {
    Languages: { Use: boolean }[];
  };
  return site.Languages.filter((language) => language.Use).length;
}

/** The environment of a bench build: its export and output folder, and Node's default heap limit. */
function buildEnv(exportDir: string, outDir: string): Record<string, string> {
  const nodeOptions = (env('NODE_OPTIONS') ?? '').replace(/--max-old-space-size=\S+/g, '').trim();
  return { DATA_DIR: exportDir, ASTRO_OUT_DIR: outDir, NODE_OPTIONS: nodeOptions };
}

/**
 * Runs `astro build` of the committed source (a snapshot of HEAD) with `exportDir` into `outDir` and
 * measures it. `clean` (the default) makes it a full build: the output folder and its incremental-build
 * cache are deleted first; without it, the build is incremental over the last one into `outDir`.
 */
export async function measureBuild(
  label: string,
  exportDir: string,
  outDir: string,
  {
    clean = true,
    logName = `build-${label}.log`,
    keepFailure = false,
  }: { clean?: boolean; logName?: string; keepFailure?: boolean } = {},
): Promise<BuildResult> {
  const source = sourceSnapshot();
  if (clean) {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(join(source.root, astroCacheDir(outDir)), { recursive: true, force: true });
  }
  const log = benchPath('logs', logName);
  console.log(
    `[bench] astro build of ${source.commit.slice(0, 12)} with ${exportDir} into ${outDir} (log: ${log})`,
  );
  const run = await measureProcess(process.execPath, [...astroBuildNodeFlags, astroBin, 'build'], {
    env: buildEnv(exportDir, outDir),
    logFile: log,
    cwd: source.root,
    stopWhen: () => lowDisk(outDir),
  });
  if (run.exitCode !== 0 && !keepFailure)
    throw new Error(`astro build of ${label} failed (exit ${run.exitCode}); see ${log}`);
  const images = parseImageLine(run.output);
  const times = pageTimes(run.output);
  const properties = listingCount(exportDir);
  return {
    label,
    commit: source.commit,
    sourceRoot: source.root,
    exportDir,
    outDir,
    properties,
    languages: languageCount(exportDir),
    pages: existsSync(join(outDir, 'client')) ? countPages(join(outDir, 'client')) : 0,
    wallSeconds: run.time?.wallSeconds ?? run.wallSeconds,
    maxRssKb: run.time?.maxRssKb,
    cpuSeconds: run.time === undefined ? undefined : run.time.userSeconds + run.time.systemSeconds,
    meanPageMs: times.length === 0 ? undefined : times.reduce((sum, ms) => sum + ms, 0) / times.length,
    prerenderSeconds: prerenderSeconds(run.output),
    pagesReused: reusedPages(run.output),
    peakTreeRssKb: run.peakTreeRssKb,
    imagesMade: images?.made,
    imagesReused: images?.reused,
    exitCode: run.exitCode,
    ...(run.exitCode === 0
      ? {}
      : { failure: run.stopped ?? `exit ${run.exitCode}: ${failureOf(run.output)}` }),
    log,
    measuredAt: new Date().toISOString(),
  };
}

/** A saved build result completed with the figures its own log holds (for results saved by older bench code). */
function withLogFigures(saved: BuildResult): BuildResult {
  if (saved.prerenderSeconds !== undefined || !existsSync(saved.log)) return saved;
  const log = readFileSync(saved.log, 'utf8');
  const time = parseTimeReport(log);
  const times = pageTimes(log);
  return {
    ...saved,
    cpuSeconds: time === undefined ? undefined : time.userSeconds + time.systemSeconds,
    meanPageMs: times.length === 0 ? undefined : times.reduce((sum, ms) => sum + ms, 0) / times.length,
    prerenderSeconds: prerenderSeconds(log),
  };
}

const resultFile = (label: string) => benchPath('results', `build-${label}.json`);

/** The build of an export (sample, 1000, 10000, 100000): made and measured, or reused when asked and present. */
export async function ensureBuild(
  ctx: BenchContext,
  label: string,
  { keepFailure = false }: { keepFailure?: boolean } = {},
): Promise<BuildResult> {
  const known = ctx.builds.get(label);
  if (known !== undefined) return known;
  const outDir = benchPath(`build-${label}`);
  if (
    ctx.reuseBuilds.has(label) &&
    existsSync(resultFile(label)) &&
    existsSync(join(outDir, 'server', 'entry.mjs'))
  ) {
    const saved = withLogFigures(JSON.parse(readFileSync(resultFile(label), 'utf8')) as BuildResult);
    console.log(`[bench] reusing the build of ${label} measured at ${saved.measuredAt}`);
    ctx.builds.set(label, saved);
    return saved;
  }
  const exportDir = label === 'sample' ? exportDirFor(label) : await ensureExport(Number(label));
  const result = await measureBuild(label, exportDir, outDir, { keepFailure });
  writeFileSync(resultFile(label), JSON.stringify(result, null, 2));
  ctx.builds.set(label, result);
  return result;
}

/** A size in KiB as whole MB, as the bench's tables show memory. */
export const mb = (kb: number | undefined) => (kb === undefined ? 'n/a' : `${Math.round(kb / 1024)} MB`);
/** A duration as the bench's tables show it: minutes and seconds, or seconds under a minute. */
export const minutes = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;

/** The labels of the builds this run measures. */
export function buildLabels(quick: boolean): string[] {
  return quick ? ['sample', '1000'] : ['sample', '1000', '10000'];
}

/** Measures the full builds and reports them against the targets. */
export async function runBuilds(ctx: BenchContext): Promise<Section> {
  const figures: Figure[] = [];
  const notes: string[] = [];
  const results: BuildResult[] = [];
  for (const label of buildLabels(ctx.quick)) results.push(await ensureBuild(ctx, label));
  const command = (label: string) =>
    label === 'sample'
      ? 'DATA_DIR=data astro build'
      : `generate:sample -- --scale ${label}; DATA_DIR=… astro build`;
  for (const build of results) {
    const name = `${build.label === 'sample' ? 'sample' : build.properties.toLocaleString('en')} properties`;
    const big = build.properties >= 10_000;
    figures.push(
      {
        figure: `full build, ${name} × ${build.languages} languages (${build.pages.toLocaleString('en')} pages): wall time`,
        ...(big ? { target: at('<=', 600, '≤ 10 min') } : {}),
        measured: build.wallSeconds,
        shown: minutes(build.wallSeconds),
        command: command(build.label),
      },
      {
        figure: `full build, ${name}: pages per second`,
        measured: build.pages / build.wallSeconds,
        shown: (build.pages / build.wallSeconds).toFixed(1),
        command: command(build.label),
      },
      {
        figure: `full build, ${name}: peak memory (largest process / whole tree)`,
        ...(big ? { target: at('<', 4096, '< 4 GB') } : {}),
        measured: Math.max(build.maxRssKb ?? 0, build.peakTreeRssKb) / 1024,
        shown: `${mb(build.maxRssKb)} / ${mb(build.peakTreeRssKb)}`,
        command: command(build.label),
      },
    );
    notes.push(
      `Build ${build.label} (${build.commit === undefined ? 'the shared working tree, with uncommitted edits of other engineers' : `commit ${build.commit.slice(0, 12)}`}): ${build.properties} properties, ${build.pages} HTML files, measured ${build.measuredAt}; ` +
        `CPU (user + system) ${build.cpuSeconds?.toFixed(0) ?? '?'} s; prerendering the pages ${build.prerenderSeconds?.toFixed(0) ?? '?'} s of the ${build.wallSeconds.toFixed(0)} s; Astro's mean time per prerendered page ${build.meanPageMs?.toFixed(1) ?? '?'} ms; ` +
        `image variants ${build.imagesMade ?? '?'} made, ${build.imagesReused ?? '?'} reused from .cache/images (the cache is shared by all builds of this tree, so builds after the first find it warm); log ${build.log}.`,
    );
  }
  const small = results.find((build) => build.label === '1000');
  const large = results.find((build) => build.label === '10000');
  if (small !== undefined && large !== undefined) {
    const ratio = large.wallSeconds / small.wallSeconds;
    const cpu =
      large.cpuSeconds !== undefined && small.cpuSeconds !== undefined
        ? `×${(large.cpuSeconds / small.cpuSeconds).toFixed(1)}`
        : 'n/a';
    notes.push(
      `10,000 vs 1,000: wall time ×${ratio.toFixed(1)}, CPU time (user + system) ${cpu}, pages ×${(large.pages / small.pages).toFixed(1)}; Astro's mean time per prerendered page ${small.meanPageMs?.toFixed(1) ?? '?'} ms against ${large.meanPageMs?.toFixed(1) ?? '?'} ms. On a shared machine the load differs between the two builds; the per-page time shows whether a page costs more in a bigger export.`,
    );
    figures.push({
      figure: `build time 10,000 vs 1,000 properties (pages ×${(large.pages / small.pages).toFixed(1)})`,
      target: at('<=', 11, '≤ ×11'),
      measured: ratio,
      shown: `×${ratio.toFixed(1)}`,
      command: 'the two builds above',
    });
  }
  notes.push(
    existsSync(gnuTime)
      ? 'Peak memory: "largest process" is GNU time -v\'s maximum resident set size; "whole tree" is the highest sum of VmRSS over the build\'s process tree, polled from /proc every 250 ms. The target is compared with the larger.'
      : 'Peak memory: /usr/bin/time is missing here, so only the polled /proc sum over the process tree is shown.',
    "Builds run without --max-old-space-size (any in NODE_OPTIONS is stripped), so Node's default heap limit applies.",
  );
  return { title: 'Full builds', figures, notes };
}
