// The SQLite implementation of OwnerStore, on the same database file as the forms (one list of
// migrations), made of the SQLite side of each of its concerns.
import { sqliteAccounts } from './accounts/sqlite';
import { sqliteWeeklyReports } from './accounts/weekly-reports-sqlite';
import { sqliteBuyers } from './demands/sqlite';
import { sqliteLogins } from './logins/sqlite';
import type { OwnerStore } from './owner-store';
import { openSqliteDatabase } from './sqlite-database';
import { sqliteViews } from './views/sqlite';

/** Opens (creating it and its folder when needed) and migrates the database at `path`. */
export function openSqliteOwnerStore(path: string): OwnerStore {
  const database = openSqliteDatabase(path);
  return {
    ...sqliteAccounts(database),
    ...sqliteWeeklyReports(database),
    ...sqliteBuyers(database),
    ...sqliteLogins(database),
    ...sqliteViews(database),
    close() {
      database.db.close();
    },
  };
}
