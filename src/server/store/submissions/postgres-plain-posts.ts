// Plain form posts (no booking, subscription or held delivery: most posts) on PostgreSQL, in batches.
// The posts that arrive together are checked and stored by one form_posts statement (migration 8, in
// schema/postgres-batch-functions.ts): one round trip and one synced commit for all of them. Posted one
// by one, each cost the API process a round trip (a write that wakes a backend on the other core) and
// the database two commits; per post, a batch of eight took PostgreSQL's backend 0.25-0.31 ms of CPU
// where one form_post call took 0.62-0.74 ms (BENCHMARKS.md, its analysis of the stores).
import { type Kysely, sql } from 'kysely';
import { callBatcher } from '../../owner/call-batcher';
import { emailColumns } from '../outbox/contract';
import type { PostgresDatabase } from '../postgres-database';
import type { PostgresSchema } from '../postgres-schema';
import { isStoreUnavailable } from '../store-unavailable';
import type { AttemptOutcome, SubmissionAttempt } from './contract';

type Db = Kysely<PostgresSchema>;

/** A post with a submission to save and no extras. */
export type PlainAttempt = SubmissionAttempt & { readonly save: NonNullable<SubmissionAttempt['save']> };

/**
 * Two batches in flight per process: while they are answered, the posts that arrive wait and go together
 * in the next. 64 posts' e-mails make a statement of about 300 KB. The bench's durable floor batches the
 * same way.
 */
export const plainPostBatches = { maxItems: 64, maxInFlight: 2 } as const;

/** One post as form_posts reads it (the names it looks up in each item). */
function formPostsItem({ challenge, limits, save, now }: PlainAttempt) {
  const { submission, emails } = save;
  return {
    id: submission.id,
    kind: submission.kind,
    locale: submission.locale,
    email: submission.email,
    body: JSON.stringify(submission.body),
    filePath: submission.filePath ?? null,
    createdAt: submission.createdAt,
    now,
    signature: challenge?.signature ?? null,
    expires: challenge?.expiresAt ?? null,
    limits: limits.map(({ key, windowMs, limit }) => ({ key, windowMs, limit })),
    emails: emails.map(emailColumns),
  };
}

interface FormPostsRow {
  readonly outcome: string;
  readonly limited_key: string | null;
  readonly retry_after: number | null;
}

function attemptOutcome(row: FormPostsRow | undefined): AttemptOutcome {
  switch (row?.outcome) {
    case 'repeated':
    case 'conflict':
    case 'replayed':
      return { type: row.outcome };
    case 'limited':
      return { type: 'limited', retryAfterMs: row.retry_after ?? 1000, key: row.limited_key ?? '' };
    case 'stored':
    case 'duplicate':
      return { type: 'saved', outcome: row.outcome };
    default:
      throw new Error(`form_posts answered ${String(row?.outcome)}`);
  }
}

async function formPosts(db: Db, attempts: readonly PlainAttempt[]): Promise<AttemptOutcome[]> {
  const items = JSON.stringify(attempts.map(formPostsItem));
  const { rows } = await sql<FormPostsRow>`SELECT * FROM form_posts(${items}::jsonb)`.execute(db);
  if (rows.length !== attempts.length)
    throw new Error(`form_posts answered ${rows.length} rows for ${attempts.length} posts`);
  return rows.map(attemptOutcome);
}

/**
 * Posts a plain form post together with the others of its turn. `beforeBatch` runs first on the same
 * connection (the store's once-a-minute sweep). A batch the database refuses for one of its posts (a
 * value it cannot store) is tried again post by post, so that only that post fails; a database that
 * cannot be reached fails them all at once.
 */
export function plainPostsTogether(
  run: PostgresDatabase['run'],
  beforeBatch: (db: Db, attempts: readonly PlainAttempt[]) => Promise<void>,
): (attempt: PlainAttempt) => Promise<AttemptOutcome> {
  const together = callBatcher(
    async (attempts: readonly PlainAttempt[]): Promise<PromiseSettledResult<AttemptOutcome>[]> => {
      try {
        const outcomes = await run(async (db) => {
          await beforeBatch(db, attempts);
          return formPosts(db, attempts);
        });
        return outcomes.map((value) => ({ status: 'fulfilled', value }));
      } catch (error) {
        if (attempts.length === 1 || isStoreUnavailable(error)) throw error;
        return Promise.allSettled(
          attempts.map(async (attempt) => {
            const [outcome] = await run((db) => formPosts(db, [attempt]));
            return outcome as AttemptOutcome;
          }),
        );
      }
    },
    plainPostBatches,
  );
  return async (attempt) => {
    const settled = await together(attempt);
    if (settled.status === 'rejected') throw settled.reason;
    return settled.value;
  };
}
