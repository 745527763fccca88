// SQLite's group commit: the writes asked for in one turn of the event loop share one transaction and
// one synced COMMIT (see openSqliteDatabase's `write`).
import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** How a queued write must reach the disk. */
export interface WriteOptions {
  /**
   * false: a statistic nobody was promised (a page view): its commit may skip the sync (WAL with
   * synchronous=NORMAL: a power cut can forget it, never corrupt the file) when every write of its
   * batch may. A batch with any durable write is synced whole. Default true.
   */
  readonly durable?: boolean;
}

interface QueuedWrite {
  readonly work: () => unknown;
  readonly durable: boolean;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** SQLITE_BUSY: another connection holds the write lock. */
export const sqliteBusy = 5;

/**
 * Runs each write of a begun transaction in its own savepoint, so one that throws is undone alone, then
 * commits; settles every write once the COMMIT returned (or failed: then none was kept).
 */
function commitBatch(
  db: DatabaseSync,
  prepare: (sql: string) => StatementSync,
  batch: readonly QueuedWrite[],
) {
  const outcomes: { ok: boolean; value: unknown }[] = [];
  try {
    for (const item of batch) {
      prepare('SAVEPOINT queued_write').run();
      try {
        outcomes.push({ ok: true, value: item.work() });
      } catch (error) {
        // A full disk or an I/O error can end the whole transaction, not just the statement: then no
        // write of the batch was kept, and each is rejected with this error (below).
        if (!db.isTransaction) throw error;
        prepare('ROLLBACK TO queued_write').run();
        outcomes.push({ ok: false, value: error });
      }
      prepare('RELEASE queued_write').run();
    }
    db.exec('COMMIT');
  } catch (error) {
    // The COMMIT failed (the disk refused), or a write ended the transaction: nothing of the batch was written.
    try {
      if (db.isTransaction) db.exec('ROLLBACK');
    } catch {
      // Already rolled back by SQLite, or the connection is gone: either way nothing was kept.
    }
    for (const item of batch) item.reject(error);
    return;
  }
  for (const [index, item] of batch.entries()) {
    const outcome = outcomes[index];
    if (outcome?.ok === true) item.resolve(outcome.value);
    else item.reject(outcome?.value);
  }
}

/**
 * The queue of `db`'s writes: `enqueue` adds one and schedules the batch. `storeError` turns an error
 * into what the caller is told (a StoreUnavailable when the database cannot take writes).
 */
export function groupCommit(
  db: DatabaseSync,
  prepare: (sql: string) => StatementSync,
  busyTimeoutMs: number,
  storeError: (error: unknown) => unknown,
) {
  // Group commit. A synced COMMIT costs far more than the statements of one request, and node:sqlite
  // blocks the event loop while it runs; so the writes asked for while the loop handles one round of
  // I/O wait for setImmediate and share one BEGIN IMMEDIATE … COMMIT. Each runs in its own savepoint,
  // so one that throws is undone alone. No promise settles before the COMMIT has returned: an answer
  // that follows a write still follows a durable one.
  // When another process holds the write lock (`npm run alerts` or `purge`, or a second API process),
  // SQLite's own busy wait would sleep with the event loop blocked; the queue instead tries again on a
  // timer, taking the writes queued meanwhile along, and gives up after busyTimeoutMs.
  let queued: QueuedWrite[] = [];
  let scheduled = false;
  let busySince: number | undefined;
  const schedule = (delayMs: number) => {
    scheduled = true;
    if (delayMs === 0) setImmediate(flush);
    else setTimeout(flush, delayMs);
  };
  const rejectQueued = (error: unknown) => {
    const batch = queued;
    queued = [];
    for (const item of batch) item.reject(error);
  };
  const begin = (): boolean => {
    db.exec('PRAGMA busy_timeout = 0');
    try {
      db.exec('BEGIN IMMEDIATE');
      busySince = undefined;
      return true;
    } catch (error) {
      const busy = (error as { errcode?: unknown }).errcode === sqliteBusy;
      busySince ??= Date.now();
      if (busy && Date.now() - busySince < busyTimeoutMs) schedule(1);
      else {
        busySince = undefined;
        rejectQueued(error);
      }
      return false;
    } finally {
      db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
    }
  };
  // A batch of statistics alone commits at synchronous=NORMAL; the connection is back at FULL as soon as
  // it is done, so every other write (this queue's, `transaction`'s, a single statement's) stays synced.
  // The setting is only ever changed between transactions.
  const flush = () => {
    scheduled = false;
    if (queued.length === 0) return;
    const relaxed = !queued.some((item) => item.durable);
    if (!relaxed) return commitQueued();
    try {
      db.exec('PRAGMA synchronous = NORMAL');
    } catch (error) {
      rejectQueued(error);
      return;
    }
    try {
      commitQueued();
    } finally {
      try {
        db.exec('PRAGMA synchronous = FULL');
      } catch {
        // The connection is gone: nothing more will be written through it.
      }
    }
  };
  const commitQueued = () => {
    try {
      if (!begin()) return;
    } catch (error) {
      // The database was closed meanwhile, or the busy timeout could not be set.
      rejectQueued(error);
      return;
    }
    const batch = queued;
    queued = [];
    commitBatch(db, prepare, batch);
  };

  return <T>(work: () => T, { durable = true }: WriteOptions = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queued.push({
        work,
        durable,
        resolve: resolve as (value: unknown) => void,
        reject: (error) => reject(storeError(error)),
      });
      if (!scheduled) schedule(0);
    });
}
