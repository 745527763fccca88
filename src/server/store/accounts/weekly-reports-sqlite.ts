// The SQLite side of the weekly report's storage.
import { queueEmail } from '../outbox/sqlite';
import type { SqliteDatabase } from '../sqlite-database';
import { number, type Row } from '../sqlite-rows';
import type { WeeklyReportStore } from './weekly-reports';

/** The weekly report's opt-outs and sent weeks of the SQLite database. */
export function sqliteWeeklyReports({ prepare, transaction }: SqliteDatabase): WeeklyReportStore {
  return {
    async reportOptOuts() {
      const rows = prepare('SELECT owner_id FROM owner_report_optouts').all() as Row[];
      return new Set(rows.map((row) => number(row, 'owner_id')));
    },

    async optOutOfReports(ownerId, now) {
      transaction(() =>
        prepare(
          'INSERT INTO owner_report_optouts (owner_id, opted_out_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
        ).run(ownerId, now),
      );
    },

    async queueWeeklyReport(ownerId, week, email, now) {
      return transaction(() => {
        const added = prepare(
          'INSERT INTO owner_reports_sent (owner_id, week, sent_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        ).run(ownerId, week, now);
        if (Number(added.changes) === 0) return false;
        queueEmail(prepare, null, email, now);
        return true;
      });
    },
  };
}
