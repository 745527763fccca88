// The time from an export dropped in the watch folder of `npm run publish -- --watch` to the new
// release being live, at 1,000 and 10,000 listings, for three changes (1 % of the listings cheaper, one
// listing's price, one listing added), and the time of a rollback: first with the incremental build
// (`--warm-max-pages 0`), then with the warm renderer (scripts/publish/warm/), and with it the same changes
// sent to the server's HTTP drop as changed records. Each drop is followed by its ready marker, as a CRM
// that knows its copy is whole writes one (without it, the watcher waits --settle seconds after the last
// change). Each is shown beside a floor measured in the same run: the release's incremental build, or for
// the warm renderer rendering the changed pages and linking the unchanged ones (what this publisher cannot
// skip), and the start of a Node process for the rollback.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readExportJson } from '../../src/data/read-export-json';
import { readyMarkerOf } from '../../src/domain/publish/drop-settling';
import { publishNodeFlags } from '../publish/publish-node-flags.mjs';
import { readRelease, releaseIds, switchLive } from '../publish/release-store.ts';
import { ensureExport } from './build';
import { type ExportChange, writeChangedExport } from './changed-exports';
import { type BenchContext, benchPath, type Section } from './context';
import { listeningAt, serverEntry } from './serve-build';
import { sourceSnapshot } from './source-snapshot';
import { at, type Figure, type Target } from './targets';

const settleSeconds = 3;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The publish commands of the committed source, with the releases of this measurement. */
function command(root: string, env: NodeJS.ProcessEnv, name: string, args: string[]) {
  return {
    args: [
      ...(name === 'publish'
        ? [...publishNodeFlags, '--import', 'tsx', 'scripts/publish/publish.ts']
        : [`scripts/publish/${name}.ts`]),
      ...args,
    ],
    options: { cwd: root, env },
  };
}

function readLive(releases: string): string | undefined {
  try {
    return readlinkSync(join(releases, 'current'));
  } catch {
    return undefined;
  }
}

/** One drop: the change, how many listings it changed, its time to live and its build's, the rollback after it. */
interface Drop {
  readonly change: ExportChange;
  /** Copied into the watch folder, or the changed records sent to the HTTP drop (POST /api/publish). */
  readonly via: 'folder' | 'http';
  /** Made by the warm renderer: its pages rendered, files written, links, and the seconds of each step. */
  readonly warm?: { pages: number; files: number; links: number; render: number; link: number } | undefined;
  readonly changed: number;
  readonly dropToLive: number;
  /**
   * The time to the release that completes it, when the warm publish left the pages whose similar
   * listings alone changed to a second release (scripts/publish/warm/blocks-follow.ts).
   */
  readonly complete?: number | undefined;
  readonly build: number;
  readonly rollbackMs: number;
  readonly rollbackWallMs: number;
  /** Each try's time to live, when the drop was made more than once (this drop is the median one). */
  readonly tries?: readonly number[] | undefined;
}

/**
 * How often each change is pushed to the HTTP drop: the machine is shared, and one push of a few seconds
 * varies by more than a second from run to run, so the median of three is reported, with all three.
 */
const httpTries = 3;

/** The try of median time to live, with every try's time. */
function medianTry(tries: readonly Drop[]): Drop {
  const sorted = [...tries].sort((a, b) => a.dropToLive - b.dropToLive);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as Drop;
  return { ...median, tries: tries.map((drop) => drop.dropToLive) };
}

interface ScaleRun {
  readonly scale: number;
  readonly warm: boolean;
  /** The warm publisher's start (building the site once, reading the live records, starting its release checker), in seconds. */
  readonly warmStart?: number | undefined;
  readonly firstPublish: number;
  readonly drops: readonly Drop[];
}

const changes: readonly ExportChange[] = ['one-percent', 'one-price', 'one-added'];

const warmLine =
  /rendered (\d+) pages warm in ([\d.]+) s, (\d+) files written; (\d+) links to \S+ and the server code in ([\d.]+) s/;

/**
 * Once a drop is live: when its publish left pages to a second release, waits for that one and answers
 * its time from `started`; undefined when none follows.
 */
async function completion(
  read: () => string,
  started: number,
  deadline: number,
): Promise<number | undefined> {
  while (!/built in [\d.]+ s/.test(read()) && Date.now() < deadline) await sleep(50);
  if (!/follow in a second release/.test(read())) return undefined;
  while (!/is complete: \S+ is live|was not completed/.test(read())) {
    if (Date.now() > deadline) throw new Error(`no second release completed the drop:\n${read()}`);
    await sleep(50);
  }
  if (/was not completed/.test(read())) throw new Error(`the drop was not completed:\n${read()}`);
  return (performance.now() - started) / 1000;
}

function warmFigures(output: string): Drop['warm'] {
  const match = warmLine.exec(output);
  if (match === null) return undefined;
  return {
    pages: Number(match[1]),
    render: Number(match[2]),
    files: Number(match[3]),
    links: Number(match[4]),
    link: Number(match[5]),
  };
}

async function measureScale(scale: number, reuse: boolean, warm: boolean): Promise<ScaleRun> {
  const source = sourceSnapshot();
  const exportDir = await ensureExport(scale);
  const base = benchPath(`publish-${scale}`);
  const releases = join(base, 'releases');
  const env = {
    ...process.env,
    RELEASES_DIR: releases,
    // No hand-made site: the first release is built from scratch, the measured one from it.
    DATA_DIR: join(base, 'no-data'),
    DIST_DIR: join(base, 'no-dist'),
    VAR_DIR: join(base, 'var'),
  };
  // --reuse-builds <size>: the first release of the last run (a full build of the unchanged export) is
  // live again, and the others are removed, instead of building it once more. Only worth it for the same
  // commit: the page keys include the code's place, so a new snapshot renders every page again.
  const [firstId] = reuse ? releaseIds(releases) : [];
  let firstPublish = Number.NaN;
  rmSync(join(base, 'drop'), { recursive: true, force: true });
  if (firstId !== undefined) {
    switchLive(releases, firstId);
    for (const id of releaseIds(releases).slice(1))
      rmSync(join(releases, id), { recursive: true, force: true });
    firstPublish = readRelease(releases, firstId)?.seconds ?? Number.NaN;
  } else {
    rmSync(base, { recursive: true, force: true });
    const first = command(source.root, env, 'publish', [exportDir]);
    const firstStarted = performance.now();
    const firstRun = spawnSync(process.execPath, first.args, { ...first.options, encoding: 'utf8' });
    if (firstRun.status !== 0) throw new Error(`first publish of ${scale} failed: ${firstRun.stderr}`);
    firstPublish = (performance.now() - firstStarted) / 1000;
  }
  mkdirSync(join(base, 'drop'), { recursive: true });
  const before = readLive(releases);

  const watch = command(source.root, env, 'publish', [
    '--watch',
    join(base, 'drop'),
    '--settle',
    String(settleSeconds),
    ...(warm ? [] : ['--warm-max-pages', '0']),
  ]);
  let output = '';
  const watcher: ChildProcess = spawn(process.execPath, watch.args, watch.options);
  watcher.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  watcher.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  try {
    const watchStarted = performance.now();
    // The warm publisher builds the site once and starts its release checker as the watcher starts: the
    // drops are measured after it, as a watcher that runs for days meets them.
    while (
      !output.includes('Watching') ||
      (warm && !/warm (publisher is ready|renderer did not start)/.test(output))
    )
      await sleep(100);
    const warmStart = warm ? (performance.now() - watchStarted) / 1000 : undefined;
    const drops: Drop[] = [];
    for (const change of changes) {
      const changedDir = benchPath(`export-${scale}-${change}`);
      const { changed } = await writeChangedExport(exportDir, changedDir, change);
      output = '';
      // The drop as a CRM makes it: the export copied into the folder (its media folder a link), then its
      // ready marker.
      const name = `export-${scale}-${change}`;
      cpSync(changedDir, join(base, 'drop', name), { recursive: true, verbatimSymlinks: true });
      writeFileSync(join(base, 'drop', readyMarkerOf(name)), '');
      const dropped = performance.now();
      const deadline = Date.now() + 30 * 60_000;
      while (readLive(releases) === before) {
        if (/Refused|FAILED/.test(output) || Date.now() > deadline)
          throw new Error(`the drop of ${scale} (${change}) was not published:\n${output}`);
        await sleep(50);
      }
      const dropToLive = (performance.now() - dropped) / 1000;
      // The publisher logs its build time just after the switch.
      const complete = await completion(() => output, dropped, deadline);
      const build = Number(/built in ([\d.]+) s/.exec(output)?.[1]);

      // Back to the first release (below), so each change is published from the same live site.
      drops.push({
        change,
        via: 'folder',
        changed: changed.length,
        dropToLive,
        complete,
        build,
        ...rolledBack(source.root, env, releases, before),
        warm: warmFigures(output),
      });
    }
    if (warm) {
      // The same changes as a CRM pushes them: only the changed records, sent to the server's drop, which
      // hands them to the watcher's warm publisher (no settling: the upload is whole when it is queued).
      const server = spawn(process.execPath, [serverEntry(source.root)], {
        cwd: source.root,
        env: { ...env, DIST_DIR: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLISH_TOKEN: token },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      /** One push of `change`'s records, timed to the switch, then rolled back. */
      const pushOnce = async (
        change: ExportChange,
        { records, ids }: { records: unknown[]; ids: number },
        address: string,
      ): Promise<Drop> => {
        const sent = performance.now();
        const answer = await fetch(`${address}/api/publish`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ properties: records }),
        });
        if (answer.status !== 202)
          throw new Error(
            `the HTTP drop of ${scale} (${change}) answered ${answer.status}: ${await answer.text()}`,
          );
        const deadline = Date.now() + 30 * 60_000;
        while (readLive(releases) === before) {
          if (/Refused|FAILED/.test(output) || Date.now() > deadline)
            throw new Error(`the HTTP drop of ${scale} (${change}) was not published:\n${output}`);
          await sleep(50);
        }
        const dropToLive = (performance.now() - sent) / 1000;
        const complete = await completion(() => output, sent, deadline);
        return {
          change,
          via: 'http',
          changed: ids,
          dropToLive,
          complete,
          build: Number(/built in ([\d.]+) s/.exec(output)?.[1]),
          ...rolledBack(source.root, env, releases, before),
          warm: warmFigures(output),
        };
      };
      try {
        const address = await listeningAt(server, 'the server');
        for (const change of changes) {
          const changedDir = benchPath(`export-${scale}-${change}`);
          const pushed = changedRecords(exportDir, changedDir);
          const tries: Drop[] = [];
          for (let attempt = 0; attempt < httpTries; attempt++) {
            output = '';
            tries.push(await pushOnce(change, pushed, address));
          }
          drops.push(medianTry(tries));
        }
      } finally {
        server.kill('SIGTERM');
      }
    }
    return { scale, warm, warmStart, firstPublish, drops };
  } finally {
    watcher.kill('SIGTERM');
  }
}

/** The HTTP drop's token in the bench's server (the drop is closed without one). */
const token = 'bench-publish-token-0123456789abcdef0123';

/** Back to the release live before a drop, by `npm run rollback`, with its own timing of the switch. */
function rolledBack(
  root: string,
  env: NodeJS.ProcessEnv,
  releases: string,
  before: string | undefined,
): Pick<Drop, 'rollbackMs' | 'rollbackWallMs'> {
  const rollback = command(root, env, 'rollback', []);
  // The publish holds the lock a moment after its switch (its report, the after-publish jobs): a
  // rollback refused for it is asked again.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const started = performance.now();
    const rolled = spawnSync(process.execPath, rollback.args, { ...rollback.options, encoding: 'utf8' });
    const rollbackWallMs = performance.now() - started;
    if (readLive(releases) === before)
      return { rollbackMs: Number(/in (\d+) ms/.exec(rolled.stdout)?.[1]), rollbackWallMs };
    if (!/a publish is running/.test(rolled.stderr) || Date.now() > deadline)
      throw new Error(`rollback failed: ${rolled.stderr}`);
    spawnSync('sleep', ['0.1']);
  }
}

/**
 * The listing records of `changedDir` that differ from those of `exportDir` (the change a CRM pushes:
 * each changed listing's records in every language), and how many listings they are.
 */
function changedRecords(exportDir: string, changedDir: string): { records: unknown[]; ids: number } {
  const read = (dir: string) => {
    const file = readExportJson(join(dir, 'properties.json'), 'properties.json');
    if (!file.ok) throw new Error(`${dir}/properties.json: ${file.problem.expected}`);
    return file.value as { ID: number }[];
  };
  const before = new Map<number, string[]>();
  for (const record of read(exportDir))
    before.set(record.ID, [...(before.get(record.ID) ?? []), JSON.stringify(record)]);
  const after = Map.groupBy(read(changedDir), (record) => record.ID);
  const changed = [...after].filter(
    ([id, records]) =>
      JSON.stringify(records.map((record) => JSON.stringify(record))) !== JSON.stringify(before.get(id)),
  );
  return { records: changed.flatMap(([, records]) => records), ids: changed.length };
}

/** A change's words in the table, and its target at 10,000 listings. */
function changeRow(drop: Drop, scale: number): { label: string; target: Target } {
  if (drop.change === 'one-percent')
    return { label: `1 % changed (${drop.changed})`, target: at('<=', 15, '≤ 15 s') };
  if (drop.change === 'one-price')
    return { label: "one listing's price changed", target: at('<=', 5, '≤ 5 s') };
  return {
    label: `a new listing added (its page, the results, the search index and the sitemap; ${scale.toLocaleString('en')} + 1)`,
    target: at('<=', 10, '≤ 10 s'),
  };
}

/** Publishes three changes and rolls each back, at 1,000 listings (and 10,000 unless --quick). */
export async function runPublish(ctx: BenchContext): Promise<Section> {
  const scales = ctx.quick ? [1000] : [1000, 10_000];
  const started = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  const nodeStartMs = performance.now() - started;
  const runs: ScaleRun[] = [];
  for (const scale of scales) {
    runs.push(await measureScale(scale, ctx.reuseBuilds.has(String(scale)), false));
    // The same first release again (same commit), now with the warm renderer.
    runs.push(await measureScale(scale, true, true));
  }
  const figures: Figure[] = runs.flatMap((run) =>
    run.drops.flatMap((drop) => {
      const { label, target } = changeRow(drop, run.scale);
      const how = `${run.warm ? 'warm renderer' : 'incremental build'}${drop.via === 'http' ? ', its records sent to the HTTP drop' : ''}`;
      // No settling wait: a dropped export comes with its ready marker, an upload is whole once queued.
      const floor = drop.warm ? drop.warm.render + drop.warm.link : drop.build;
      const tries =
        drop.tries === undefined
          ? ''
          : `; the median of ${drop.tries.length} pushes: ${drop.tries.map((seconds) => seconds.toFixed(1)).join(', ')} s`;
      const completed =
        drop.complete === undefined
          ? ''
          : `; the similar-listing cards on other pages live in a second release at ${drop.complete.toFixed(1)} s`;
      const shown = drop.warm
        ? `${drop.dropToLive.toFixed(1)} s (floor ${floor.toFixed(1)} s: ${drop.warm.render.toFixed(2)} s rendering ${drop.warm.pages} pages warm, ${drop.warm.files} files written + ${drop.warm.link.toFixed(2)} s linking the rest, ${drop.warm.links} links; the rest ${(drop.dropToLive - floor).toFixed(1)} s${completed}${tries})`
        : `${drop.dropToLive.toFixed(1)} s (floor ${floor.toFixed(1)} s: ${drop.build.toFixed(1)} s incremental build; the rest ${(drop.dropToLive - floor).toFixed(1)} s)${run.warm ? ' (the warm renderer gave up: a full build)' : ''}`;
      return [
        {
          figure: `${drop.via === 'http' ? 'sent' : 'drop'} to live, ${run.scale.toLocaleString('en')} listings, ${label}, ${how}`,
          ...(run.scale === 10_000 ? { target } : {}),
          measured: drop.dropToLive,
          shown,
          command:
            drop.via === 'http'
              ? "npm run publish -- --watch <folder> beside npm start with PUBLISH_TOKEN; POST the changed listings' records to /api/publish"
              : `npm run publish -- --watch <folder> --settle ${settleSeconds}${run.warm ? '' : ' --warm-max-pages 0'}; cp -r the changed export into it, then touch <export>.ready`,
        },
        {
          figure: `rollback at ${run.scale.toLocaleString('en')} listings after ${label}, ${how}: the switch`,
          target: at('<', 1000, '< 1 s'),
          measured: drop.rollbackMs,
          shown: `${drop.rollbackMs} ms (the whole command ${Math.round(drop.rollbackWallMs)} ms; starting Node alone ${Math.round(nodeStartMs)} ms)`,
          command: 'npm run rollback',
        },
      ];
    }),
  );
  const notes = [
    `Each size: a first publish of the generated export (a full build, or with \`--reuse-builds\` the last run's: ${runs.map((run) => `${run.scale.toLocaleString('en')}: ${run.firstPublish.toFixed(0)} s`).join(', ')}), then the watcher started on an empty folder, and for each change a changed copy of the export copied into it (every hundredth listing 3 % cheaper; the price of the listing in the middle of the file 3 % lower; a copy of that listing added with a new ID), followed by its ready marker (\`<export>.ready\`: read at once, as a CRM that marks its copies has it; without one the watcher waits \`--settle\` seconds, 10 by default, after the drop's last change), timed from the marker to the \`current\` link pointing at the new release, then \`npm run rollback\` back to the first release (its switch timed by the command itself), so each change is published from the same live site; then the same with a new watcher keeping the warm renderer (its start, building the site once, reading the live release's records and starting the release checker it keeps, before the first drop: ${runs
      .filter((run) => run.warm)
      .map((run) => `${run.scale.toLocaleString('en')}: ${(run.warmStart ?? Number.NaN).toFixed(1)} s`)
      .join(
        ', ',
      )}), and with that watcher running, the server (\`npm start\` with PUBLISH_TOKEN) started and each change sent again as a CRM pushes it: the changed listings' records, posted to \`/api/publish\`, timed from the request's start to the switch (the server hands the publish to the watcher; no settling wait), ${httpTries} times each (each rolled back), the median reported with its floors. A warm publish goes live with the pages whose similar listings alone changed (other listings' pages showing a changed card) as they were, and publishes them in a second release right after: its time from the drop is shown too, and the rollback waits for it. The build (or the warm render and linking) is the floor; the rest is copying the export into the release, validating and comparing it, and linking the live release's pages as the build's start. Committed source (a snapshot of HEAD); releases under ${benchPath('publish-*')}.`,
  ];
  return { title: 'Publishing: drop to live and rollback', figures, notes };
}
