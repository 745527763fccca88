// The one SQLite database of the API (forms, outbox, owner portal, view counts), opened the same way by
// each store: WAL so readers never wait for the writer, FULL sync so an answered write is on disk,
// migrated, with its statements prepared once and its write transactions taken up front.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { migrate } from './migrations';
import { statementCache } from './sqlite-statements';

/** An open, migrated database with its helpers. */
export interface SqliteDatabase {
  readonly db: DatabaseSync;
  /** The statement for `sql`, prepared on first use. */
  readonly prepare: (sql: string) => StatementSync;
  /** Runs `work` in one write transaction; IMMEDIATE takes the write lock up front across processes. */
  readonly transaction: <T>(work: () => T) => T;
}

/** Opens (creating it and its folder when needed) and migrates the database at `path`. */
export function openSqliteDatabase(path: string): SqliteDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL');
  // FULL: a submission is on disk before its 201 answer, even if the machine loses power right after.
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db);
  return {
    db,
    prepare: statementCache(db),
    transaction(work) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = work();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
  };
}
