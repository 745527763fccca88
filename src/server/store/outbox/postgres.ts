// The PostgreSQL outbox: the one way an e-mail enters it, shared by every concern that queues one, and
// the mailer worker's claims (FOR UPDATE SKIP LOCKED: two workers never take the same e-mail) and marks.
import { type Kysely, sql } from 'kysely';
import { callBatcher } from '../../owner/call-batcher';
import type { PostgresDatabase } from '../postgres-database';
import type { PostgresSchema } from '../postgres-schema';
import {
  claimedColumns,
  emailColumns,
  type NewEmail,
  neverDue,
  type OutboxStore,
  queuedEmail,
  undeliveredLead,
} from './contract';

type Db = Kysely<PostgresSchema>;

/**
 * Queues `email` for sending from `now`, tied to the submission or demand it tells of (or to none).
 * Runs on the caller's transaction, so the e-mail is stored with the change it announces or not at all.
 */
export async function queuePostgresEmail(
  trx: Db,
  submissionId: string | null,
  email: NewEmail,
  now: number,
): Promise<void> {
  await queuePostgresEmails(trx, submissionId, [email], now);
}

/** Queues several e-mails of one submission in one statement (one round trip), as queuePostgresEmail. */
export async function queuePostgresEmails(
  trx: Db,
  submissionId: string | null,
  emails: readonly NewEmail[],
  now: number,
): Promise<void> {
  if (emails.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(
      emails.map((email) => ({
        submission_id: submissionId,
        ...emailColumns(email),
        sent_at: null,
        last_error: null,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
}

/** The outbox of a PostgreSQL database. */
export function postgresOutbox({ run }: PostgresDatabase): OutboxStore {
  // The outbox worker marks each e-mail as soon as the server accepted it; the marks that arrive together
  // are one UPDATE and one commit, where one each cost PostgreSQL a commit (a WAL flush) per e-mail.
  // One mark at a time: marks asked for meanwhile (another batch's round of the outbox worker, which
  // already marks a round of lanes at once) wait for the next statement, which takes them all.
  const markSent = callBatcher(
    (marks: readonly { readonly ids: readonly number[]; readonly now: number }[]) =>
      run(async (db) => {
        const ids = marks.flatMap((mark) => mark.ids);
        const nows = marks.flatMap((mark) => mark.ids.map(() => mark.now));
        await sql`UPDATE outbox SET sent_at = marked.now, attempts = outbox.attempts + 1, last_error = NULL
        FROM unnest(${ids}::bigint[], ${nows}::bigint[]) AS marked (id, now)
        WHERE outbox.id = marked.id`.execute(db);
        return marks.map(() => undefined);
      }),
    { maxInFlight: 1 },
  );
  /** Records an attempt that did not deliver: when to try again, and what else to set. */
  const markAttempt = async (
    id: number,
    error: string,
    nextAttemptAt: number,
    also: { readonly waits_for_connection?: boolean; readonly refused_at?: number },
  ) => {
    await run((db) =>
      db
        .updateTable('outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error.slice(0, 1000),
          next_attempt_at: nextAttemptAt,
          locked_until: 0,
          ...also,
        }))
        .where('id', '=', id)
        .execute(),
    );
  };
  return {
    claimDueEmails: (now, limit, leaseMs) => run((db) => claimDue(db, now, limit, leaseMs)),

    markEmailsSent: async (ids, now) => {
      if (ids.length === 0) return;
      await markSent({ ids, now });
    },

    markEmailFailed: (id, error, nextAttemptAt, waitsForConnection = false) =>
      markAttempt(id, error, nextAttemptAt, { waits_for_connection: waitsForConnection }),

    retryConnectionWaits: (now) =>
      run(async (db) => {
        const result = await db
          .updateTable('outbox')
          .set({ next_attempt_at: sql<number>`LEAST(next_attempt_at, ${now})`, waits_for_connection: false })
          .where('sent_at', 'is', null)
          .where('waits_for_connection', '=', true)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }),

    pendingEmails: () =>
      run(async (db) => {
        const row = await db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('sent_at', 'is', null)
          .where('refused_at', 'is', null)
          .executeTakeFirstOrThrow();
        return row.n;
      }),

    markEmailRefused: (id, error, now) => markAttempt(id, error, neverDue, { refused_at: now }),

    undeliveredLeads: () => run(undeliveredCrmLeads),

    resendRefusedLead: (submissionId, now) => run((db) => resendRefused(db, submissionId, now)),
  };
}

/** Leases up to `limit` due e-mails to one worker. SKIP LOCKED: a row another worker is claiming right now
 * is left to it, not waited for. */
async function claimDue(db: Db, now: number, limit: number, leaseMs: number) {
  const rows = await db
    .updateTable('outbox')
    .set({ locked_until: now + leaseMs })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where('locked_until', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(claimedColumns)
    .execute();
  return rows.sort((a, b) => a.id - b.id).map(queuedEmail);
}

/** The leads the CRM has not taken yet, oldest first. */
async function undeliveredCrmLeads(db: Db) {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'submission_id',
      'subject',
      'attempts',
      'last_error',
      'next_attempt_at',
      'refused_at',
      'created_at',
    ])
    .where('channel', '=', 'crm')
    .where('sent_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(undeliveredLead);
}

/** Puts a lead the CRM refused back in the queue; false when there is no such refused lead. */
async function resendRefused(db: Db, submissionId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ refused_at: null, attempts: 0, next_attempt_at: now, locked_until: 0 })
    .where('channel', '=', 'crm')
    .where('submission_id', '=', submissionId)
    .where('sent_at', 'is', null)
    .where('refused_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
