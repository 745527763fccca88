// Form posts per second with durable writes, and view beacons per second, for SQLite with one
// process, PostgreSQL with one process and PostgreSQL with two (API_PROCESSES=2), side by side in one
// run; each beside its two floors measured in the same run on the same store: a bare Node HTTP server
// answering 204 (the process's ceiling) and a bare server making the same durable write per post (the
// durability's ceiling, scripts/bench/floor-server.ts). Each API figure is reported as a ratio of its
// durable floor, since absolute figures do not carry from one machine to another.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon, { type AutocannonOptions } from 'autocannon';
import pg from 'pg';
import {
  type PostgresCluster,
  postgresInstallHint,
  postgresMissing,
  startPostgresCluster,
} from '../../tests/postgres-cluster';
import { ensureBuild } from './build';
import { type BenchContext, benchPath, type Section } from './context';
import { benchEnv, contactRequest, solvedPayloads } from './forms-load';
import { treeCpuMs } from './measure-process';
import { countRows, drainBacklog, type OutboxBacklog } from './outbox-backlog';
import { listeningAt, serveBuild } from './serve-build';
import { percentile } from './stats';
import { at, type Figure } from './targets';

/**
 * Every run, floors and API alike: as many requests as `connections` allow for `warmupMs`, then
 * `measureMs` in which the answers are counted over that exact time (autocannon's own duration is counted
 * in whole seconds, which rounded a run of one or two seconds badly).
 */
const connections = 20;
const warmupMs = 2_000;
const measureMs = 10_000;
/**
 * Solved challenges prepared for each configuration, one per post (a spent one is refused): enough for
 * 5,000 posts/s over the warm-up and the measured window of a run that spends them (the API and the
 * `store` rung, each on a fresh database). The other floors spend none and send the same bodies again
 * in turn (each with a new submission id).
 */
const posts = 60_000;

interface Store {
  readonly name: 'SQLite' | 'PostgreSQL';
  readonly processes: number;
}

interface Run {
  readonly rate: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly ok: number;
}

/**
 * The CPU time (ms) each part of a run spent per 2xx answer: the server's processes, PostgreSQL's (every
 * backend, the WAL writer, the checkpointer...) and the load generator (this process: autocannon). All
 * run on the same cores, so these sum to what one answer costs the machine.
 */
interface CpuPerAnswer {
  readonly server: number;
  readonly postgres: number | undefined;
  readonly load: number;
}

/** The processes whose CPU a run counts: the server's tree and, on PostgreSQL, the cluster's. */
interface Measured {
  readonly serverPid: number | undefined;
  readonly postgresPid: number | undefined;
}

/** `run`, with the CPU time its parts spent per 2xx answer (undefined without /proc). */
async function withCpu(
  measured: Measured,
  run: () => Promise<Run>,
): Promise<Run & { cpu: CpuPerAnswer | undefined }> {
  const tree = (pid: number | undefined) => (pid === undefined ? undefined : treeCpuMs(pid));
  const load = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const before = { server: tree(measured.serverPid), postgres: tree(measured.postgresPid), load: load() };
  const result = await run();
  const after = { server: tree(measured.serverPid), postgres: tree(measured.postgresPid), load: load() };
  if (before.server === undefined || after.server === undefined || result.ok === 0)
    return { ...result, cpu: undefined };
  const per = (from: number, to: number) => (to - from) / result.ok;
  return {
    ...result,
    cpu: {
      server: per(before.server, after.server),
      postgres:
        before.postgres === undefined || after.postgres === undefined
          ? undefined
          : per(before.postgres, after.postgres),
      load: per(before.load, after.load),
    },
  };
}

/** How a run's CPU per answer reads in the table, and the rate the machine's cores would allow at that cost. */
function cpuShown(cpu: CpuPerAnswer | undefined): string {
  if (cpu === undefined) return 'not measured (no /proc)';
  const total = cpu.server + (cpu.postgres ?? 0) + cpu.load;
  const parts = [
    `server ${cpu.server.toFixed(2)}`,
    ...(cpu.postgres === undefined ? [] : [`PostgreSQL ${cpu.postgres.toFixed(2)}`]),
    `load ${cpu.load.toFixed(2)}`,
  ];
  const ceiling = (availableParallelism() * 1000) / total;
  return `${total.toFixed(2)} ms (${parts.join(' + ')}; ${availableParallelism()} cores at that cost: ${Math.round(ceiling)}/s)`;
}

/**
 * The durable floor's rungs (floor-server.ts): the insert alone, then with the post's checks, then the
 * checked post through the API's own store without its e-mails.
 */
type Rung = 'insert' | 'checks' | 'store';

/** A floor server (bare or durable) on a free port; resolves once it listens. */
async function floorServer(
  mode: string,
  rung: Rung,
  env: Record<string, string>,
): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [resolve('node_modules/tsx/dist/cli.mjs'), resolve('scripts/bench/floor-server.ts'), mode, rung],
    {
      env: { ...process.env, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const base = await listeningAt(child, 'floor server');
  return { base, child };
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/**
 * One timed run (see warmupMs): the 2xx answers that arrive within the measured window, over its exact
 * length, with their p50 and p99; errors (connection errors, timeouts, non-2xx) and 2xx answers over the
 * whole run, warm-up included, to set against the rows stored. The run stops at the window's end, so the
 * requests then in flight are cut: a post among them may be stored without its answer.
 */
async function timedRun(options: AutocannonOptions): Promise<Run> {
  const instance = autocannon({
    ...options,
    connections,
    timeout: 10,
    duration: (warmupMs + measureMs) / 1000 + 5,
  });
  const started = performance.now();
  const latencies: number[] = [];
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    const at = performance.now() - started;
    if (at < warmupMs || at > warmupMs + measureMs) return;
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const timer = setTimeout(() => instance.stop(), warmupMs + measureMs);
  // The instance is a thenable, without finally().
  let result: Awaited<typeof instance>;
  try {
    result = await instance;
  } finally {
    clearTimeout(timer);
  }
  // autocannon times an answer to fractions of a millisecond; whole ones are shown.
  const ms = (p: number) => Math.round(percentile(latencies, p) ?? Number.NaN);
  return {
    rate: latencies.length / (measureMs / 1000),
    p50: ms(50),
    p99: ms(99),
    errors: result.errors + result.timeouts + result.non2xx,
    ok: result['2xx'],
  };
}

/** Valid contact messages, each with its own submission id and the next of `payloads`, for one timed run. */
const postLoad = (base: string, payloads: readonly string[], measured: Measured) =>
  withCpu(measured, () => timedRun({ url: base, requests: [contactRequest(base, payloads)] }));

/** View beacons of a property, each from another browser (user agent), as a detail page sends them. */
async function beaconLoad(base: string, measured: Measured) {
  let next = 0;
  return withCpu(measured, () =>
    timedRun({
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/views/1001',
          setupRequest: (request) => ({
            ...request,
            headers: { origin: base, 'user-agent': `bench-browser-${next++}`, 'content-length': '0' },
          }),
        },
      ],
    }),
  );
}

/**
 * Writes out what the runs before left in PostgreSQL's buffers, so that the cluster's checkpoint of the
 * last run's writes does not fall in the next run and count against it.
 */
async function checkpoint(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

const rate = (value: number) => `${Math.round(value)}/s`;

/**
 * The e-mails a run left to its outbox (outbox-backlog.ts), and what a post costs the machine with its
 * e-mails sent: the run's CPU per answer plus the backlog's per answer.
 */
function backlogFigures(
  label: string,
  api: Run & { cpu: CpuPerAnswer | undefined },
  backlog: OutboxBacklog,
): Figure[] {
  const { queued, sentInRun, sentAfter, seconds } = backlog;
  const perEmail = (ms: number | undefined) => (ms === undefined ? undefined : ms / Math.max(1, sentAfter));
  const server = perEmail(backlog.serverMs);
  const postgres = perEmail(backlog.postgresMs);
  const command = 'the outbox after the run, watched until it has sent every e-mail (.eml files)';
  const figures: Figure[] = [
    {
      figure: `${label}: e-mails of the run sent after it`,
      measured: sentAfter / seconds,
      shown: `${queued} queued, ${sentInRun} sent during the run; the other ${sentAfter} in ${seconds.toFixed(1)} s (${rate(sentAfter / seconds)})${backlog.complete ? '' : ', not all within the limit'}; CPU per e-mail ${server === undefined ? 'not measured' : `server ${server.toFixed(2)} ms`}${postgres === undefined ? '' : ` + PostgreSQL ${postgres.toFixed(2)} ms`}`,
      command,
    },
  ];
  if (api.cpu !== undefined && backlog.serverMs !== undefined && api.ok > 0) {
    const after = (backlog.serverMs + (backlog.postgresMs ?? 0)) / api.ok;
    const answering = api.cpu.server + (api.cpu.postgres ?? 0) + api.cpu.load;
    const total = answering + after;
    figures.push({
      figure: `${label}: machine CPU per post, its e-mails sent`,
      measured: total,
      shown: `${total.toFixed(2)} ms (the run ${answering.toFixed(2)} + the e-mails left after it ${after.toFixed(2)}); ${availableParallelism()} cores at that cost: ${rate((availableParallelism() * 1000) / total)}`,
      command,
    });
  }
  return figures;
}

/** Measures the three configurations and their floors. */
export async function runStoresLoad(ctx: BenchContext): Promise<Section> {
  const build = await ensureBuild(ctx, 'sample');
  const key = randomUUID();
  const figures: Figure[] = [];
  const notes: string[] = [];
  let cluster: PostgresCluster | undefined;
  if (postgresMissing) notes.push(postgresInstallHint);
  else cluster = await startPostgresCluster();
  const stores: Store[] = [
    { name: 'SQLite', processes: 1 },
    ...(cluster === undefined
      ? []
      : ([
          { name: 'PostgreSQL', processes: 1 },
          { name: 'PostgreSQL', processes: 2 },
        ] as const)),
  ];
  const apiRates = new Map<string, number>();
  try {
    for (const store of stores) {
      const label = `${store.name}, ${store.processes} process${store.processes > 1 ? 'es' : ''}`;
      const processes = { API_PROCESSES: String(store.processes) };
      const database = async () => {
        const varDir = mkdtempSync(join(benchPath('var', 'x'), '..', 'floor-'));
        const url =
          cluster === undefined || store.name === 'SQLite' ? undefined : await cluster.createDatabase();
        if (url !== undefined) await checkpoint(url);
        return {
          varDir,
          url,
          env: {
            VAR_DIR: varDir,
            DATABASE_PATH: join(varDir, 'site.db'),
            ...(url === undefined ? {} : { DATABASE_URL: url }),
          },
        };
      };
      const payloads = await solvedPayloads(posts, key);
      // What a run on `child` counts: its process tree and, on PostgreSQL, the cluster's.
      const measured = (child: ChildProcess, url: string | undefined): Measured => ({
        serverPid: child.pid,
        postgresPid: url === undefined ? undefined : cluster?.serverPid(),
      });
      const floorRun = async (mode: string, rung: Rung = 'insert') => {
        const where = await database();
        const server = await floorServer(mode, rung, { ...benchEnv(key), ...processes, ...where.env });
        try {
          return {
            run: await postLoad(server.base, payloads, measured(server.child, where.url)),
            where,
          };
        } finally {
          await stopChild(server.child);
        }
      };
      const bare = await floorRun('bare');
      const durableMode = store.name === 'SQLite' ? 'sqlite' : 'postgres';
      const durable = await floorRun(durableMode);
      const checked = await floorRun(durableMode, 'checks');
      const throughStore = await floorRun(durableMode, 'store');
      // The API itself, on a fresh database of the same store.
      const where = await database();
      const server = await serveBuild(build, { ...benchEnv(key), ...processes, ...where.env });
      let api: Awaited<ReturnType<typeof postLoad>>;
      let beacon: Awaited<ReturnType<typeof beaconLoad>>;
      let stored: number;
      let backlog: OutboxBacklog;
      try {
        await fetch(`${server.base}/api/health`).catch(() => undefined);
        api = await postLoad(server.base, payloads, measured(server.child, where.url));
        stored = await countRows(where, 'SELECT COUNT(*) AS n FROM submissions');
        const pids = measured(server.child, where.url);
        backlog = await drainBacklog(where, { server: pids.serverPid, postgres: pids.postgresPid });
      } finally {
        await server.stop();
      }
      // The beacons on a server and database of their own: the outbox of the posts above would
      // otherwise be sending their e-mails during the beacons' run.
      const beaconServer = await serveBuild(build, {
        ...benchEnv(key),
        ...processes,
        ...(await database()).env,
      });
      try {
        await fetch(`${beaconServer.base}/api/health`).catch(() => undefined);
        beacon = await beaconLoad(beaconServer.base, measured(beaconServer.child, where.url));
      } finally {
        await beaconServer.stop();
      }
      apiRates.set(label, api.rate);
      const timed = `-c ${connections}, ${warmupMs / 1000} s warm-up + ${measureMs / 1000} s counted`;
      const command = `autocannon ${timed} POST /api/forms/site-contact`;
      const floorCommand = command;
      const share = (measured: number) => `${Math.round((measured / durable.run.rate) * 100)} %`;
      figures.push(
        {
          figure: `${label}: bare Node server answering 204 (floor)`,
          measured: bare.run.rate,
          shown: `${rate(bare.run.rate)}; CPU per answer ${cpuShown(bare.run.cpu)}`,
          command: `${floorCommand} (floor-server.ts bare)`,
        },
        {
          figure: `${label}: bare durable insert server (floor)`,
          measured: durable.run.rate,
          shown: `${rate(durable.run.rate)} (p99 ${durable.run.p99} ms); CPU per answer ${cpuShown(durable.run.cpu)}`,
          command: `${floorCommand} (floor-server.ts ${durableMode})`,
        },
        {
          figure: `${label}: the durable floor with the post's checks (fields, proof of work)`,
          measured: checked.run.rate,
          shown: `${rate(checked.run.rate)}, ${share(checked.run.rate)} of the floor (p99 ${checked.run.p99} ms); CPU per answer ${cpuShown(checked.run.cpu)}`,
          command: `${floorCommand} (floor-server.ts ${durableMode} checks)`,
        },
        {
          figure: `${label}: the checked post through the API's store, without its e-mails`,
          measured: throughStore.run.rate,
          shown: `${rate(throughStore.run.rate)}, ${share(throughStore.run.rate)} of the floor (p99 ${throughStore.run.p99} ms, ${throughStore.run.errors} errors); CPU per answer ${cpuShown(throughStore.run.cpu)}`,
          command: `${floorCommand} (floor-server.ts ${durableMode} store)`,
        },
        {
          figure: `${label}: form posts per second (201, stored)`,
          measured: api.rate,
          shown: `${rate(api.rate)} (p50 ${api.p50} ms); CPU per answer ${cpuShown(api.cpu)}`,
          command,
        },
        {
          figure: `${label}: form posts vs the durable floor`,
          target: at('>=', 0.6, '≥ 60 %'),
          measured: api.rate / durable.run.rate,
          shown: `${Math.round((api.rate / durable.run.rate) * 100)} % (bare 204 floor: ${Math.round((api.rate / bare.run.rate) * 100)} %)`,
          command,
        },
        {
          figure: `${label}: form post latency p99`,
          target: at('<=', 50, '≤ 50 ms'),
          measured: api.p99,
          shown: `${api.p99} ms`,
          command,
        },
        {
          figure: `${label}: form errors`,
          target: at('==', 0, '0'),
          measured: api.errors,
          shown: String(api.errors),
          command,
        },
        {
          figure: `${label}: submissions lost (2xx minus rows)`,
          target: at('==', 0, '0'),
          measured: Math.max(0, api.ok - stored),
          shown: `${Math.max(0, api.ok - stored)} (${stored} rows for ${api.ok} answers 2xx${stored > api.ok ? `; ${stored - api.ok} cut in flight at the stop` : ''})`,
          command: 'SELECT COUNT(*) FROM submissions after the run',
        },
        ...backlogFigures(label, api, backlog),
        {
          figure: `${label}: view beacons per second (204)`,
          target: at('>=', 5000, '≥ 5,000/s'),
          measured: beacon.rate,
          shown: `${rate(beacon.rate)} (p99 ${beacon.p99} ms, ${beacon.errors} errors); CPU per answer ${cpuShown(beacon.cpu)}`,
          command: `autocannon ${timed} POST /api/views/1001 (a new user agent each)`,
        },
      );
    }
    const sqlite = apiRates.get('SQLite, 1 process');
    const pg2 = apiRates.get('PostgreSQL, 2 processes');
    if (sqlite !== undefined && pg2 !== undefined) {
      figures.push({
        figure: 'PostgreSQL with 2 processes vs SQLite with 1',
        target: at('>=', 1, '≥ ×1'),
        measured: pg2 / sqlite,
        shown: `×${(pg2 / sqlite).toFixed(2)}`,
        command: 'the two form-post figures above',
      });
    }
  } finally {
    cluster?.stop();
  }
  notes.push(
    `Every configuration is measured with its floors in the same run, in order (bare 204, durable insert, its two rungs, the API, then the API's view beacons on a server of their own), each on a fresh database (on PostgreSQL after a CHECKPOINT, so that writing out the run before does not fall in it), and every run the same way: ${connections} connections as fast as they are answered, ${warmupMs / 1000} s of warm-up, then the 2xx answers that arrive in the next ${measureMs / 1000} s are counted over exactly that time, p50 and p99 of those answers (autocannon's own duration is counted in whole seconds). Each post is a valid site-contact message with its own submission id, its own solved ALTCHA challenge (${posts} prepared per configuration) and its own visitor address (X-Forwarded-For, TRUST_PROXY=1, as behind DEPLOY.md's proxy; the rate limit stays at its shipped 20 per address per 10 minutes); the bare and durable floors check no challenge and get the same bodies with new ids. The two rungs between the durable floor and the API (floor-server.ts) add, in turn, work a post cannot skip: the checks of its fields and of its proof of work before the same insert; then, instead of that insert, the API's own store (attemptSubmission: the same id not stored twice, the challenge spent, the visitor's rate limit counted, the row saved, in one transaction), without the two e-mails the API composes and queues with each post and its outbox then sends. Errors count the whole run, warm-up included. The run stops at the window's end and cuts the requests in flight, so a few posts can be stored without an answer (more rows than 2xx answers); a loss is an answer 2xx without its row. autocannon runs in the bench process on the same 2 cores.`,
    "CPU per answer: the user and system CPU time, over the whole run (warm-up included) divided by its 2xx answers, of the server's process tree (with API_PROCESSES its workers), of the PostgreSQL cluster (the postmaster and every backend; ended ones through the time the postmaster reaped) and of the bench process (autocannon). The parts share the machine's cores, so their sum is what one answer costs the machine, and 'cores at that cost' is the rate those cores allow with nothing else running. The API's outbox sends what a run queued partly after it, and that part is not counted.",
    'PostgreSQL: a throwaway cluster (initdb in a temporary folder, fsync and synchronous_commit on, as shipped by Debian) on the same machine, so it shares the 2 cores with the API and autocannon.',
  );
  return { title: 'Stores: SQLite and PostgreSQL, one and two processes', figures, notes };
}
