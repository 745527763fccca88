// Migrates an SQLite database from the one list of migrations (schema/migrations.ts): the database's
// user_version says how many of SQLite's migrations have run.
import type { DatabaseSync } from 'node:sqlite';
import { migrationTexts } from './migrations';

/** SQLite's migrations in order; user_version N means the first N have run. */
export const sqliteMigrations: readonly string[] = migrationTexts('sqlite');

/** Runs the migrations the database has not run yet, each in its own transaction. */
export function migrate(db: DatabaseSync): void {
  const version = () =>
    Number((db.prepare('PRAGMA user_version').get() as Record<string, unknown>)['user_version'] ?? 0);
  for (const [index, sql] of sqliteMigrations.entries()) {
    if (index < version()) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      // Another process (the API and a staff command open the same file) may have run it meanwhile.
      if (index < version()) {
        db.exec('COMMIT');
        continue;
      }
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${index + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
