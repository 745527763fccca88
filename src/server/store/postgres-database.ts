// The PostgreSQL database of the API (forms, outbox, owner portal, view counts), opened the same way by
// each store: a small connection pool with short timeouts, so a database that is down or stuck gives a
// quick StoreUnavailable (503) instead of a hanging request, migrated on first use, and usable again by
// itself when the database comes back (a failed first use is retried by the next request).
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { PostgresSchema } from './postgres-schema';
import { migratePostgres } from './schema/postgres-migrate';
import { StoreUnavailable } from './store-unavailable';

/** An open PostgreSQL database with its helpers. */
export interface PostgresDatabase {
  /** Runs `work` on the pool, after the migrations; an unreachable database throws StoreUnavailable. */
  readonly run: <T>(work: (db: Kysely<PostgresSchema>) => Promise<T>) => Promise<T>;
  /** Runs `work` in one transaction (READ COMMITTED; the stores take row or advisory locks where it matters). */
  readonly transaction: <T>(work: (trx: Transaction<PostgresSchema>) => Promise<T>) => Promise<T>;
  /** Ends the pool. */
  readonly close: () => Promise<void>;
}

/** How the pool behaves; the defaults suit an API process, tests shorten them. */
export interface PostgresOptions {
  /** Connections of this pool (PG_POOL_SIZE). */
  readonly poolSize?: number;
  /** Longest wait for a connection, ms: past it the request gets a 503. */
  readonly connectTimeoutMs?: number;
  /** Longest run of one statement on the server, and wait for its answer, ms. */
  readonly statementTimeoutMs?: number;
}

// SQLSTATE classes and codes that mean "the database is not there now", not "this request is wrong".
const unavailableCodes = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  '53100', // disk_full: the server's disk, as SQLite's "database or disk is full"
  '58030', // io_error
  '25006', // read_only_sql_transaction: a standby, or a server set read-only
  '57014', // query_canceled: the statement timeout
  '55P03', // lock_not_available: the lock timeout
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
const unavailableMessages =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|connection error|not queryable|Client was closed/i;

/** Whether a driver error means the database is unreachable or too slow (answered with 503). */
export function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
  if (error instanceof AggregateError && error.errors.some(isUnavailableError)) return true;
  return unavailableMessages.test(error.message);
}

const int8 = 20;
const numeric = 1700;

/** Opens a pool on `url` (postgres://...). Nothing connects until the first use. */
export function openPostgresDatabase(url: string, options: PostgresOptions = {}): PostgresDatabase {
  const statementTimeoutMs = options.statementTimeoutMs ?? 5000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
    idleTimeoutMillis: 30_000,
    // On the server: no statement and no lock wait runs longer than this.
    statement_timeout: statementTimeoutMs,
    lock_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    // On the client: a server that stopped answering (the network, a frozen machine) is given up too.
    query_timeout: statementTimeoutMs + 1000,
    keepAlive: true,
    // Times are ms in BIGINT columns and counts are BIGINT: numbers, not strings (all below 2^53).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === int8 || oid === numeric
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection cut by a restart of the database must not end the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  // A connection cut while checked out between two statements of a transaction (the database stopped)
  // is reported on its client, where no one listens: without a listener Node would end the process.
  // The statement that follows fails, and the request gets its 503.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      console.error('PostgreSQL connection lost mid-transaction:', error.message),
    );
  });
  const db = new Kysely<PostgresSchema>({ dialect: new PostgresDialect({ pool }) });

  let migrated: Promise<void> | undefined;
  const ready = () => {
    migrated ??= migratePostgres(db).catch((error: unknown) => {
      // The next request tries again: the database may be back by then.
      migrated = undefined;
      throw error;
    });
    return migrated;
  };
  const run = async <T>(work: (db: Kysely<PostgresSchema>) => Promise<T>): Promise<T> => {
    try {
      await ready();
      return await work(db);
    } catch (error) {
      throw isUnavailableError(error) ? new StoreUnavailable(error) : error;
    }
  };
  return {
    run,
    transaction: (work) => run((db) => db.transaction().execute(work)),
    close: () => db.destroy(),
  };
}

/**
 * Waits, inside the caller's transaction, until no other transaction holds `name`, and holds it until
 * commit: what must be counted or checked exactly across processes (a rate limit, a slot, one
 * submission id) is worked on by one transaction at a time.
 */
export async function lockName(trx: Kysely<PostgresSchema>, name: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
