// The time from an export dropped in the watch folder of `npm run publish -- --watch` to the new
// release being live, at 1,000 and 10,000 listings with 1 % of them changed, and the time of a rollback.
// Each is shown beside a floor measured in the same run: the drop's settling wait plus the release's
// incremental build (what no publisher can skip), and the start of a Node process for the rollback.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readRelease, releaseIds, switchLive } from '../publish/release-store.ts';
import { ensureExport } from './build';
import { type BenchContext, benchPath, type Section } from './context';
import { writeChangedExport } from './rebuild';
import { sourceSnapshot } from './source-snapshot';
import { at, type Figure } from './targets';

const settleSeconds = 3;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The publish commands of the committed source, with the releases of this measurement. */
function command(root: string, env: NodeJS.ProcessEnv, name: string, args: string[]) {
  return {
    args: [
      ...(name === 'publish'
        ? ['--import', 'tsx', 'scripts/publish/publish.ts']
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

interface DropRun {
  readonly scale: number;
  readonly changed: number;
  readonly dropToLive: number;
  readonly build: number;
  readonly rollbackMs: number;
  readonly rollbackWallMs: number;
  readonly firstPublish: number;
}

async function measureScale(scale: number, reuse: boolean): Promise<DropRun> {
  const source = sourceSnapshot();
  const exportDir = await ensureExport(scale);
  const changedDir = benchPath(`export-${scale}-changed`);
  const { changed } = writeChangedExport(exportDir, changedDir);
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
    while (!output.includes('Watching')) await sleep(100);
    // The drop as staff make it: the export copied into the folder (its media folder a link).
    cpSync(changedDir, join(base, 'drop', `export-${scale}`), { recursive: true, verbatimSymlinks: true });
    const dropped = performance.now();
    const deadline = Date.now() + 30 * 60_000;
    while (readLive(releases) === before) {
      if (/Refused|FAILED/.test(output) || Date.now() > deadline)
        throw new Error(`the drop of ${scale} was not published:\n${output}`);
      await sleep(50);
    }
    const dropToLive = (performance.now() - dropped) / 1000;
    // The publisher logs its build time just after the switch.
    while (!/built in [\d.]+ s/.test(output) && Date.now() < deadline) await sleep(50);
    const build = Number(/built in ([\d.]+) s/.exec(output)?.[1]);

    const rollback = command(source.root, env, 'rollback', []);
    const rollbackStarted = performance.now();
    const rolled = spawnSync(process.execPath, rollback.args, { ...rollback.options, encoding: 'utf8' });
    const rollbackWallMs = performance.now() - rollbackStarted;
    if (readLive(releases) !== before) throw new Error(`rollback of ${scale} failed: ${rolled.stderr}`);
    const rollbackMs = Number(/in (\d+) ms/.exec(rolled.stdout)?.[1]);
    return { scale, changed: changed.length, dropToLive, build, rollbackMs, rollbackWallMs, firstPublish };
  } finally {
    watcher.kill('SIGTERM');
  }
}

/** Publishes and rolls back at 1,000 listings (and 10,000 unless --quick). */
export async function runPublish(ctx: BenchContext): Promise<Section> {
  const scales = ctx.quick ? [1000] : [1000, 10_000];
  const started = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  const nodeStartMs = performance.now() - started;
  const runs: DropRun[] = [];
  for (const scale of scales) runs.push(await measureScale(scale, ctx.reuseBuilds.has(String(scale))));
  const figures: Figure[] = runs.flatMap((run) => {
    const floor = settleSeconds + run.build;
    return [
      {
        figure: `drop to live, ${run.scale.toLocaleString('en')} listings with 1 % changed (${run.changed})`,
        ...(run.scale === 10_000 ? { target: at('<=', 60, '≤ 60 s') } : {}),
        measured: run.dropToLive,
        shown: `${run.dropToLive.toFixed(1)} s (floor ${floor.toFixed(1)} s: ${settleSeconds} s settling + ${run.build.toFixed(1)} s incremental build; the rest ${(run.dropToLive - floor).toFixed(1)} s)`,
        command: `npm run publish -- --watch <folder> --settle ${settleSeconds}; cp -r the changed export into it`,
      },
      {
        figure: `rollback at ${run.scale.toLocaleString('en')} listings: the switch`,
        target: at('<', 1000, '< 1 s'),
        measured: run.rollbackMs,
        shown: `${run.rollbackMs} ms (the whole command ${Math.round(run.rollbackWallMs)} ms; starting Node alone ${Math.round(nodeStartMs)} ms)`,
        command: 'npm run rollback',
      },
    ];
  });
  const notes = [
    `Each size: a first publish of the generated export (a full build, or with \`--reuse-builds\` the last run's: ${runs.map((run) => `${run.scale.toLocaleString('en')}: ${run.firstPublish.toFixed(0)} s`).join(', ')}), then the watcher started on an empty folder and the export with every hundredth listing 3 % cheaper copied into it; timed from the end of the copy to the \`current\` link pointing at the new release. The settling wait (\`--settle ${settleSeconds}\`; 10 s by default) and the build are the floor; the rest is copying the export into the release, validating and comparing it, and linking the live release's pages as the build's start. Then \`npm run rollback\` back to the first release, its switch timed by the command itself. Committed source (a snapshot of HEAD); releases under ${benchPath('publish-*')}.`,
  ];
  return { title: 'Publishing: drop to live and rollback', figures, notes };
}
