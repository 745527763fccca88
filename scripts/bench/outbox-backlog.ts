// The e-mails a stores run leaves behind. A form post queues two e-mails and is answered before they go:
// the outbox sends them after the answer, in the same process, and under a run's load it falls behind,
// so a run's posts per second leave most of their e-mails' cost outside the counted window. This
// measures that part: how many the run queued and sent, and the time and CPU the outbox then takes to
// send the rest, so that the stores section can give a post's whole cost beside its rate.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { treeCpuMs } from './measure-process';

/** The run's database: the SQLite file in varDir, or PostgreSQL at url. */
export interface RunDatabase {
  readonly varDir: string;
  readonly url?: string | undefined;
}

/** COUNT(*) queries on the run's database over one connection, until closed. */
interface Counter {
  readonly count: (sql: string) => Promise<number>;
  readonly close: () => Promise<void>;
}

async function openCounter(where: RunDatabase): Promise<Counter> {
  if (where.url !== undefined) {
    const client = new pg.Client({ connectionString: where.url });
    await client.connect();
    return {
      count: async (sql) => Number((await client.query(sql)).rows[0]?.n),
      close: () => client.end(),
    };
  }
  const db = new DatabaseSync(join(where.varDir, 'site.db'), { readOnly: true });
  return {
    count: async (sql) => Number((db.prepare(sql).get() as { n: number }).n),
    close: async () => db.close(),
  };
}

/** A COUNT(*) query's answer on the run's database. */
export async function countRows(where: RunDatabase, sql: string): Promise<number> {
  const counter = await openCounter(where);
  try {
    return await counter.count(sql);
  } finally {
    await counter.close();
  }
}

/** What the outbox did after a run: the e-mails it had queued, sent, and then sent until none was left. */
export interface OutboxBacklog {
  readonly queued: number;
  /** Sent by the end of the run (warm-up included). */
  readonly sentInRun: number;
  /** Sent after the run, while it was watched. */
  readonly sentAfter: number;
  /** Whether every queued e-mail was sent within the limit. */
  readonly complete: boolean;
  readonly seconds: number;
  /** CPU time (ms) spent after the run by the server's processes and by PostgreSQL's. */
  readonly serverMs: number | undefined;
  readonly postgresMs: number | undefined;
}

const pendingSql = 'SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL';
/** The longest wait for the backlog: a quiet outbox sends over a thousand e-mails a second. */
const drainLimitMs = 120_000;
/**
 * How often the backlog is counted, over one connection: the count is work of the database's too, and
 * a new connection for each count would cost PostgreSQL a new backend each time.
 */
const pollMs = 500;

/**
 * Watches the outbox of a server that has just been under load until it has sent everything queued
 * (at most drainLimitMs), with the CPU its processes and PostgreSQL's spent meanwhile.
 */
export async function drainBacklog(
  where: RunDatabase,
  pids: { readonly server: number | undefined; readonly postgres: number | undefined },
): Promise<OutboxBacklog> {
  const cpu = (pid: number | undefined) => (pid === undefined ? undefined : treeCpuMs(pid));
  const before = { server: cpu(pids.server), postgres: cpu(pids.postgres) };
  const started = performance.now();
  const counter = await openCounter(where);
  let queued: number;
  let pendingAtEnd: number;
  let pending: number;
  try {
    queued = await counter.count('SELECT COUNT(*) AS n FROM outbox');
    pendingAtEnd = await counter.count(pendingSql);
    pending = pendingAtEnd;
    while (pending > 0 && performance.now() - started < drainLimitMs) {
      await new Promise((done) => setTimeout(done, pollMs));
      pending = await counter.count(pendingSql);
    }
  } finally {
    await counter.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const after = { server: cpu(pids.server), postgres: cpu(pids.postgres) };
  const spent = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined ? undefined : to - from;
  return {
    queued,
    sentInRun: queued - pendingAtEnd,
    sentAfter: pendingAtEnd - pending,
    complete: pending === 0,
    seconds,
    serverMs: spent(before.server, after.server),
    postgresMs: spent(before.postgres, after.postgres),
  };
}
