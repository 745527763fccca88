// The one way an e-mail enters the outbox table, shared by the form store and the owner store so that
// both fill the same columns the same way (the outbox worker reads them back in sqlite-form-store.ts).
import type { StatementSync } from 'node:sqlite';
import type { NewEmail } from './form-store';

const insertSql = `INSERT INTO outbox (submission_id, to_address, reply_to, subject, text, attachment_path, attachment_name,
    list_unsubscribe, next_attempt_at, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * Queues `email` for sending from `now`, tied to the submission or demand it tells of (or to none, as
 * the owner portal's e-mails). Runs inside the caller's transaction, so the e-mail is stored with the
 * change it announces or not at all.
 */
export function queueEmail(
  prepare: (sql: string) => StatementSync,
  submissionId: string | null,
  email: NewEmail,
  now: number,
): void {
  prepare(insertSql).run(
    submissionId,
    email.to,
    email.replyTo ?? null,
    email.subject,
    email.text,
    email.attachment?.path ?? null,
    email.attachment?.filename ?? null,
    email.unsubscribeUrl ?? null,
    now,
    now,
  );
}
