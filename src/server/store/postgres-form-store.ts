// The PostgreSQL implementation of FormStore, selected by DATABASE_URL, for several API processes on one
// database, made of the PostgreSQL side of each concern. Each operation is one transaction; what must be
// exact across processes (a rate limit, a slot's capacity, one submission id, a spent challenge) is
// serialised by an advisory lock or a unique key.
import { postgresDemands } from './demands/postgres';
import { postgresFormReturns } from './form-returns/postgres';
import type { FormStore } from './form-store';
import { postgresHeld } from './held/postgres';
import { postgresLimits, postgresSweep } from './limits/postgres';
import { postgresOutbox } from './outbox/postgres';
import { openPostgresDatabase, type PostgresDatabase, type PostgresOptions } from './postgres-database';
import { postgresPurge } from './purge/postgres';
import { postgresSubmissions } from './submissions/postgres';

/** Opens the form store on the PostgreSQL database at `url`; the schema is migrated on first use. */
export function openPostgresFormStore(url: string, options?: PostgresOptions): FormStore {
  return postgresFormStore(openPostgresDatabase(url, options));
}

/** The form store on an open PostgreSQL database. */
export function postgresFormStore(database: PostgresDatabase): FormStore {
  // One sweep per store: the form posts and the limits counted alone delete what expired together.
  const sweep = postgresSweep();
  return {
    ...postgresSubmissions(database, sweep),
    ...postgresHeld(database),
    ...postgresFormReturns(database),
    ...postgresLimits(database, sweep),
    ...postgresOutbox(database),
    ...postgresDemands(database),
    ...postgresPurge(database),
    close() {
      void database.close();
    },
  };
}
