// The PostgreSQL implementation of OwnerStore, on the same database as the forms, made of the
// PostgreSQL side of each of its concerns.
import { postgresAccounts } from './accounts/postgres';
import { postgresWeeklyReports } from './accounts/weekly-reports-postgres';
import { postgresBuyers } from './demands/postgres';
import { postgresLogins } from './logins/postgres';
import type { OwnerStore } from './owner-store';
import { openPostgresDatabase, type PostgresDatabase, type PostgresOptions } from './postgres-database';
import { postgresViews } from './views/postgres';

/** Opens the owner store on the PostgreSQL database at `url`; the schema is migrated on first use. */
export function openPostgresOwnerStore(url: string, options?: PostgresOptions): OwnerStore {
  return postgresOwnerStore(openPostgresDatabase(url, options));
}

/** The owner store on an open PostgreSQL database. */
export function postgresOwnerStore(database: PostgresDatabase): OwnerStore {
  return {
    ...postgresAccounts(database),
    ...postgresWeeklyReports(database),
    ...postgresBuyers(database),
    ...postgresLogins(database),
    ...postgresViews(database),
    close() {
      void database.close();
    },
  };
}
