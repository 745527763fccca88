// Prepared statements kept per SQL text: a store method runs the same few statements on every request,
// and preparing one costs more than running it.
import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** A `prepare` for `db` that compiles each SQL text once and hands back the same statement after. */
export function statementCache(db: DatabaseSync): (sql: string) => StatementSync {
  const statements = new Map<string, StatementSync>();
  return (sql) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}
