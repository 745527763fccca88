import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { openSqliteDatabase } from './sqlite-database';

const tempDb = () => join(mkdtempSync(join(tmpdir(), 'sqlite-database-')), 'site.db');
const count = (db: DatabaseSync) =>
  (db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n;

describe('group commit (write)', () => {
  it('shares one transaction between the writes of a turn and settles them only after its commit', async () => {
    const path = tempDb();
    const database = openSqliteDatabase(path);
    const reader = new DatabaseSync(path, { readOnly: true });
    const insert = (id: string) =>
      database
        .prepare(
          `INSERT INTO submissions (id, kind, locale, email, body, created_at) VALUES (?, 'site-contact', 'fr', '', '{}', 0)`,
        )
        .run(id);
    const seenByOthers: number[] = [];
    const first = database.write(() => insert('a'));
    const second = database.write(() => {
      // The first write is done but not committed: another connection does not see it yet.
      seenByOthers.push(count(reader));
      insert('b');
      return 'b';
    });
    const settled: number[] = [];
    const third = database.write(() => insert('c')).then(() => settled.push(count(reader)));
    await Promise.all([first, second, third]);
    expect(await second).toBe('b');
    expect(seenByOthers).toEqual([0]);
    // Once a write's promise settles, its row is committed: any connection reads it.
    expect(settled).toEqual([3]);
    database.db.close();
    reader.close();
  });

  it('undoes a write that throws alone and rejects it, while the others of its turn commit', async () => {
    const database = openSqliteDatabase(':memory:');
    const insert = (id: string) =>
      database
        .prepare(
          `INSERT INTO submissions (id, kind, locale, email, body, created_at) VALUES (?, 'site-contact', 'fr', '', '{}', 0)`,
        )
        .run(id);
    const results = await Promise.allSettled([
      database.write(() => insert('a')),
      database.write(() => {
        insert('b');
        throw new Error('refused');
      }),
      database.write(() => insert('a')),
      database.write(() => insert('c')),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    const ids = database.db.prepare('SELECT id FROM submissions ORDER BY id').all() as { id: string }[];
    expect(ids.map((row) => row.id)).toEqual(['a', 'c']);
    expect(database.db.isTransaction).toBe(false);
  });

  it('rejects every write of a turn when the write lock cannot be had', async () => {
    const path = tempDb();
    const database = openSqliteDatabase(path);
    const other = new DatabaseSync(path, { timeout: 0 });
    other.exec('BEGIN IMMEDIATE');
    // Another process holds the write lock past the busy timeout: shorten it for the test.
    database.db.exec('PRAGMA busy_timeout = 10');
    const results = await Promise.allSettled([database.write(() => 1), database.write(() => 2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    other.exec('ROLLBACK');
    expect(await database.write(() => 3)).toBe(3);
    other.close();
    database.db.close();
  });
});
