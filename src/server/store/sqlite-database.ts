// The one SQLite database of the API (forms, outbox, owner portal, view counts), opened the same way by
// each store: WAL so readers never wait for the writer, FULL sync so an answered write is on disk,
// migrated, with its statements prepared once and its write transactions taken up front.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { migrate } from './schema/sqlite-migrate';
import { groupCommit, sqliteBusy, type WriteOptions } from './sqlite-group-commit';
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

export type { WriteOptions } from './sqlite-group-commit';

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

  return {
    db,
    prepare,
    transaction,
    write: groupCommit(db, prepare, busyTimeoutMs, sqliteStoreError),
  };
}
