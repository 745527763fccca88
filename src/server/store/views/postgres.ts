// The PostgreSQL view counter and enquiries. The beacons that arrive together are counted in one call
// (migration 5's count_views), in order; a round trip and a statement of their own would cost the
// database several times the counting.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { callBatcher } from '../../owner/call-batcher';
import { daySaltCache } from '../../owner/day-salt-cache';
import type { PostgresDatabase } from '../postgres-database';
import { dayTables, propertyEnquiry, type ViewLimits, type ViewStore } from './contract';

/** One beacon's view, waiting to be counted with the others of its batch. */
interface QueuedView {
  readonly propertyId: number;
  readonly day: string;
  readonly visitorHash: string;
  readonly addressHash: string;
  readonly now: number;
  readonly limits: ViewLimits;
}

/** The view counter and enquiries of a PostgreSQL database. */
export function postgresViews({ run, transaction }: PostgresDatabase): ViewStore {
  const salts = daySaltCache();
  const countViews = callBatcher((views: readonly QueuedView[]) =>
    run(async (db) => {
      const result = await sql<{ counted: boolean[] }>`SELECT count_views(
          ${views.map((view) => view.propertyId)}::bigint[], ${views.map((view) => view.day)}::text[],
          ${views.map((view) => view.visitorHash)}::text[], ${views.map((view) => view.addressHash)}::text[],
          ${views.map((view) => view.now)}::bigint[], ${views.map((view) => view.limits.perAddress)}::int[],
          ${views.map((view) => view.limits.burstMs)}::bigint[]) AS counted`.execute(db);
      return result.rows[0]?.counted ?? [];
    }),
  );
  return {
    daySalt: (today) =>
      salts.salt(today, (day) =>
        run(async (db) => {
          const known = await db
            .selectFrom('view_salts')
            .select('salt')
            .where('day', '=', day)
            .executeTakeFirst();
          if (known !== undefined) return known.salt;
          return transaction(async (trx) => {
            for (const table of dayTables) await trx.deleteFrom(table).where('day', '<>', day).execute();
            // Another process may make the day's salt at the same moment: the first one stays.
            await trx
              .insertInto('view_salts')
              .values({ day, salt: randomBytes(32).toString('base64') })
              .onConflict((conflict) => conflict.column('day').doNothing())
              .execute();
            const row = await trx
              .selectFrom('view_salts')
              .select('salt')
              .where('day', '=', day)
              .executeTakeFirstOrThrow();
            return row.salt;
          });
        }),
      ),

    forgetViewDaysBefore: async (day) => {
      salts.forgetBefore(day);
      await transaction(async (trx) => {
        for (const table of dayTables) await trx.deleteFrom(table).where('day', '<', day).execute();
      });
    },

    countView: (propertyId, day, { visitorHash, addressHash }, now, limits) =>
      countViews({ propertyId, day, visitorHash, addressHash, now, limits }),

    viewCounts: (propertyId) =>
      run(async (db) => {
        const rows = await db
          .selectFrom('view_counts')
          .select(['day', 'views'])
          .where('property_id', '=', propertyId)
          .orderBy('day')
          .execute();
        return rows.map((row) => ({ date: row.day, views: row.views }));
      }),

    enquiries: (propertyId, kinds) =>
      run(async (db) => {
        if (kinds.length === 0) return [];
        const rows = await db
          .selectFrom('submissions')
          .select(['kind', 'body', 'created_at'])
          .where('kind', 'in', [...kinds])
          .where(sql<string>`body::jsonb ->> 'propertyId'`, '=', String(propertyId))
          .orderBy('created_at', 'desc')
          .execute();
        return rows.map(propertyEnquiry);
      }),
  };
}
