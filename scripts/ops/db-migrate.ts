// `npm run db:migrate`: makes the API's database ready before the first start. With DATABASE_URL
// (postgres://user@host:port/name) it creates the database when it does not exist yet (connecting to
// the server's `postgres` database for that) and runs the PostgreSQL migrations; without it, it creates
// and migrates the SQLite file (DATABASE_PATH, else var/site.db). Safe to run again: what ran is kept.
import pg from 'pg';
import { serverConfig } from '../../src/server/server-config';
import { isPostgresUrl } from '../../src/server/store/open-stores';
import { openPostgresDatabase } from '../../src/server/store/postgres-database';
import { openSqliteDatabase } from '../../src/server/store/sqlite-database';

const config = serverConfig();
if (isPostgresUrl(config.databaseUrl)) {
  const url = new URL(config.databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (name === '') throw new Error('DATABASE_URL names no database (postgres://user@host:port/name)');
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.href, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      // A name cannot be a query parameter: quoted as an identifier instead.
      await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      console.log(`Created the database ${name}.`);
    }
  } finally {
    await admin.end();
  }
  const database = openPostgresDatabase(config.databaseUrl);
  // Any statement runs the migrations first.
  await database.run((db) => db.selectFrom('submissions').select('id').limit(1).execute());
  await database.close();
  console.log(`The PostgreSQL database ${name} is migrated.`);
} else {
  openSqliteDatabase(config.databasePath).db.close();
  console.log(`The SQLite database ${config.databasePath} is migrated.`);
}
