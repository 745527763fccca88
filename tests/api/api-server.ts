// A built site served by scripts/server/serve.ts on a free port with its own database, mail settings and a
// real SMTP server on loopback, for the API tests. With API_TEST_DATABASE=postgres (the `postgres`
// project of vitest.config.ts) each API gets a fresh database of a throwaway PostgreSQL cluster instead
// of its SQLite file, and the staff commands the tests run use it too.
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';
import { type PostgresCluster, postgresBinDir, startPostgresCluster } from '../postgres-cluster';
import { sqliteRows } from '../sqlite-rows';

const execFileAsync = promisify(execFile);

/** Waits `ms` without returning to the event loop (the build is made synchronously too). */
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Whether the process that took a lock is gone (a run killed while building). */
function lockIsStale(lock: string): boolean {
  const pid = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : Number.NaN);
  if (!Number.isInteger(pid)) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/**
 * A build to serve: FORMS_API_DIST when given (already built), else the one of this test run in .cache.
 * Vitest runs the API test files in parallel workers: a file that rebuilt the folder while another
 * file's server was loading a route from it crashed that server. So the first file of a run
 * (API_TEST_RUN, set by vitest.config.ts) builds, under a lock, and the others wait and reuse it.
 */
export function ensureBuild(): string {
  const given = process.env.FORMS_API_DIST;
  if (given !== undefined && existsSync(join(given, 'server', 'entry.mjs'))) return resolve(given);
  const out = resolve('.cache/api-test');
  const lock = `${out}.lock`;
  const run = process.env['API_TEST_RUN'];
  const builtFor = join(out, '.built-for-run');
  mkdirSync(dirname(out), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (lockIsStale(lock)) rmSync(lock, { recursive: true, force: true });
      else sleepSync(250);
    }
  }
  try {
    if (run !== undefined && existsSync(builtFor) && readFileSync(builtFor, 'utf8') === run) return out;
    const build = spawnSync(resolve('node_modules/.bin/astro'), ['build'], {
      encoding: 'utf8',
      env: { ...process.env, ASTRO_OUT_DIR: out },
    });
    if (build.status !== 0) throw new Error(`astro build failed:\n${build.stderr}${build.stdout}`);
    if (run !== undefined) writeFileSync(builtFor, run);
    return out;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** One message the SMTP server received. */
export interface Received {
  readonly to: string[];
  readonly raw: string;
  /** The process that sent it, when the catcher was given a way to tell. */
  readonly sender?: number | undefined;
}

/** A loopback SMTP server that keeps what it receives; it can be stopped and started on its port. */
export class MailCatcher {
  readonly messages: Received[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  /**
   * @param senderOf tells which process holds the client end of a connection, from that end's port;
   * asked while the message arrives, since a connection may be gone by the time a test looks.
   */
  constructor(private readonly senderOf?: (clientPort: number) => number | undefined) {}

  /** While set, every message waits before it is accepted: its sender's lane is held mid-send. */
  private held: Promise<void> | undefined;

  /** Holds the acceptance of every message until the returned function is called. */
  hold(): () => void {
    let release = () => {};
    this.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      this.held = undefined;
      release();
    };
  }

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        const sender = this.senderOf?.(session.remotePort);
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void (this.held ?? Promise.resolve()).then(() => {
            this.messages.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw: Buffer.concat(chunks).toString('utf8'),
              sender,
            });
            callback();
          });
        });
      },
    });
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => done());
    });
    // A client that dies mid-session (an API killed with -9) resets its connection: not a test failure.
    server.on('error', () => undefined);
    const address = server.server.address();
    this.port = typeof address === 'object' && address !== null ? address.port : port;
    this.server = server;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server !== undefined) await new Promise<void>((done) => server.close(() => done()));
  }
}

/** The API under test. */
export interface ApiServer {
  readonly base: string;
  readonly varDir: string;
  readonly child: ChildProcess;
  /** Rows of the server's database. */
  query(sql: string, ...params: (string | number)[]): Promise<Record<string, unknown>[]>;
  stop(): void;
}

/** The store the API tests run against: API_TEST_DATABASE=postgres, else SQLite. */
export const apiTestDatabase = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

let cluster: Promise<PostgresCluster> | undefined;

// Stopped after the test file (a vitest worker may be ended without its process's exit event), and on
// exit as a last resort; stop() of a stopped cluster does nothing.
afterAll(async () => {
  (await cluster)?.stop();
  cluster = undefined;
});

/** A fresh database of this test file's cluster (started on first use, stopped after the file). */
async function freshPostgresDatabase(): Promise<string> {
  cluster ??= startPostgresCluster().then((started) => {
    process.once('exit', () => started.stop());
    return started;
  });
  return (await cluster).createDatabase();
}

/** SQL with `?` parameters as one literal statement (test data only: numbers and plain strings). */
function inline(sql: string, params: readonly (string | number)[]): string {
  let next = 0;
  const literal = (value: string | number | undefined) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  const pragma = /^PRAGMA table_info\((\w+)\)$/i.exec(sql.trim());
  if (pragma !== null) {
    return `SELECT column_name AS name FROM information_schema.columns WHERE table_name = '${pragma[1]}'`;
  }
  return sql.replace(/\?/g, () => literal(params[next++]));
}

/**
 * Rows of a PostgreSQL query (psql prints them as one JSON array). Asynchronous on purpose: a
 * synchronous psql blocks the test while it runs, so the client misses the server closing an idle
 * keep-alive socket and the next fetch reuses a closed one ("other side closed") on a loaded machine.
 */
async function queryPostgres(
  url: string,
  sql: string,
  params: readonly (string | number)[],
): Promise<Record<string, unknown>[]> {
  const psql = join(postgresBinDir() ?? '', 'psql');
  const wrapped = `SELECT COALESCE(json_agg(row_to_json(q)), '[]') FROM (${inline(sql, params)}) q`;
  try {
    const { stdout } = await execFileAsync(psql, ['-X', '-q', '-A', '-t', '-d', url, '-c', wrapped], {
      encoding: 'utf8',
    });
    return JSON.parse(stdout) as Record<string, unknown>[];
  } catch (error) {
    throw new Error(`psql failed: ${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
}

/** Starts scripts/server/serve.ts on a free port with a fresh var/ folder and the given environment. */
export async function startApi(dist: string, env: Record<string, string>): Promise<ApiServer> {
  const varDir = mkdtempSync(join(tmpdir(), 'forms-api-'));
  const databaseUrl = apiTestDatabase === 'postgres' ? await freshPostgresDatabase() : undefined;
  // The staff commands a test runs (runScript) inherit it, so they work on the same database.
  if (databaseUrl !== undefined) process.env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [resolve('scripts/server/serve.ts'), dist], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      VAR_DIR: varDir,
      FORM_MIN_FILL_MS: '0',
      ALTCHA_MAX_NUMBER: '500',
      MAIL_RETRY_BASE_MS: '100',
      FORM_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = await new Promise<string>((found, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) found(match[1].replace('0.0.0.0', '127.0.0.1'));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => fail(new Error(`serve.ts exited (${code}):\n${output}`)));
  });
  // A server that dies in the middle of a test says why: the test then sees only refused connections.
  let stopping = false;
  let lastWords = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    lastWords = `${lastWords}${chunk.toString()}`.slice(-8000);
  });
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`serve.ts (${base}) died (${code ?? signal}); its last output:\n${lastWords}`);
  });
  return {
    base,
    varDir,
    child,
    async query(sql, ...params) {
      if (databaseUrl !== undefined) return queryPostgres(databaseUrl, sql, params);
      return sqliteRows(join(varDir, 'site.db'), sql, ...params);
    },
    stop() {
      stopping = true;
      child.kill();
    },
  };
}

/** Fetches a challenge from the API and solves it, as the form island does. */
export async function solvedAltcha(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/altcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('Challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Waits until `check` holds, polling; fails after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('Condition not met in time');
}

/** A message's text with its quoted-printable soft line breaks and escapes undone (UTF-8). */
export function decodeMessage(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Runs a staff command of scripts/ (TypeScript, through tsx) with the given environment added. Not
 * spawnSync: the test's own SMTP catcher must keep answering while the command delivers its e-mails.
 */
export function runScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    [resolve('node_modules/tsx/dist/cli.mjs'), resolve(script), ...args],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((done) => child.once('close', (status) => done({ status, stdout, stderr })));
}

/** `npm start`'s server (scripts/server/serve.ts) in a child process, and all it printed so far. */
export interface ServeProcess {
  readonly child: ChildProcess;
  readonly base: string;
  output(): string;
}

/** Starts scripts/server/serve.ts with `env` and resolves once it says where it serves (PORT 0: a free port). */
export function startServe(env: NodeJS.ProcessEnv): Promise<ServeProcess> {
  const child = spawn(process.execPath, [resolve('scripts/server/serve.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((found, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) found({ child, base: match[1], output: () => output });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => fail(new Error(`serve.ts exited (${code}):\n${output}`)));
  });
}
