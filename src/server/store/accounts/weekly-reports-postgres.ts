// The PostgreSQL side of the weekly report's storage.
import { sql } from 'kysely';
import { queuePostgresEmail } from '../outbox/postgres';
import type { PostgresDatabase } from '../postgres-database';
import type { WeeklyReportStore } from './weekly-reports';

/** The weekly report's opt-outs and sent weeks of a PostgreSQL database. */
export function postgresWeeklyReports({ run, transaction }: PostgresDatabase): WeeklyReportStore {
  return {
    reportOptOuts: () =>
      run(async (db) => {
        const { rows } = await sql<{
          owner_id: string | number;
        }>`SELECT owner_id FROM owner_report_optouts`.execute(db);
        return new Set(rows.map((row) => Number(row.owner_id)));
      }),

    optOutOfReports: async (ownerId, now) => {
      await transaction(async (trx) => {
        await sql`INSERT INTO owner_report_optouts (owner_id, opted_out_at) VALUES (${ownerId}, ${now})
          ON CONFLICT DO NOTHING`.execute(trx);
      });
    },

    queueWeeklyReport: (ownerId, week, email, now) =>
      transaction(async (trx) => {
        const { rows } = await sql`INSERT INTO owner_reports_sent (owner_id, week, sent_at)
          VALUES (${ownerId}, ${week}, ${now}) ON CONFLICT DO NOTHING RETURNING owner_id`.execute(trx);
        if (rows.length === 0) return false;
        await queuePostgresEmail(trx, null, email, now);
        return true;
      }),
  };
}
