// Purging: personal data past its retention, and the erasure of everything about one address. Which
// rows belong to a submission is written here once, for both databases.

/** What the erasure of one person removed. */
export interface ErasureReport {
  readonly submissions: number;
  readonly emails: number;
  readonly subscriptions: number;
  /** Uploaded files to delete from disk. */
  readonly files: string[];
}

/** The purges of the forms API. */
export interface PurgeStore {
  /** Deletes personal data older than `cutoff` (ms); returns the uploaded files to delete. */
  purgeOlderThan(cutoff: number): Promise<{ submissions: number; files: string[] }>;
  /** Erases everything stored about one e-mail address. */
  eraseEmail(email: string): Promise<ErasureReport>;
}

/** A table and its column that holds a submission's id. */
export type SubmissionRows = readonly [table: string, column: string];

/**
 * Everything stored for one submission (not its e-mails), in the order it is deleted: the submission's
 * own row last. A demand's id is its submission's id, so its tokens and alerts go with it.
 */
export const submissionRows: readonly SubmissionRows[] = [
  ['bookings', 'submission_id'],
  ['tokens', 'subscription_id'],
  ['alerts_sent', 'subscription_id'],
  ['subscriptions', 'id'],
  ['held_submissions', 'submission_id'],
  ['submissions', 'id'],
];

/**
 * What an erasure deletes by the ids of the address's submissions, before it deletes by the address
 * itself (the subscriptions, tokens, e-mails and submissions that name it).
 */
export const erasedWithSubmission: readonly SubmissionRows[] = [
  ['bookings', 'submission_id'],
  ['alerts_sent', 'subscription_id'],
  ['outbox', 'submission_id'],
  ['held_submissions', 'submission_id'],
];

/** The address an erasure looks for: submissions store it trimmed and in lower case. */
export const erasedAddress = (email: string) => email.trim().toLowerCase();
