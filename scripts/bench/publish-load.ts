// The requests that fail while staff publish, at 1,000 listings. `npm start` follows the live
// release under continuous load (pages as fast as they are answered, contact-form posts at a steady rate)
// while five exports are published one after the other and a rollback follows, the load and the
// publishes of the test tests/build/publish-under-load.test.ts (scripts/bench/publish-under-load.ts).
// Its floor: the same load for as long, on the same server, with nothing published.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readRelease, releaseIds, switchLive } from '../publish/release-store.ts';
import { ensureExport } from './build';
import { type BenchContext, benchPath, type Section } from './context';
import { benchEnv, solvedPayloads } from './forms-load';
import {
  type AutocannonResult,
  failedRequests,
  type LoadResults,
  publishThenRollBack,
  runNode,
  startLoads,
  writePriceSeries,
} from './publish-under-load';
import { listeningAt, serverEntry } from './serve-build';
import { sourceSnapshot } from './source-snapshot';
import { at, type Figure } from './targets';

const scale = 1000;
const publishes = 5;
const formsPerSecond = 4;
/** The longest the posts go on while publishing (a payload is accepted once: they are made before). */
const longestSeconds = 1800;
/** The floor's length: long enough to show what the server does with nothing happening. */
const floorSeconds = 120;

/** Starts `npm start`'s server of the source in `root`, following the live release; resolves once it listens. */
function startLiveServer(
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [serverEntry(root)], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return listeningAt(child, 'the server').then((base) => ({ base, child }));
}

/** "0 of 1,234 failed (p99 12 ms)" for one load. */
function described(run: AutocannonResult): string {
  const total = run['2xx'] + run.non2xx + run.errors + run.timeouts;
  const split =
    failedRequests(run) === 0
      ? ''
      : ` (${run.non2xx} error statuses, ${run.errors} connection errors, ${run.timeouts} timeouts)`;
  return `${failedRequests(run)} of ${total.toLocaleString('en')} failed${split}, p99 ${run.latency.p99} ms, max ${run.latency.max} ms`;
}

/** Five publishes and a rollback at 1,000 listings under load, then the same load with nothing published. */
export async function runPublishLoad(ctx: BenchContext): Promise<Section> {
  const source = sourceSnapshot();
  const first = await ensureExport(scale);
  const base = benchPath(`publish-load-${scale}`);
  const releases = join(base, 'releases');
  const exports = Array.from({ length: publishes }, (_, index) => join(base, `export-${index + 1}`));
  const key = randomUUID();
  const env = {
    ...process.env,
    ...benchEnv(key),
    RELEASES_DIR: releases,
    // No hand-made site: the first release is built from scratch, the others from the one before.
    DATA_DIR: join(base, 'no-data'),
    DIST_DIR: join(base, 'no-dist'),
    VAR_DIR: join(base, 'var'),
    // Every release of the run kept: --reuse-builds finds the first one again.
    PUBLISH_KEEP: String(publishes + 1),
  };
  // --reuse-builds 1000: the first release of the last run is live again and the others removed,
  // instead of a full build of the first export (only worth it for the same commit).
  const [firstId] = ctx.reuseBuilds.has(String(scale)) ? releaseIds(releases) : [];
  rmSync(env.VAR_DIR, { recursive: true, force: true });
  for (const dir of exports) rmSync(dir, { recursive: true, force: true });
  if (firstId !== undefined && readRelease(releases, firstId) !== undefined) {
    switchLive(releases, firstId);
    for (const id of releaseIds(releases).slice(1))
      rmSync(join(releases, id), { recursive: true, force: true });
  } else {
    rmSync(releases, { recursive: true, force: true });
    const built = await runNode(['--import', 'tsx', 'scripts/publish/publish.ts', first], env, source.root);
    if (built.code !== 0) throw new Error(`the first publish of ${scale} failed:\n${built.out}`);
  }
  mkdirSync(base, { recursive: true });
  writePriceSeries(first, exports);

  const server = await startLiveServer(source.root, env);
  try {
    const payloads = await solvedPayloads(formsPerSecond * longestSeconds, key);
    const started = performance.now();
    const loads = await startLoads(server.base, payloads, formsPerSecond);
    const series = await publishThenRollBack(exports, env, source.root);
    // A second more on the rolled-back release, as the test does.
    await new Promise((done) => setTimeout(done, 1000));
    const during: LoadResults = await loads.stop();
    const seconds = (performance.now() - started) / 1000;

    if (seconds > longestSeconds) throw new Error(`the publishes took ${seconds} s: the posts ran out`);
    const quiet = await startLoads(
      server.base,
      await solvedPayloads(formsPerSecond * (floorSeconds + 10), key),
      formsPerSecond,
    );
    await new Promise((done) => setTimeout(done, floorSeconds * 1000));
    const floor = await quiet.stop();

    const command = `npm run bench -- --only publish-load (autocannon on npm start during ${publishes} × npm run publish and npm run rollback)`;
    const figures: Figure[] = [
      {
        figure: `failed page requests during ${publishes} publishes and a rollback, ${scale.toLocaleString('en')} listings`,
        target: at('==', 0, '0'),
        measured: failedRequests(during.pages),
        shown: `${described(during.pages)} (floor, nothing published: ${described(floor.pages)})`,
        command,
      },
      {
        figure: `failed form posts during ${publishes} publishes and a rollback, ${scale.toLocaleString('en')} listings`,
        target: at('==', 0, '0'),
        measured: failedRequests(during.forms),
        shown: `${described(during.forms)} (floor, nothing published: ${described(floor.forms)})`,
        command,
      },
    ];
    const notes = [
      `A first publish of the generated ${scale.toLocaleString('en')}-listing export (a full build${firstId === undefined ? '' : ', or with `--reuse-builds 1000` the last run’s'}), then \`npm start\` (scripts/server/serve.ts of the committed source, following \`current\`) under two loads: 4 connections on pages (the home page compressed, /for-sale/, a hashed script) as fast as answered, and contact-form posts at ${formsPerSecond} a second, each with its own solved ALTCHA. Meanwhile ${publishes} exports, each with one more listing 5 % cheaper, were published one after the other (${series.publishSeconds.map((s) => `${s.toFixed(0)} s`).join(', ')}) and \`npm run rollback\` followed (${(series.rollbackSeconds * 1000).toFixed(0)} ms); the loads ran ${seconds.toFixed(0)} s in all. A failed request is a connection error, a timeout (10 s) or any status but 2xx (none of these paths redirects). The floor: the same loads for ${floorSeconds} s on the same server, with nothing published. Both loads run in the bench's process, on the same 2 cores as the server and the publishes' builds.`,
    ];
    return { title: 'Publishing under load: failed requests', figures, notes };
  } finally {
    server.child.kill('SIGTERM');
  }
}
