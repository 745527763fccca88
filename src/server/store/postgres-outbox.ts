// The one way an e-mail enters and leaves the PostgreSQL outbox, shared by the form store and the owner
// store (the counterpart of sqlite-outbox.ts), and the advisory lock both stores serialise on.
import { type Kysely, sql } from 'kysely';
import type { NewEmail, QueuedEmail } from './form-store';
import type { PostgresSchema } from './postgres-schema';

/**
 * Queues `email` for sending from `now`, tied to the submission or demand it tells of (or to none).
 * Runs on the caller's transaction, so the e-mail is stored with the change it announces or not at all.
 */
export async function queuePostgresEmail(
  trx: Kysely<PostgresSchema>,
  submissionId: string | null,
  email: NewEmail,
  now: number,
): Promise<void> {
  await queuePostgresEmails(trx, submissionId, [email], now);
}

/** What an outbox row holds of an e-mail (its address, subject, text and attachment). */
export function emailColumns(email: NewEmail) {
  return {
    to_address: email.to,
    reply_to: email.replyTo ?? null,
    subject: email.subject,
    text: email.text,
    attachment_path: email.attachment?.path ?? null,
    attachment_name: email.attachment?.filename ?? null,
    list_unsubscribe: email.unsubscribeUrl ?? null,
  };
}

/** Queues several e-mails of one submission in one statement (one round trip), as queuePostgresEmail. */
export async function queuePostgresEmails(
  trx: Kysely<PostgresSchema>,
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

/** An outbox row as the mailer worker gets it. */
export function queuedEmail(row: {
  id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  attachment_path: string | null;
  attachment_name: string | null;
  list_unsubscribe: string | null;
  attempts: number;
}): QueuedEmail {
  return {
    id: row.id,
    to: row.to_address,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    text: row.text,
    attempts: row.attempts,
    attachment:
      row.attachment_path === null
        ? undefined
        : { path: row.attachment_path, filename: row.attachment_name ?? '' },
    unsubscribeUrl: row.list_unsubscribe ?? undefined,
  };
}

/**
 * Waits, inside the caller's transaction, until no other transaction holds `name`, and holds it until
 * commit: what must be counted or checked exactly across processes (a rate limit, a slot, one
 * submission id) is worked on by one transaction at a time.
 */
export async function lockName(trx: Kysely<PostgresSchema>, name: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
