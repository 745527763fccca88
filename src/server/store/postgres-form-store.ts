// The PostgreSQL implementation of FormStore, selected by DATABASE_URL, for several API processes on
// one database. Each operation is one transaction; what must be exact across processes (a rate limit,
// a slot's capacity, one submission id, a spent challenge) is serialised by an advisory lock or a unique
// key, and the outbox is claimed with FOR UPDATE SKIP LOCKED so two workers never take the same e-mail.

import { type Kysely, sql } from 'kysely';
import { sameSubmissionBody } from '../../domain/forms/same-submission';
import { callBatcher } from '../owner/call-batcher';
import {
  type AttemptOutcome,
  type FormStore,
  type HeldConfirmation,
  type HeldState,
  type NewBooking,
  type NewEmail,
  type NewSubmission,
  type RateLimitOutcome,
  type SaveOutcome,
  type SubmissionExtras,
  subscriptionStatus,
  type TokenAction,
  tokenAction,
} from './form-store';
import { openPostgresDatabase, type PostgresDatabase, type PostgresOptions } from './postgres-database';
import { lockName, queuedEmail, queuePostgresEmail, queuePostgresEmails } from './postgres-outbox';
import { plainPostsTogether } from './postgres-plain-posts';
import type { PostgresSchema } from './postgres-schema';

type Db = Kysely<PostgresSchema>;

/**
 * The places of a slot taken so far, under the slot's lock until commit: two processes booking its last
 * place count and take it one at a time.
 */
async function placesTaken(trx: Db, booking: NewBooking): Promise<number> {
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
async function book(trx: Db, submissionId: string, booking: NewBooking): Promise<void> {
  await trx
    .insertInto('bookings')
    .values({ submission_id: submissionId, property_id: booking.propertyId, slot_start: booking.slotStart })
    .execute();
}

async function saveNow(
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
  const { booking, subscription, unsubscribe, held } = extras;
  if (booking !== undefined) {
    if ((await placesTaken(trx, booking)) >= booking.capacity) {
      await trx.deleteFrom('submissions').where('id', '=', submission.id).execute();
      return 'slotFull';
    }
    // A held post takes its place only once its visitor confirms it (confirmHeldSubmission): posts
    // nobody confirms must not fill a slot for the 48 hours their links stay valid.
    if (held === undefined) await book(trx, submission.id, booking);
  }
  const token = (value: string, purpose: string, subscriptionId: string | null) => ({
    token: value,
    purpose,
    subscription_id: subscriptionId,
    email: submission.email,
    locale: submission.locale,
    created_at: submission.createdAt,
  });
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
    await trx
      .insertInto('tokens')
      .values([
        token(subscription.confirmToken, 'confirm', submission.id),
        token(subscription.unsubscribeToken, 'unsubscribe', submission.id),
      ])
      .execute();
  }
  if (unsubscribe !== undefined) {
    await trx
      .insertInto('tokens')
      .values(token(unsubscribe.token, 'unsubscribe-email', null))
      .execute();
  }
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

/** Whether a submission comes with nothing but its e-mails. */
const isPlain = (extras: SubmissionExtras = {}) =>
  Object.values(extras).every((extra) => extra === undefined);

/** Deletes everything stored for the submissions `ids`, inside the caller's transaction. */
async function removeSubmissions(trx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = [...ids];
  await trx.deleteFrom('bookings').where('submission_id', 'in', list).execute();
  await trx.deleteFrom('tokens').where('subscription_id', 'in', list).execute();
  await trx.deleteFrom('alerts_sent').where('subscription_id', 'in', list).execute();
  await trx.deleteFrom('subscriptions').where('id', 'in', list).execute();
  await trx.deleteFrom('held_submissions').where('submission_id', 'in', list).execute();
  await trx.deleteFrom('submissions').where('id', 'in', list).execute();
}

/** A held post with its submission's kind and language; `lock` holds its row until commit. */
function heldRow(db: Db, tokenHash: string, lock = false) {
  const query = db
    .selectFrom('held_submissions as h')
    .innerJoin('submissions as s', 's.id', 'h.submission_id')
    .select([
      'h.submission_id',
      'h.emails',
      'h.expires_at',
      'h.confirmed_at',
      'h.booking',
      's.kind',
      's.locale',
    ])
    .where('h.token_hash', '=', tokenHash);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

async function rateLimitNow(
  trx: Db,
  key: string,
  now: number,
  windowMs: number,
  limit: number,
): Promise<RateLimitOutcome> {
  // The attempts of one key are counted one transaction at a time, whichever process takes them.
  await lockName(trx, `rate:${key}`);
  const since = now - windowMs;
  // Counted and recorded in one round trip; hits older than the window are ignored here and deleted by
  // the sweep (a round trip less per limit on every post).
  const counted = await sql<{ id: number }>`
    INSERT INTO rate_hits (key, at) SELECT ${key}, ${now}::bigint
    WHERE (SELECT COUNT(*) FROM rate_hits WHERE key = ${key} AND at > ${since}::bigint) < ${limit}
    RETURNING id`.execute(trx);
  if (counted.rows.length > 0) return { allowed: true };
  const oldest = await trx
    .selectFrom('rate_hits')
    .select((eb) => eb.fn.min<number>('at').as('at'))
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { allowed: false, retryAfterMs: Math.max(1000, oldest.at + windowMs - now) };
}

async function spendChallengeNow(trx: Db, signature: string, expiresAt: number) {
  // An expired challenge is refused before it gets here (checkProofOfWork), so the expired rows the
  // sweep has not deleted yet change nothing.
  const spent = await trx
    .insertInto('used_challenges')
    .values({ signature, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return spent !== undefined;
}

/** How often a process deletes the spent challenges that expired and the hits older than every window. */
const sweepEveryMs = 60 * 1000;

/** Opens the form store on the PostgreSQL database at `url`; the schema is migrated on first use. */
export function openPostgresFormStore(url: string, options?: PostgresOptions): FormStore {
  return postgresFormStore(openPostgresDatabase(url, options));
}

/** The form store on an open PostgreSQL database. */
export function postgresFormStore(database: PostgresDatabase): FormStore {
  const { run, transaction } = database;
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
  let sweptAt = Number.NEGATIVE_INFINITY;
  // The longest window this process counts: hits older than it count for no key any more.
  let longestWindowMs = 0;
  /** Deletes what expired, at most once a minute (each delete is atomic on its own). */
  const sweep = async (trx: Db, now: number, windowsMs: readonly number[]) => {
    longestWindowMs = Math.max(longestWindowMs, ...windowsMs);
    if (now - sweptAt < sweepEveryMs && now >= sweptAt) return;
    sweptAt = now;
    await trx.deleteFrom('used_challenges').where('expires_at', '<', now).execute();
    await trx
      .deleteFrom('rate_hits')
      .where('at', '<=', now - longestWindowMs)
      .execute();
  };
  const postPlain = plainPostsTogether(run, (db, attempts) =>
    sweep(
      db,
      Math.max(...attempts.map((attempt) => attempt.now)),
      attempts.flatMap((attempt) => attempt.limits.map((limit) => limit.windowMs)),
    ),
  );
  return {
    saveSubmission: (submission, emails, extras = {}) =>
      transaction(async (trx) => {
        await lockName(trx, `submission:${submission.id}`);
        return saveNow(trx, submission, emails, extras);
      }),

    attemptSubmission: (attempt) => {
      // Most posts have no booking or subscription: checked and stored with the others of their turn.
      const { save } = attempt;
      if (save !== undefined && isPlain(save.extras)) return postPlain({ ...attempt, save });
      // One connection for the whole post, in two transactions: the checks (challenge, rate limits),
      // then the durable save. The checks hold a key's lock only for a few statements and commit without
      // waiting for the disk: holding it through the save's synced commit would let one address's posts
      // (an office, a bench) pass one commit at a time. A check lost in a crash only forgets a hit.
      return run((db) =>
        db.connection().execute(async (connection): Promise<AttemptOutcome> => {
          const { challenge, limits, save, now } = attempt;
          const post = save?.submission ?? attempt.ahead;
          const idLock = post === undefined ? undefined : `submission:${post.id}`;
          // The same id posted to two processes at once: the second waits here until the first is done,
          // then sees its row and answers as a retry, spending and counting nothing.
          if (idLock !== undefined)
            await sql`SELECT pg_advisory_lock(hashtextextended(${idLock}, 0))`.execute(connection);
          try {
            if (post !== undefined) {
              const earlier = await connection
                .selectFrom('submissions')
                .select(['kind', 'body'])
                .where('id', '=', post.id)
                .executeTakeFirst();
              if (earlier !== undefined) {
                const same = earlier.kind === post.kind && sameSubmissionBody(earlier.body, post.body);
                return { type: same ? 'repeated' : 'conflict' };
              }
            }
            // Once a minute, in statements of their own.
            await sweep(
              connection,
              now,
              limits.map((limit) => limit.windowMs),
            );
            const checked = await sql<{
              outcome: string;
              limited_key: string | null;
              retry_after: number | null;
            }>`
              SELECT * FROM form_checks(
                ${challenge?.signature ?? null}, ${challenge?.expiresAt ?? null}::bigint,
                ${limits.map((limit) => limit.key)}::text[], ${limits.map((limit) => limit.windowMs)}::bigint[],
                ${limits.map((limit) => limit.limit)}::integer[], ${now}::bigint)`.execute(connection);
            const verdict = checked.rows[0];
            if (verdict?.outcome === 'replayed') return { type: 'replayed' };
            if (verdict?.outcome === 'limited') {
              return {
                type: 'limited',
                retryAfterMs: verdict.retry_after ?? 1000,
                key: verdict.limited_key ?? '',
              };
            }
            if (save === undefined) return { type: 'checked' };
            const { submission, emails, extras = {} } = save;
            const outcome = await connection
              .transaction()
              .execute((trx) => saveNow(trx, submission, emails, extras));
            return { type: 'saved', outcome };
          } finally {
            // A connection that failed took its session lock with it.
            if (idLock !== undefined) {
              await sql`SELECT pg_advisory_unlock(hashtextextended(${idLock}, 0))`
                .execute(connection)
                .catch(() => undefined);
            }
          }
        }),
      );
    },

    bookings: (propertyId) =>
      run(async (db) => {
        const rows = await db
          .selectFrom('bookings')
          .select('slot_start')
          .where('property_id', '=', propertyId)
          .execute();
        return rows.map((row) => row.slot_start);
      }),

    claimDueEmails: (now, limit, leaseMs) =>
      run(async (db) => {
        // SKIP LOCKED: a row another worker is claiming right now is left to it, not waited for.
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
          .returning([
            'id',
            'to_address',
            'reply_to',
            'subject',
            'text',
            'attachment_path',
            'attachment_name',
            'list_unsubscribe',
            'attempts',
          ])
          .execute();
        return rows.sort((a, b) => a.id - b.id).map(queuedEmail);
      }),

    markEmailsSent: async (ids, now) => {
      if (ids.length === 0) return;
      await markSent({ ids, now });
    },

    markEmailFailed: async (id, error, nextAttemptAt, waitsForConnection = false) => {
      await run((db) =>
        db
          .updateTable('outbox')
          .set((eb) => ({
            attempts: eb('attempts', '+', 1),
            last_error: error.slice(0, 1000),
            next_attempt_at: nextAttemptAt,
            locked_until: 0,
            waits_for_connection: waitsForConnection,
          }))
          .where('id', '=', id)
          .execute(),
      );
    },

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
          .executeTakeFirstOrThrow();
        return row.n;
      }),

    rateLimit: (key, now, windowMs, limit) =>
      transaction(async (trx) => {
        await sweep(trx, now, [windowMs]);
        return rateLimitNow(trx, key, now, windowMs, limit);
      }),

    spendChallenge: (signature, expiresAt, now) =>
      transaction(async (trx) => {
        await sweep(trx, now, []);
        return spendChallengeNow(trx, signature, expiresAt);
      }),

    peekToken: (token) =>
      run(async (db): Promise<TokenAction> => {
        const row = await db
          .selectFrom('tokens as t')
          .leftJoin('subscriptions as s', 's.id', 't.subscription_id')
          .select(['t.purpose', 't.locale', 's.kind', 's.status'])
          .where('t.token', '=', token)
          .executeTakeFirst();
        if (row === undefined) return undefined;
        const action = { action: tokenAction(row.purpose), locale: row.locale };
        if (row.kind === null || row.status === null) return { ...action, kind: 'unsubscribe' };
        return { ...action, kind: row.kind, status: subscriptionStatus(row.status) };
      }),

    redeemToken: (token, now) =>
      transaction(async (trx) => {
        const row = await trx
          .selectFrom('tokens as t')
          .leftJoin('subscriptions as s', 's.id', 't.subscription_id')
          .select(['t.purpose', 't.subscription_id', 't.email', 't.locale', 's.kind', 's.status'])
          .where('t.token', '=', token)
          .executeTakeFirst();
        if (row === undefined) return undefined;
        const kind = row.kind ?? 'unsubscribe';
        const subscriptionId = row.subscription_id ?? '';
        if (row.purpose === 'confirm') {
          if (row.status === 'unsubscribed') return { action: 'ended' as const, kind, locale: row.locale };
          await trx
            .updateTable('subscriptions')
            .set((eb) => ({
              status: 'confirmed',
              confirmed_at: eb.fn.coalesce('confirmed_at', sql<number>`${now}::bigint`),
            }))
            .where('id', '=', subscriptionId)
            .where('status', '=', 'pending')
            .execute();
          return { action: 'confirmed' as const, kind, locale: row.locale };
        }
        if (row.purpose === 'unsubscribe') {
          await trx
            .updateTable('subscriptions')
            .set({ status: 'unsubscribed' })
            .where('id', '=', subscriptionId)
            .execute();
        } else {
          await trx
            .updateTable('subscriptions')
            .set({ status: 'unsubscribed' })
            .where('email', '=', row.email ?? '')
            .execute();
          await trx.deleteFrom('tokens').where('token', '=', token).execute();
        }
        return { action: 'unsubscribed' as const, kind, locale: row.locale };
      }),

    confirmedDemands: () =>
      run(async (db) => {
        const rows = await db
          .selectFrom('subscriptions as s')
          .innerJoin('submissions as sub', 'sub.id', 's.id')
          .innerJoin('tokens as t', (join) =>
            join.onRef('t.subscription_id', '=', 's.id').on('t.purpose', '=', 'unsubscribe'),
          )
          .select(['s.id', 's.email', 's.locale', 'sub.body', 't.token'])
          .where('s.kind', '=', 'demand')
          .where('s.status', '=', 'confirmed')
          .orderBy('s.created_at')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          email: row.email,
          locale: row.locale,
          body: JSON.parse(row.body) as Record<string, unknown>,
          unsubscribeToken: row.token,
        }));
      }),

    alertedListings: (demandId) =>
      run(async (db) => {
        const rows = await db
          .selectFrom('alerts_sent')
          .select('property_id')
          .where('subscription_id', '=', demandId)
          .execute();
        return rows.map((row) => row.property_id);
      }),

    queueAlert: async (demandId, propertyIds, email, now) => {
      await transaction(async (trx) => {
        if (propertyIds.length === 0) return;
        const added = await trx
          .insertInto('alerts_sent')
          .values(propertyIds.map((id) => ({ subscription_id: demandId, property_id: id, sent_at: now })))
          .onConflict((conflict) => conflict.columns(['subscription_id', 'property_id']).doNothing())
          .returning('property_id')
          .execute();
        if (added.length > 0) await queuePostgresEmail(trx, demandId, email, now);
      });
    },

    heldSubmission: (tokenHash, now) =>
      run(async (db): Promise<HeldState> => {
        const row = await heldRow(db, tokenHash);
        if (row === undefined) return undefined;
        const state = row.confirmed_at !== null ? 'confirmed' : row.expires_at <= now ? 'expired' : 'pending';
        return { state, kind: row.kind, locale: row.locale };
      }),

    confirmHeldSubmission: (tokenHash, now) =>
      transaction(async (trx): Promise<HeldConfirmation> => {
        // The row stays locked until commit: two clicks on two processes queue the e-mails once.
        const row = await heldRow(trx, tokenHash, true);
        if (row === undefined) return undefined;
        const about = { kind: row.kind, locale: row.locale };
        if (row.confirmed_at !== null) return { outcome: 'already', ...about };
        if (row.expires_at <= now) return { outcome: 'expired', ...about };
        // The visit's place is taken now. A slot that filled up or began meanwhile: the agency hears of
        // no visit without a place, the post and its e-mails are deleted, and the visitor's page says why.
        const booking = row.booking === null ? undefined : (JSON.parse(row.booking) as NewBooking);
        if (booking !== undefined) {
          const refused =
            booking.slotStart <= now
              ? ('slotPast' as const)
              : (await placesTaken(trx, booking)) >= booking.capacity
                ? ('slotFull' as const)
                : undefined;
          if (refused !== undefined) {
            await trx.deleteFrom('outbox').where('submission_id', '=', row.submission_id).execute();
            await removeSubmissions(trx, [row.submission_id]);
            return { outcome: refused, ...about };
          }
          await book(trx, row.submission_id, booking);
        }
        // The held copy of the e-mails goes as they are queued: the outbox is their one home now.
        await trx
          .updateTable('held_submissions')
          .set({ confirmed_at: now, emails: '[]' })
          .where('token_hash', '=', tokenHash)
          .execute();
        for (const email of JSON.parse(row.emails) as NewEmail[]) {
          await queuePostgresEmail(trx, row.submission_id, email, now);
        }
        return { outcome: 'confirmed', ...about };
      }),

    purgeUnconfirmed: (now) =>
      transaction(async (trx) => {
        const old = await trx
          .selectFrom('held_submissions as h')
          .innerJoin('submissions as s', 's.id', 'h.submission_id')
          .select(['s.id', 's.file_path'])
          .where('h.confirmed_at', 'is', null)
          .where('h.expires_at', '<=', now)
          .execute();
        const ids = old.map((row) => row.id);
        if (ids.length > 0) await trx.deleteFrom('outbox').where('submission_id', 'in', ids).execute();
        await removeSubmissions(trx, ids);
        return {
          submissions: old.length,
          files: old.flatMap((row) => (row.file_path === null ? [] : [row.file_path])),
        };
      }),

    keepFormReturn: async (tokenHash, record, expiresAt, now, limit) => {
      await transaction(async (trx) => {
        // One process at a time trims the table to its limit.
        await lockName(trx, 'form-returns');
        await trx.deleteFrom('form_returns').where('expires_at', '<=', now).execute();
        await trx
          .insertInto('form_returns')
          .values({ token_hash: tokenHash, record, expires_at: expiresAt })
          .execute();
        // Beyond the limit, the ones that expire first (the oldest) go.
        const kept = await trx
          .selectFrom('form_returns')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        if (kept.n > limit) {
          await trx
            .deleteFrom('form_returns')
            .where('token_hash', 'in', (eb) =>
              eb
                .selectFrom('form_returns')
                .select('token_hash')
                .orderBy('expires_at')
                .orderBy('token_hash')
                .limit(kept.n - limit),
            )
            .execute();
        }
      });
    },

    takeFormReturn: (tokenHash, now) =>
      run(async (db) => {
        // Deleted as it is read, in one statement: only one process can take it.
        const row = await db
          .deleteFrom('form_returns')
          .where('token_hash', '=', tokenHash)
          .returning(['record', 'expires_at'])
          .executeTakeFirst();
        return row !== undefined && row.expires_at > now ? row.record : undefined;
      }),

    purgeOlderThan: (cutoff) =>
      transaction(async (trx) => {
        // A confirmed subscription is ongoing consent: it stays until its owner unsubscribes.
        const old = await trx
          .selectFrom('submissions')
          .select(['id', 'file_path'])
          .where('created_at', '<', cutoff)
          .where('id', 'not in', (eb) =>
            eb.selectFrom('subscriptions').select('id').where('status', '=', 'confirmed'),
          )
          .execute();
        await removeSubmissions(
          trx,
          old.map((row) => row.id),
        );
        await trx
          .deleteFrom('outbox')
          .where('sent_at', 'is not', null)
          .where('created_at', '<', cutoff)
          .execute();
        await trx
          .deleteFrom('tokens')
          .where('purpose', '=', 'unsubscribe-email')
          .where('created_at', '<', cutoff)
          .execute();
        await trx.deleteFrom('rate_hits').where('at', '<', cutoff).execute();
        return {
          submissions: old.length,
          files: old.flatMap((row) => (row.file_path === null ? [] : [row.file_path])),
        };
      }),

    eraseEmail: (email) =>
      transaction(async (trx) => {
        const address = email.trim().toLowerCase();
        const rows = await trx
          .selectFrom('submissions')
          .select(['id', 'file_path'])
          .where('email', '=', address)
          .execute();
        const ids = rows.map((row) => row.id);
        if (ids.length > 0) {
          await trx.deleteFrom('bookings').where('submission_id', 'in', ids).execute();
          await trx.deleteFrom('alerts_sent').where('subscription_id', 'in', ids).execute();
          await trx.deleteFrom('outbox').where('submission_id', 'in', ids).execute();
          await trx.deleteFrom('held_submissions').where('submission_id', 'in', ids).execute();
        }
        const subscriptions = await trx
          .deleteFrom('subscriptions')
          .where('email', '=', address)
          .executeTakeFirst();
        await trx.deleteFrom('tokens').where('email', '=', address).execute();
        const emails = await trx
          .deleteFrom('outbox')
          .where((eb) => eb(eb.fn('lower', ['to_address']), '=', address))
          .executeTakeFirst();
        const submissions = await trx
          .deleteFrom('submissions')
          .where('email', '=', address)
          .executeTakeFirst();
        return {
          submissions: Number(submissions.numDeletedRows),
          emails: Number(emails.numDeletedRows),
          subscriptions: Number(subscriptions.numDeletedRows),
          files: rows.flatMap((row) => (row.file_path === null ? [] : [row.file_path])),
        };
      }),

    close() {
      void database.close();
    },
  };
}
