// A throwaway PostgreSQL cluster for the tests: initdb and pg_ctl in a temporary folder, on a free
// port, no system service. As root, the server runs as the unprivileged `postgres` user (PostgreSQL
// refuses root). The tests that need it are skipped with `postgresMissing` when the binaries are absent.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** What to install when the binaries are missing, said by every skipped PostgreSQL test. */
export const postgresInstallHint =
  "PostgreSQL tests skipped: install Debian's PostgreSQL server binaries (apt-get install postgresql), or set PG_BIN to a folder holding initdb and pg_ctl.";

/** The folder of initdb and pg_ctl: PG_BIN, else Debian's /usr/lib/postgresql/<version>/bin (newest). */
export function postgresBinDir(): string | undefined {
  const given = process.env['PG_BIN'];
  if (given !== undefined && existsSync(join(given, 'initdb'))) return given;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/** True when no PostgreSQL binaries are installed (the PostgreSQL tests are then skipped). */
export const postgresMissing = postgresBinDir() === undefined;

/** A running throwaway cluster. */
export interface PostgresCluster {
  readonly port: number;
  /** The URL of a database of this cluster. */
  url(database: string): string;
  /** Creates a fresh, empty database and returns its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server (fast: connections are cut), keeping its files, as if the database went away. */
  pause(): void;
  /** Starts the server again on the same port after `pause`. */
  resume(): void;
  /** Stops the server and deletes its files. */
  stop(): void;
  /** The process id of the server (the postmaster, parent of every backend), while it runs. */
  serverPid(): number | undefined;
}

/** A port nothing listens on: from TEST_PG_PORTS ("55471-55479") when given, else one the system picks. */
async function freePort(): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((done) => {
      const server = createServer();
      server.once('error', () => done(undefined));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        const found = typeof address === 'object' && address !== null ? address.port : undefined;
        server.close(() => done(found));
      });
    });
  const range = /^(\d+)-(\d+)$/.exec(process.env['TEST_PG_PORTS'] ?? '');
  if (range === null) {
    const port = await tryPort(0);
    if (port === undefined) throw new Error('No free port for PostgreSQL');
    return port;
  }
  const [first, last] = [Number(range[1]), Number(range[2])];
  // Random order, so test files started together do not race for the same port.
  const ports = Array.from({ length: last - first + 1 }, (_, index) => first + index).sort(
    () => Math.random() - 0.5,
  );
  for (const port of ports) {
    // The socket file tells of a cluster of another test file that listens on this port.
    if ((await tryPort(port)) === port) return port;
  }
  throw new Error(`No free port in TEST_PG_PORTS=${process.env['TEST_PG_PORTS']}`);
}

let databases = 0;

/** Starts a cluster (initdb, pg_ctl start) in a temporary folder and waits until it takes connections. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (bin === undefined) throw new Error(postgresInstallHint);
  const dir = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? 'postgres' : undefined;
  if (user !== undefined) {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = user === undefined ? join(bin, tool) : 'runuser';
    const full = user === undefined ? args : ['-u', user, '--', join(bin, tool), ...args];
    const result = spawnSync(command, full, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${tool} failed (${result.status}):\n${result.stderr}${result.stdout}`);
    }
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    // Durable as in production: an answered commit is on disk.
    '-c fsync=on',
    '-c synchronous_commit=on',
    '-c max_connections=200',
  ].join(' ');
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  start();
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase() {
      databases += 1;
      const name = `test_${process.pid}_${databases}`;
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    pause() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume() {
      start();
    },
    serverPid() {
      // The first line of postmaster.pid, which the server writes at start and removes at a clean stop.
      const file = join(data, 'postmaster.pid');
      if (!existsSync(file)) return undefined;
      const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
      return Number.isInteger(pid) && pid > 0 ? pid : undefined;
    },
    stop() {
      if (!existsSync(data)) return;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
