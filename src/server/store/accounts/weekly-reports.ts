// The owners' weekly report: who asked for none, and which ISO week each owner was sent. The week is
// recorded in the transaction that queues the e-mail, so a second run in the same week sends nothing.
import type { NewEmail } from '../outbox/contract';

/** The weekly report's storage of the owner store. */
export interface WeeklyReportStore {
  /** The owners who asked for no weekly report. */
  reportOptOuts(): Promise<ReadonlySet<number>>;
  /** Records that an owner wants no more weekly reports (a second time changes nothing). */
  optOutOfReports(ownerId: number, now: number): Promise<void>;
  /**
   * Records that `ownerId` was sent the report of `week` and queues its e-mail, together; false (and
   * nothing queued) when that week was sent to the owner already.
   */
  queueWeeklyReport(ownerId: number, week: string, email: NewEmail, now: number): Promise<boolean>;
}
