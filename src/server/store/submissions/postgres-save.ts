// The writes of a PostgreSQL form post with its extras, inside the caller's transaction; a slot's places
// are counted under the slot's advisory lock.
import type { Kysely } from 'kysely';
import type { NewEmail } from '../outbox/contract';
import { queuePostgresEmails } from '../outbox/postgres';
import { lockName } from '../postgres-database';
import type { PostgresSchema } from '../postgres-schema';
import {
  type NewBooking,
  type NewSubmission,
  type SaveOutcome,
  type SubmissionExtras,
  submissionTokens,
} from './contract';

type Db = Kysely<PostgresSchema>;

/**
 * The places of a slot taken so far, under the slot's lock until commit: two processes booking its last
 * place count and take it one at a time.
 */
export async function placesTaken(trx: Db, booking: NewBooking): Promise<number> {
  await lockName(trx, `slot:${booking.propertyId}:${booking.slotStart}`);
  const taken = await trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('property_id', '=', booking.propertyId)
    .where('slot_start', '=', booking.slotStart)
    .executeTakeFirstOrThrow();
  return Number(taken.n);
}

/** Takes a place of a slot for a submission, after placesTaken has counted it. */
export async function book(trx: Db, submissionId: string, booking: NewBooking): Promise<void> {
  await trx
    .insertInto('bookings')
    .values({ submission_id: submissionId, property_id: booking.propertyId, slot_start: booking.slotStart })
    .execute();
}

/** Stores a submission with its extras and e-mails, inside the caller's transaction. */
export async function saveNow(
  trx: Db,
  submission: NewSubmission,
  emails: readonly NewEmail[],
  extras: SubmissionExtras = {},
): Promise<SaveOutcome> {
  const inserted = await trx
    .insertInto('submissions')
    .values({
      id: submission.id,
      kind: submission.kind,
      locale: submission.locale,
      email: submission.email,
      body: JSON.stringify(submission.body),
      file_path: submission.filePath ?? null,
      created_at: submission.createdAt,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted === undefined) return 'duplicate';
  const { booking, subscription, held } = extras;
  if (booking !== undefined) {
    if ((await placesTaken(trx, booking)) >= booking.capacity) {
      await trx.deleteFrom('submissions').where('id', '=', submission.id).execute();
      return 'slotFull';
    }
    // A held post takes its place only once its visitor confirms it (confirmHeldSubmission): posts
    // nobody confirms must not fill a slot for the 48 hours their links stay valid.
    if (held === undefined) await book(trx, submission.id, booking);
  }
  if (subscription !== undefined) {
    await trx
      .insertInto('subscriptions')
      .values({
        id: submission.id,
        kind: subscription.kind,
        email: submission.email,
        locale: submission.locale,
        status: 'pending',
        created_at: submission.createdAt,
        confirmed_at: null,
      })
      .execute();
  }
  const tokens = submissionTokens(submission, extras);
  if (tokens.length > 0) await trx.insertInto('tokens').values(tokens).execute();
  if (held !== undefined) {
    await trx
      .insertInto('held_submissions')
      .values({
        token_hash: held.tokenHash,
        submission_id: submission.id,
        emails: JSON.stringify(held.emails),
        expires_at: held.expiresAt,
        confirmed_at: null,
        booking: booking === undefined ? null : JSON.stringify(booking),
      })
      .execute();
  }
  await queuePostgresEmails(trx, submission.id, emails, submission.createdAt);
  return 'stored';
}
