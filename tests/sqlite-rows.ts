import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

/**
 * What a query returns from the database a running API writes, read on a connection of its own.
 * The connection waits for a lock instead of failing at once: a server that starts on a database
 * whose last writer was killed recovers its WAL under an exclusive lock, and a checkpoint holds one
 * briefly too, so a reader without a busy timeout got "database is locked" in CI.
 */
export function sqliteRows(path: string, sql: string, ...params: SQLInputValue[]): Record<string, unknown>[] {
  const db = new DatabaseSync(path, { readOnly: true, timeout: 10_000 });
  try {
    return db.prepare(sql).all(...params) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}
