// The outbox: the e-mails to send, queued in the transaction of what they announce, and claimed,
// marked sent or failed by the mailer worker. Both databases fill and read the same columns (below).

/** An e-mail to send, queued in the outbox with its submission. */
export interface NewEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The address an answer goes to (the visitor's, on the agency's lead), when not the sender's. */
  readonly replyTo?: string | undefined;
  /**
   * A file to attach, with the name the recipient sees: a stored file's path (the CV), or a data: URL of
   * one made with the e-mail (a booked visit's calendar entry).
   */
  readonly attachment?: { readonly path: string; readonly filename: string } | undefined;
  /**
   * The link that ends the subscription this e-mail belongs to (a demand's alert): sent as its
   * List-Unsubscribe header with one-click (RFC 8058), so the reader's mail client offers the button.
   */
  readonly unsubscribeUrl?: string | undefined;
  /**
   * 'crm': not an e-mail but the lead posted to the CRM's webhook (src/server/crm), `text` its JSON body,
   * `subject` its kind; the worker sends it by HTTP, on the webhook's own retry schedule.
   */
  readonly channel?: 'crm' | undefined;
}

/** A webhook row of the outbox that is not delivered: pending, or refused (npm run leads). */
export interface UndeliveredLead {
  readonly submissionId: string;
  readonly kind: string;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly nextAttemptAt: number;
  readonly refusedAt: number | null;
  readonly createdAt: number;
}

/** An e-mail of the outbox, as the mailer worker gets it. */
export interface QueuedEmail extends NewEmail {
  readonly id: number;
  readonly attempts: number;
}

/** The outbox of the forms API. */
export interface OutboxStore {
  /**
   * Leases up to `limit` due e-mails for `leaseMs`, so no other worker takes them meanwhile, in the order
   * they fell due (then queued): the order of the due index, so a claim reads `limit` rows of a backlog
   * instead of sorting all of it (ordered by id alone, a claim from 6,600 waiting e-mails took 37 ms).
   */
  claimDueEmails(now: number, limit: number, leaseMs: number): Promise<QueuedEmail[]>;
  /** Marks e-mails delivered, all in one transaction. */
  markEmailsSent(ids: readonly number[], now: number): Promise<void>;
  /**
   * Records a failed attempt and when to try again; `waitsForConnection`: the SMTP server could not be
   * reached (rather than refusing the message), so retryConnectionWaits makes it due sooner.
   */
  markEmailFailed(
    id: number,
    error: string,
    nextAttemptAt: number,
    waitsForConnection?: boolean,
  ): Promise<void>;
  /**
   * Makes due at `now` every unsent e-mail whose last attempt could not reach the SMTP server: a send has
   * just gone through, so the server is back. Returns how many.
   */
  retryConnectionWaits(now: number): Promise<number>;
  /** How many e-mails still wait for delivery (a refused webhook waits for nobody). */
  pendingEmails(): Promise<number>;
  /** Records a last attempt: the row is refused for good and no claim takes it until it is resent. */
  markEmailRefused(id: number, error: string, now: number): Promise<void>;
  /** The webhook rows not delivered (pending or refused), oldest first. */
  undeliveredLeads(): Promise<UndeliveredLead[]>;
  /** Makes the refused webhook row of a submission due at `now` with a fresh schedule; false: none. */
  resendRefusedLead(submissionId: string, now: number): Promise<boolean>;
}

/** next_attempt_at of a refused row: after every claim's `now`, so no claim takes it. */
export const neverDue = Number.MAX_SAFE_INTEGER;

/** A webhook row as both databases read it for undeliveredLeads. */
export function undeliveredLead(row: Record<string, unknown>): UndeliveredLead {
  return {
    submissionId: String(row['submission_id']),
    kind: String(row['subject']),
    attempts: Number(row['attempts']),
    lastError: row['last_error'] === null ? null : String(row['last_error']),
    nextAttemptAt: Number(row['next_attempt_at']),
    refusedAt: row['refused_at'] === null ? null : Number(row['refused_at']),
    createdAt: Number(row['created_at']),
  };
}

/** What an outbox row holds of an e-mail, by column: the one mapping both databases write. */
export function emailColumns(email: NewEmail) {
  return {
    to_address: email.to,
    reply_to: email.replyTo ?? null,
    subject: email.subject,
    text: email.text,
    attachment_path: email.attachment?.path ?? null,
    attachment_name: email.attachment?.filename ?? null,
    list_unsubscribe: email.unsubscribeUrl ?? null,
    channel: email.channel ?? null,
  };
}

/** The columns a claim reads back, in the order of `emailColumns` and then the attempts. */
export const claimedColumns = [
  'id',
  'to_address',
  'reply_to',
  'subject',
  'text',
  'attachment_path',
  'attachment_name',
  'list_unsubscribe',
  'channel',
  'attempts',
] as const;

/** An outbox row as a claim reads it. */
export type ClaimedRow = Record<(typeof claimedColumns)[number], unknown>;

/** An outbox row as the mailer worker gets it; rows queued before a column was added hold NULL there. */
export function queuedEmail(row: ClaimedRow): QueuedEmail {
  const optional = (value: unknown) => (value === null || value === undefined ? undefined : String(value));
  const attachmentPath = optional(row.attachment_path);
  const unsubscribeUrl = optional(row.list_unsubscribe);
  return {
    id: Number(row.id),
    to: String(row.to_address),
    replyTo: optional(row.reply_to),
    subject: String(row.subject),
    text: String(row.text),
    attempts: Number(row.attempts),
    attachment:
      attachmentPath === undefined
        ? undefined
        : { path: attachmentPath, filename: optional(row.attachment_name) ?? '' },
    unsubscribeUrl,
    ...(row.channel === 'crm' ? { channel: 'crm' as const } : {}),
  };
}
