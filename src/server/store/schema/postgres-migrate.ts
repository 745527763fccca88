// Migrates a PostgreSQL database from the one list of migrations (schema/migrations.ts): the rows of
// schema_migrations say how many of PostgreSQL's migrations have run.
import { type Kysely, sql } from 'kysely';
import type { PostgresSchema } from '../postgres-schema';
import { migrationTexts } from './migrations';

/** PostgreSQL's migrations in order; N rows in schema_migrations mean the first N have run. */
export const postgresMigrations: readonly string[] = migrationTexts('postgres');

// Any fixed number: the advisory lock that lets one process at a time migrate (the others wait).
const migrationLock = 16_016_016;

/** Runs the migrations the database has not run yet, all in one transaction, one process at a time. */
export async function migratePostgres(db: Kysely<PostgresSchema>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${migrationLock})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)`.execute(
      trx,
    );
    const done = await sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM schema_migrations`.execute(trx);
    const ran = done.rows[0]?.n ?? 0;
    for (const [index, text] of postgresMigrations.entries()) {
      if (index < ran) continue;
      await sql.raw(text).execute(trx);
      await sql`INSERT INTO schema_migrations (version, applied_at) VALUES (${index + 1}, ${Date.now()})`.execute(
        trx,
      );
    }
  });
}
