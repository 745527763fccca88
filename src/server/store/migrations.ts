// SQLite's migrations, kept at this path for the tests that build a database of an earlier version. The
// one list of migrations of both databases is schema/migrations.ts.
export { migrate, sqliteMigrations as migrations } from './schema/sqlite-migrate';
