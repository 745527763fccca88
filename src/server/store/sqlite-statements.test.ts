import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { statementCache } from './sqlite-statements';

describe('statementCache', () => {
  it('prepares each SQL text once and runs it again with new values', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE t (n INTEGER)');
    const prepare = statementCache(db);
    const insert = prepare('INSERT INTO t (n) VALUES (?)');
    expect(prepare('INSERT INTO t (n) VALUES (?)')).toBe(insert);
    insert.run(1);
    prepare('INSERT INTO t (n) VALUES (?)').run(2);
    expect(prepare('SELECT n FROM t ORDER BY n').all()).toEqual([{ n: 1 }, { n: 2 }]);
    expect(prepare('SELECT COUNT(*) AS c FROM t').get()).toEqual({ c: 2 });
  });
});
