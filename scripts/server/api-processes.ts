// API_PROCESSES=N: N server processes on one port (node:cluster; the primary hands the connections out
// in turn), for a machine with several cores and PostgreSQL (DATABASE_URL). Nothing the processes share
// lives in their memory: sessions, throttles, refused posts and the outbox are in the database. The
// primary restarts a worker that dies and stops them all on SIGTERM or SIGINT. Any start function that
// listens and resolves with its node:http-like server works (scripts/server/serve.ts's startServer today).
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';

/** A listening server as the start function resolves with it: node:http's, with serve.ts's stop(). */
export interface StartedServer {
  address(): AddressInfo | string | null;
  close(done: () => void): unknown;
  stop?(): Promise<void>;
}

/** The number of processes API_PROCESSES asks for (1 when unset or not a whole number above 1, at most 64). */
export function processCount(env: NodeJS.ProcessEnv = process.env): number {
  const count = Number(env.API_PROCESSES ?? 1);
  return Number.isInteger(count) && count > 1 ? Math.min(count, 64) : 1;
}

/** "host:port" of a listening address. */
function shown(address: { address?: string | null; port: number } | string | null): string {
  return typeof address === 'object' && address !== null
    ? `${address.address ?? '0.0.0.0'}:${address.port}`
    : String(address);
}

/**
 * Runs `start` here when one process is asked for, else in `processes` workers on one port. Calls
 * `listening` once with the address ("host:port") when the site answers (in the primary, with the
 * first worker's), and installs the signal handlers that stop it all.
 */
export async function serveProcesses(
  start: () => Promise<StartedServer>,
  listening: (address: string) => void,
  processes = processCount(),
): Promise<void> {
  if (processes <= 1 || !cluster.isPrimary) {
    const server = await start();
    if (cluster.isPrimary) listening(shown(server.address()));
    else {
      const part = process.env.API_BACKGROUND_WORK === '0' ? '' : ' (and sending the outbox)';
      console.log(`API process ${process.pid} listening${part}`);
    }
    // A server with stop() (serve.ts's) lets the requests in flight finish and closes idle connections.
    const stop = () => {
      const closing =
        typeof server.stop === 'function' ? server.stop() : new Promise<void>((done) => server.close(done));
      Promise.resolve(closing).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    return;
  }
  let stopping = false;
  let announced = false;
  // One worker runs the background work (the outbox, forgetting past view days; services.ts) and the
  // others only answer requests: N outboxes would poll the database N times a second and each send
  // from a smaller batch, and every worker's visitors would wait behind e-mails. A dead worker's
  // replacement takes its part. API_BACKGROUND_WORK=0 for the whole machine still turns it off, for a
  // machine whose e-mails another one sends.
  let background: Worker | undefined;
  const fork = (withBackground = false) => {
    const worker = cluster.fork(withBackground ? {} : { API_BACKGROUND_WORK: '0' });
    if (withBackground) background = worker;
    return worker;
  };
  cluster.on('listening', (_worker, address) => {
    if (announced) return;
    announced = true;
    listening(shown(address));
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that died (a crash, kill -9) is replaced; what it had answered is in the database.
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    fork(worker === background);
  });
  for (let index = 0; index < processes; index++) fork(index === 0);
  const stop = () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
