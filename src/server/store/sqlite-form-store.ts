// The SQLite implementation of FormStore (node:sqlite, WAL, group commit, versioned migrations), made of
// the SQLite side of each concern on one open database.
import { sqliteDemands } from './demands/sqlite';
import { sqliteFormReturns } from './form-returns/sqlite';
import type { FormStore } from './form-store';
import { sqliteHeld } from './held/sqlite';
import { sqliteLimits } from './limits/sqlite';
import { sqliteOutbox } from './outbox/sqlite';
import { sqlitePurge } from './purge/sqlite';
import { openSqliteDatabase } from './sqlite-database';
import { sqliteSubmissions } from './submissions/sqlite';

/** Opens (creating it and its folder when needed) and migrates the database at `path`. */
export function openSqliteFormStore(path: string): FormStore {
  const database = openSqliteDatabase(path);
  return {
    ...sqliteSubmissions(database),
    ...sqliteHeld(database),
    ...sqliteFormReturns(database),
    ...sqliteLimits(database),
    ...sqliteOutbox(database),
    ...sqliteDemands(database),
    ...sqlitePurge(database),
    close() {
      database.db.close();
    },
  };
}
