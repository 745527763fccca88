// The SQLite view counter and enquiries. Views are group-committed without a sync of their own.
import { randomBytes } from 'node:crypto';
import { daySaltCache } from '../../owner/day-salt-cache';
import type { SqliteDatabase } from '../sqlite-database';
import { number, type Row, text } from '../sqlite-rows';
import { dayTables, propertyEnquiry, type ViewStore } from './contract';

/** The view counter and enquiries of the SQLite database. */
export function sqliteViews({ prepare, transaction, write }: SqliteDatabase): ViewStore {
  const salts = daySaltCache();
  return {
    daySalt: (today) =>
      salts.salt(today, async (day) => {
        const known = prepare('SELECT salt FROM view_salts WHERE day = ?').get(day) as Row | undefined;
        if (known !== undefined) return text(known, 'salt');
        return transaction(() => {
          for (const table of dayTables) prepare(`DELETE FROM ${table} WHERE day <> ?`).run(day);
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
        for (const table of dayTables) prepare(`DELETE FROM ${table} WHERE day < ?`).run(day);
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
      return rows.map((row) =>
        propertyEnquiry({
          kind: text(row, 'kind'),
          created_at: number(row, 'created_at'),
          body: text(row, 'body'),
        }),
      );
    },
  };
}
