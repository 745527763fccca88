// The SQLite login throttle. Throttle counts are written like the view counts (group commit, no sync of
// their own): a synced commit blocks the event loop for as long as the disk takes, and a flood of
// attempts then held up every page. A power cut may forget the last moment's attempts, never more.
import type { SqliteDatabase } from '../sqlite-database';
import type { Row } from '../sqlite-rows';
import {
  anyKeyRefuses,
  failureWindow,
  knownAddressMs,
  type LoginStore,
  throttleRetentionMs,
} from './contract';

const relaxed = { durable: false } as const;

/** The login throttle of the SQLite database. */
export function sqliteLogins({ prepare, write }: SqliteDatabase): LoginStore {
  return {
    async reserveLoginAttempt(keys, since, now) {
      return write(() => {
        // Every key's old attempts go, not only these keys', so the table never outgrows the longest window.
        prepare('DELETE FROM login_failures WHERE at <= ?').run(now - throttleRetentionMs);
        const windows = keys.map(({ keyHash }) =>
          failureWindow(
            prepare(
              'SELECT COUNT(*) AS n, MIN(at) AS oldest, MAX(at) AS newest FROM login_failures WHERE key_hash = ? AND at > ?',
            ).get(keyHash, since) as Row as { n: unknown; oldest: unknown; newest: unknown },
          ),
        );
        if (anyKeyRefuses(keys, windows, now)) return { full: windows };
        const insert = prepare('INSERT INTO login_failures (key_hash, at) VALUES (?, ?)');
        return { reserved: keys.map(({ keyHash }) => Number(insert.run(keyHash, now).lastInsertRowid)) };
      }, relaxed);
    },

    async releaseLoginAttempts(ids) {
      await write(() => {
        const remove = prepare('DELETE FROM login_failures WHERE rowid = ?');
        for (const id of ids) remove.run(id);
      }, relaxed);
    },

    async clearLoginFailures(keyHash) {
      await write(() => prepare('DELETE FROM login_failures WHERE key_hash = ?').run(keyHash), relaxed);
    },

    async rememberLoginAddress(keyHash, now) {
      await write(() => {
        prepare('DELETE FROM login_addresses WHERE last_at <= ?').run(now - knownAddressMs);
        prepare(
          `INSERT INTO login_addresses (key_hash, last_at) VALUES (?, ?)
           ON CONFLICT (key_hash) DO UPDATE SET last_at = MAX(last_at, excluded.last_at)`,
        ).run(keyHash, now);
      }, relaxed);
    },

    async knowsLoginAddress(keyHash, since) {
      return (
        prepare('SELECT 1 FROM login_addresses WHERE key_hash = ? AND last_at > ?').get(keyHash, since) !==
        undefined
      );
    },
  };
}
