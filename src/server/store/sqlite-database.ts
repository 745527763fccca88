// The one SQLite database of the API (forms, outbox, owner portal, view counts), opened the same way by
// each store: WAL so readers never wait for the writer, FULL sync so an answered write is on disk,
// migrated, with its statements prepared once and its write transactions taken up front.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { migrate } from './migrations';
import { statementCache } from './sqlite-statements';
import { StoreUnavailable } from './store-unavailable';

/** An open, migrated database with its helpers. */
export interface SqliteDatabase {
  readonly db: DatabaseSync;
  /** The statement for `sql`, prepared on first use. */
  readonly prepare: (sql: string) => StatementSync;
  /**
   * Runs `work` in one write transaction; IMMEDIATE takes the write lock up front across processes.
   * Throws StoreUnavailable when the database cannot take writes (the disk full, busy, read-only).
   */
  readonly transaction: <T>(work: () => T) => T;
  /**
   * Runs `work` in a write transaction shared with the other writes queued in the same turn of the
   * event loop (group commit); resolves with its result once that transaction is committed and synced,
   * rejects when `work` throws (its changes alone are undone) or when the commit fails, with a
   * StoreUnavailable when the database cannot take writes (the disk full, busy, read-only). `work` must be
   * synchronous: it runs inside the transaction, which has ended by the time a promise of it settles.
   */
  readonly write: <T>(work: () => T, options?: WriteOptions) => Promise<T>;
}

/** How a queued write must reach the disk. */
export interface WriteOptions {
  /**
   * false: a statistic nobody was promised (a page view): its commit may skip the sync (WAL with
   * synchronous=NORMAL: a power cut can forget it, never corrupt the file) when every write of its
   * batch may. A batch with any durable write is synced whole. Default true.
   */
  readonly durable?: boolean;
}

interface QueuedWrite {
  readonly work: () => unknown;
  readonly durable: boolean;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** SQLITE_BUSY: another connection holds the write lock. */
const sqliteBusy = 5;

/**
 * SQLite's primary result codes for a database that cannot take a write now, whatever the write: busy
 * past the timeout, read-only, an I/O error, the disk full, the file not openable. The API answers
 * these 503 ("nothing was stored, try again") as it does an unreachable PostgreSQL, not 500.
 */
const unavailableCodes = new Set([sqliteBusy, 8, 10, 13, 14]);

/** A StoreUnavailable for an error of `unavailableCodes` (extended codes included), else the error. */
function sqliteStoreError(error: unknown): unknown {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && unavailableCodes.has(code & 0xff) ? new StoreUnavailable(error) : error;
}

/**
 * Opens (creating it and its folder when needed) and migrates the database at `path`. A write waits
 * up to `busyTimeoutMs` for another connection's write lock.
 */
export function openSqliteDatabase(path: string, { busyTimeoutMs = 5000 } = {}): SqliteDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { timeout: busyTimeoutMs });
  db.exec('PRAGMA journal_mode = WAL');
  // FULL: a submission is on disk before its 201 answer, even if the machine loses power right after.
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  // The group commit gives each write a savepoint of its own (write, below), and SQLite keeps what a
  // savepoint may roll back in a sub-journal, a temporary file by default: every page a post touches was
  // copied there with two write(2) calls, more writes than its WAL frames (BENCHMARKS.md, "Stores").
  // In memory, the sub-journal costs a copy; a crash loses nothing, as it only ever held an unfinished
  // transaction.
  db.exec('PRAGMA temp_store = MEMORY');
  migrate(db);
  const prepare = statementCache(db);
  const transaction = <T>(work: () => T): T => {
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      throw sqliteStoreError(error);
    }
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      try {
        if (db.isTransaction) db.exec('ROLLBACK');
      } catch {
        // Already rolled back by SQLite (a full disk can end the transaction), or the connection is gone.
      }
      throw sqliteStoreError(error);
    }
  };

  // Group commit. A synced COMMIT costs far more than the statements of one request, and node:sqlite
  // blocks the event loop while it runs; so the writes asked for while the loop handles one round of
  // I/O wait for setImmediate and share one BEGIN IMMEDIATE … COMMIT. Each runs in its own savepoint,
  // so one that throws is undone alone. No promise settles before the COMMIT has returned: an answer
  // that follows a write still follows a durable one.
  // When another process holds the write lock (`npm run alerts` or `purge`, or a second API process),
  // SQLite's own busy wait would sleep with the event loop blocked; the queue instead tries again on a
  // timer, taking the writes queued meanwhile along, and gives up after busyTimeoutMs.
  let queued: QueuedWrite[] = [];
  let scheduled = false;
  let busySince: number | undefined;
  const schedule = (delayMs: number) => {
    scheduled = true;
    if (delayMs === 0) setImmediate(flush);
    else setTimeout(flush, delayMs);
  };
  const rejectQueued = (error: unknown) => {
    const batch = queued;
    queued = [];
    for (const item of batch) item.reject(error);
  };
  const begin = (): boolean => {
    db.exec('PRAGMA busy_timeout = 0');
    try {
      db.exec('BEGIN IMMEDIATE');
      busySince = undefined;
      return true;
    } catch (error) {
      const busy = (error as { errcode?: unknown }).errcode === sqliteBusy;
      busySince ??= Date.now();
      if (busy && Date.now() - busySince < busyTimeoutMs) schedule(1);
      else {
        busySince = undefined;
        rejectQueued(error);
      }
      return false;
    } finally {
      db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
    }
  };
  // A batch of statistics alone commits at synchronous=NORMAL; the connection is back at FULL as soon as
  // it is done, so every other write (this queue's, `transaction`'s, a single statement's) stays synced.
  // The setting is only ever changed between transactions.
  const flush = () => {
    scheduled = false;
    if (queued.length === 0) return;
    const relaxed = !queued.some((item) => item.durable);
    if (!relaxed) return commitQueued();
    try {
      db.exec('PRAGMA synchronous = NORMAL');
    } catch (error) {
      rejectQueued(error);
      return;
    }
    try {
      commitQueued();
    } finally {
      try {
        db.exec('PRAGMA synchronous = FULL');
      } catch {
        // The connection is gone: nothing more will be written through it.
      }
    }
  };
  const commitQueued = () => {
    try {
      if (!begin()) return;
    } catch (error) {
      // The database was closed meanwhile, or the busy timeout could not be set.
      rejectQueued(error);
      return;
    }
    const batch = queued;
    queued = [];
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      for (const item of batch) {
        prepare('SAVEPOINT queued_write').run();
        try {
          outcomes.push({ ok: true, value: item.work() });
        } catch (error) {
          // A full disk or an I/O error can end the whole transaction, not just the statement: then no
          // write of the batch was kept, and each is rejected with this error (below).
          if (!db.isTransaction) throw error;
          prepare('ROLLBACK TO queued_write').run();
          outcomes.push({ ok: false, value: error });
        }
        prepare('RELEASE queued_write').run();
      }
      db.exec('COMMIT');
    } catch (error) {
      // The COMMIT failed (the disk refused), or a write ended the transaction: nothing of the batch was written.
      try {
        if (db.isTransaction) db.exec('ROLLBACK');
      } catch {
        // Already rolled back by SQLite, or the connection is gone: either way nothing was kept.
      }
      for (const item of batch) item.reject(error);
      return;
    }
    for (const [index, item] of batch.entries()) {
      const outcome = outcomes[index];
      if (outcome?.ok === true) item.resolve(outcome.value);
      else item.reject(outcome?.value);
    }
  };

  return {
    db,
    prepare,
    transaction,
    write<T>(work: () => T, { durable = true }: WriteOptions = {}): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queued.push({
          work,
          durable,
          resolve: resolve as (value: unknown) => void,
          reject: (error) => reject(sqliteStoreError(error)),
        });
        if (!scheduled) schedule(0);
      });
    },
  };
}
