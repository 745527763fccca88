// The SQLite form returns.
import type { SqliteDatabase } from '../sqlite-database';
import { number, type Row, text } from '../sqlite-rows';
import type { FormReturnStore } from './contract';

/** The form returns of the SQLite database. */
export function sqliteFormReturns({ prepare, write }: SqliteDatabase): FormReturnStore {
  return {
    async keepFormReturn(tokenHash, record, expiresAt, now, limit) {
      await write(() => {
        prepare('DELETE FROM form_returns WHERE expires_at <= ?').run(now);
        prepare('INSERT INTO form_returns (token_hash, record, expires_at) VALUES (?, ?, ?)').run(
          tokenHash,
          record,
          expiresAt,
        );
        // Beyond the limit, the ones that expire first (the oldest) go.
        const kept = number(prepare('SELECT COUNT(*) AS n FROM form_returns').get() as Row, 'n');
        if (kept > limit) {
          prepare(
            `DELETE FROM form_returns WHERE token_hash IN
               (SELECT token_hash FROM form_returns ORDER BY expires_at, token_hash LIMIT ?)`,
          ).run(kept - limit);
        }
      });
    },

    async takeFormReturn(tokenHash, now) {
      return write(() => {
        const row = prepare('SELECT record, expires_at FROM form_returns WHERE token_hash = ?').get(
          tokenHash,
        ) as Row | undefined;
        if (row === undefined) return undefined;
        prepare('DELETE FROM form_returns WHERE token_hash = ?').run(tokenHash);
        return number(row, 'expires_at') > now ? text(row, 'record') : undefined;
      });
    },
  };
}
