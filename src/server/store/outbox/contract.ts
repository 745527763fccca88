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
  /** How many e-mails still wait for delivery. */
  pendingEmails(): Promise<number>;
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
  };
}
