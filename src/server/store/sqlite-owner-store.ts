// The SQLite implementation of OwnerStore, on the same database file as the forms (shared migrations).
import { randomBytes } from 'node:crypto';
import type { SQLInputValue } from 'node:sqlite';
import { daySaltCache } from '../owner/day-salt-cache';
import type { NewEmail } from './form-store';
import { keyRefuses, knownAddressMs, type OwnerStore, throttleRetentionMs } from './owner-store';
import { openSqliteDatabase } from './sqlite-database';
import { queueEmail } from './sqlite-outbox';

type Row = Record<string, SQLInputValue>;

const text = (row: Row | undefined, column: string): string => String(row?.[column] ?? '');
const number = (row: Row | undefined, column: string): number => Number(row?.[column] ?? 0);

/** Opens (creating it and its folder when needed) and migrates the database at `path`. */
export function openSqliteOwnerStore(path: string): OwnerStore {
  const { db, prepare, transaction, write } = openSqliteDatabase(path);
  const salts = daySaltCache();

  const queue = (email: NewEmail, now: number) => queueEmail(prepare, null, email, now);
  const relaxed = { durable: false } as const;

  return {
    async passwordHash(ownerId) {
      const row = prepare('SELECT password_hash FROM owner_accounts WHERE owner_id = ?').get(ownerId) as
        | Row
        | undefined;
      return row === undefined ? undefined : text(row, 'password_hash');
    },

    async issuePasswordToken(token, email, now) {
      transaction(() => {
        // Spent and expired tokens serve no purpose: keep the table small.
        prepare('DELETE FROM owner_tokens WHERE expires_at < ? OR used_at IS NOT NULL').run(now);
        // Only the newest link of a kind works: an older one, forgotten in an inbox, is no way in.
        prepare('DELETE FROM owner_tokens WHERE owner_id = ? AND purpose = ?').run(
          token.ownerId,
          token.purpose,
        );
        prepare(
          'INSERT INTO owner_tokens (token_hash, owner_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        ).run(token.tokenHash, token.ownerId, token.purpose, now, token.expiresAt);
        queue(email, now);
      });
    },

    async redeemPasswordToken(tokenHash, passwordHash, now, notify) {
      return transaction(() => {
        const row = prepare(
          'SELECT owner_id, purpose FROM owner_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
        ).get(tokenHash, now) as Row | undefined;
        if (row === undefined) return undefined;
        const ownerId = number(row, 'owner_id');
        const notice = notify?.(ownerId, row['purpose'] === 'invite' ? 'invite' : 'reset');
        if (notice !== undefined) queue(notice, now);
        prepare('UPDATE owner_tokens SET used_at = ? WHERE token_hash = ?').run(now, tokenHash);
        // The password changed: every other link the owner was sent (reset or invitation) ends with it.
        prepare('DELETE FROM owner_tokens WHERE owner_id = ? AND token_hash <> ?').run(ownerId, tokenHash);
        prepare(
          `INSERT INTO owner_accounts (owner_id, password_hash, updated_at) VALUES (?, ?, ?)
           ON CONFLICT (owner_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
        ).run(ownerId, passwordHash, now);
        prepare('DELETE FROM owner_sessions WHERE owner_id = ?').run(ownerId);
        return ownerId;
      });
    },

    async startSession(tokenHash, ownerId, now, notification) {
      transaction(() => {
        prepare(
          'INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
        ).run(tokenHash, ownerId, now, now);
        queue(notification, now);
      });
    },

    async sessionOwner(tokenHash, now, { idleMs, absoluteMs }) {
      const row = prepare(
        'SELECT owner_id, created_at, last_seen_at FROM owner_sessions WHERE token_hash = ?',
      ).get(tokenHash) as Row | undefined;
      if (row === undefined) return undefined;
      // Each write in `transaction`, as every other here: a full disk then answers 503, not 500.
      if (now - number(row, 'last_seen_at') > idleMs || now - number(row, 'created_at') > absoluteMs) {
        transaction(() => prepare('DELETE FROM owner_sessions WHERE token_hash = ?').run(tokenHash));
        return undefined;
      }
      transaction(() =>
        prepare('UPDATE owner_sessions SET last_seen_at = MAX(last_seen_at, ?) WHERE token_hash = ?').run(
          now,
          tokenHash,
        ),
      );
      return number(row, 'owner_id');
    },

    async endSession(tokenHash) {
      transaction(() => prepare('DELETE FROM owner_sessions WHERE token_hash = ?').run(tokenHash));
    },

    // Throttle counts are written like the view counts (group commit, no sync of their own): a
    // synced commit blocks the event loop for as long as the disk takes, and a flood of attempts
    // then held up every page. A power cut may forget the last moment's attempts, never more.
    async reserveLoginAttempt(keys, since, now) {
      return write(() => {
        // Every key's old attempts go, not only these keys', so the table never outgrows the longest window.
        prepare('DELETE FROM login_failures WHERE at <= ?').run(now - throttleRetentionMs);
        const windows = keys.map(({ keyHash }) => {
          const row = prepare(
            'SELECT COUNT(*) AS n, MIN(at) AS oldest, MAX(at) AS newest FROM login_failures WHERE key_hash = ? AND at > ?',
          ).get(keyHash, since) as Row;
          const count = number(row, 'n');
          return {
            count,
            oldest: count === 0 ? undefined : number(row, 'oldest'),
            newest: count === 0 ? undefined : number(row, 'newest'),
          };
        });
        if (keys.some((key, index) => windows[index] !== undefined && keyRefuses(key, windows[index], now))) {
          return { full: windows };
        }
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

    daySalt: (today) =>
      salts.salt(today, async (day) => {
        const known = prepare('SELECT salt FROM view_salts WHERE day = ?').get(day) as Row | undefined;
        if (known !== undefined) return text(known, 'salt');
        return transaction(() => {
          prepare('DELETE FROM view_salts WHERE day <> ?').run(day);
          prepare('DELETE FROM view_visitors WHERE day <> ?').run(day);
          prepare('DELETE FROM view_sources WHERE day <> ?').run(day);
          // Another process may have made the day's salt between the read and the lock: keep the first.
          prepare('INSERT INTO view_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING').run(
            day,
            randomBytes(32).toString('base64'),
          );
          return text(prepare('SELECT salt FROM view_salts WHERE day = ?').get(day) as Row, 'salt');
        });
      }),

    async forgetViewDaysBefore(day) {
      salts.forgetBefore(day);
      transaction(() => {
        prepare('DELETE FROM view_salts WHERE day < ?').run(day);
        prepare('DELETE FROM view_visitors WHERE day < ?').run(day);
        prepare('DELETE FROM view_sources WHERE day < ?').run(day);
      });
    },

    async countView(propertyId, day, { visitorHash, addressHash }, now, limits) {
      // Group commit: the beacons that arrive together share one commit. A view is a statistic, not
      // something a visitor was promised: a batch of views alone is not synced (a power cut may forget
      // the last moment's views, as PostgreSQL's synchronous_commit=off may), so beacons are not held
      // to the disk's sync rate.
      return write(
        () => {
          const first = prepare(
            'INSERT INTO view_visitors (day, visitor_hash) VALUES (?, ?) ON CONFLICT DO NOTHING',
          ).run(day, visitorHash);
          if (first.changes === 0) return false;
          const address = prepare(
            'SELECT views, last_at FROM view_sources WHERE day = ? AND source_hash = ?',
          ).get(day, addressHash) as Row | undefined;
          if (address !== undefined) {
            if (number(address, 'views') >= limits.perAddress) return false;
            if (now - number(address, 'last_at') < limits.burstMs) return false;
          }
          prepare(
            `INSERT INTO view_sources (day, source_hash, views, last_at) VALUES (?, ?, 1, ?)
           ON CONFLICT (day, source_hash) DO UPDATE SET views = views + 1, last_at = excluded.last_at`,
          ).run(day, addressHash, now);
          prepare(
            `INSERT INTO view_counts (property_id, day, views) VALUES (?, ?, 1)
           ON CONFLICT (property_id, day) DO UPDATE SET views = views + 1`,
          ).run(propertyId, day);
          return true;
        },
        { durable: false },
      );
    },

    async viewCounts(propertyId) {
      const rows = prepare('SELECT day, views FROM view_counts WHERE property_id = ? ORDER BY day').all(
        propertyId,
      ) as Row[];
      return rows.map((row) => ({ date: text(row, 'day'), views: number(row, 'views') }));
    },

    async enquiries(propertyId, kinds) {
      if (kinds.length === 0) return [];
      const rows = prepare(
        `SELECT kind, body, created_at FROM submissions
           WHERE kind IN (${kinds.map(() => '?').join(', ')}) AND json_extract(body, '$.propertyId') = ?
           ORDER BY created_at DESC`,
      ).all(...kinds, propertyId) as Row[];
      return rows.map((row) => ({
        kind: text(row, 'kind'),
        createdAt: number(row, 'created_at'),
        body: JSON.parse(text(row, 'body')) as Record<string, unknown>,
      }));
    },

    close() {
      db.close();
    },
  };
}
