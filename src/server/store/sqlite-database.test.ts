import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { openSqliteDatabase } from './sqlite-database';
import { isStoreUnavailable } from './store-unavailable';

const tempDb = () => join(mkdtempSync(join(tmpdir(), 'sqlite-database-')), 'site.db');
const count = (db: DatabaseSync) =>
  (db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n;

describe('group commit (write)', () => {
  it('commits a batch of statistics alone without a sync, and every other write synced', async () => {
    const database = openSqliteDatabase(tempDb());
    // PRAGMA synchronous: 1 is NORMAL, 2 is FULL.
    const synchronous = () =>
      (database.db.prepare('PRAGMA synchronous').get() as { synchronous: number }).synchronous;
    const seen: Record<string, number> = {};
    await Promise.all([
      database.write(() => (seen.viewAlone = synchronous()), { durable: false }),
      database.write(() => (seen.secondView = synchronous()), { durable: false }),
    ]);
    // A view queued with a durable write shares its synced commit.
    await Promise.all([
      database.write(() => (seen.viewWithPost = synchronous()), { durable: false }),
      database.write(() => (seen.post = synchronous())),
    ]);
    expect(seen).toEqual({ viewAlone: 1, secondView: 1, viewWithPost: 2, post: 2 });
    // Once a batch of views is done the connection is back at FULL for `transaction` and single statements.
    await database.write(() => undefined, { durable: false });
    expect(synchronous()).toBe(2);
    expect(database.transaction(synchronous)).toBe(2);
    database.db.close();
  });

  it('keeps the savepoints of a group commit in memory, not in a temporary file', () => {
    const database = openSqliteDatabase(tempDb());
    // PRAGMA temp_store: 0 is the build's default (a file here), 2 is MEMORY.
    const tempStore = (database.db.prepare('PRAGMA temp_store').get() as { temp_store: number }).temp_store;
    expect(tempStore).toBe(2);
    database.db.close();
  });

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

  it('waits for the write lock of another process without blocking the event loop', async () => {
    const path = tempDb();
    const database = openSqliteDatabase(path, { busyTimeoutMs: 2000 });
    const other = new DatabaseSync(path);
    other.exec('BEGIN IMMEDIATE');
    const started = Date.now();
    // This timer can only fire if the queued writes below do not hold the event loop while they wait.
    setTimeout(() => other.exec('ROLLBACK'), 30);
    const results = await Promise.all([database.write(() => 1), database.write(() => 2)]);
    expect(results).toEqual([1, 2]);
    expect(Date.now() - started).toBeLessThan(1000);
    other.close();
    database.db.close();
  });

  it('rejects the writes waiting for the lock once the busy timeout has passed, then writes again', async () => {
    const path = tempDb();
    const database = openSqliteDatabase(path, { busyTimeoutMs: 50 });
    const other = new DatabaseSync(path);
    other.exec('BEGIN IMMEDIATE');
    const results = await Promise.allSettled([database.write(() => 1), database.write(() => 2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    // As a store that cannot be written now: the API answers 503, not 500.
    expect(results.every((result) => result.status === 'rejected' && isStoreUnavailable(result.reason))).toBe(
      true,
    );
    other.exec('ROLLBACK');
    expect(await database.write(() => 3)).toBe(3);
    other.close();
    database.db.close();
  });

  it('rejects writes as unavailable while the disk is full, keeps what was committed, then writes again', async () => {
    const path = tempDb();
    const database = openSqliteDatabase(path);
    const insert = (id: string, size: number) =>
      database
        .prepare(
          `INSERT INTO submissions (id, kind, locale, email, body, created_at) VALUES (?, 'site-contact', 'fr', '', ?, 0)`,
        )
        .run(id, 'x'.repeat(size));
    await database.write(() => insert('kept', 10));
    // The file may not grow past its pages: SQLite's "database or disk is full", as on a full disk.
    const pages = (database.db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    database.db.exec(`PRAGMA max_page_count = ${pages}`);
    const refused = await Promise.allSettled([
      database.write(() => insert('big', 200_000)),
      database.write(() => insert('small', 10)),
    ]);
    expect(refused.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refused.every((result) => result.status === 'rejected' && isStoreUnavailable(result.reason))).toBe(
      true,
    );
    expect(() => database.transaction(() => insert('big-too', 200_000))).toThrow(/unavailable/);
    database.db.exec(`PRAGMA max_page_count = ${pages * 1000}`);
    await database.write(() => insert('later', 200_000));
    const ids = database.db.prepare('SELECT id FROM submissions ORDER BY id').all() as { id: string }[];
    expect(ids.map((row) => row.id)).toEqual(['kept', 'later']);
    database.db.close();
  });
});
