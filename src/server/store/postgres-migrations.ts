// The PostgreSQL schema changes, the counterpart of migrations.ts for SQLite. Append only: a migration
// that has run somewhere must never change. The first one is the SQLite schema as of its migration 6.
import { type Kysely, sql } from 'kysely';
import type { PostgresSchema } from './postgres-schema';

/** Migration 3 (see its comment in the list below). */
const postgresMigrationThree = `CREATE FUNCTION form_checks(
     p_signature TEXT, p_expires BIGINT, p_keys TEXT[], p_windows BIGINT[], p_limits INTEGER[], p_now BIGINT
   ) RETURNS TABLE (outcome TEXT, limited_key TEXT, retry_after BIGINT) LANGUAGE plpgsql VOLATILE AS $$
   DECLARE
     i INTEGER;
     hits BIGINT;
     oldest BIGINT;
   BEGIN
     PERFORM set_config('synchronous_commit', 'off', true);
     IF p_signature IS NOT NULL THEN
       INSERT INTO used_challenges (signature, expires_at) VALUES (p_signature, p_expires) ON CONFLICT DO NOTHING;
       IF NOT FOUND THEN
         RETURN QUERY SELECT 'replayed'::TEXT, NULL::TEXT, NULL::BIGINT;
         RETURN;
       END IF;
     END IF;
     FOR i IN 1 .. COALESCE(array_length(p_keys, 1), 0) LOOP
       PERFORM pg_advisory_xact_lock(hashtextextended('rate:' || p_keys[i], 0));
       SELECT COUNT(*), MIN(at) INTO hits, oldest FROM rate_hits
         WHERE key = p_keys[i] AND at > p_now - p_windows[i];
       IF hits >= p_limits[i] THEN
         RETURN QUERY SELECT 'limited'::TEXT, p_keys[i], GREATEST(1000, oldest + p_windows[i] - p_now);
         RETURN;
       END IF;
       INSERT INTO rate_hits (key, at) VALUES (p_keys[i], p_now);
     END LOOP;
     RETURN QUERY SELECT 'passed'::TEXT, NULL::TEXT, NULL::BIGINT;
   END $$;`;

/** Migration 4 (see its comment in the list below). */
const postgresMigrationFour = `CREATE PROCEDURE form_post(
     p_id TEXT, p_kind TEXT, p_locale TEXT, p_email TEXT, p_body TEXT, p_file_path TEXT, p_created BIGINT,
     p_emails JSONB, p_signature TEXT, p_expires BIGINT, p_keys TEXT[], p_windows BIGINT[],
     p_limits INTEGER[], p_now BIGINT,
     INOUT outcome TEXT, INOUT limited_key TEXT, INOUT retry_after BIGINT
   ) LANGUAGE plpgsql AS $$
   DECLARE
     lock_key BIGINT := hashtextextended('submission:' || p_id, 0);
     earlier_kind TEXT;
     earlier_body TEXT;
   BEGIN
     PERFORM pg_advisory_lock(lock_key);
     SELECT kind, body INTO earlier_kind, earlier_body FROM submissions WHERE id = p_id;
     IF FOUND THEN
       outcome := CASE WHEN earlier_kind = p_kind AND earlier_body = p_body THEN 'repeated' ELSE 'conflict' END;
       COMMIT;
       PERFORM pg_advisory_unlock(lock_key);
       RETURN;
     END IF;
     SELECT c.outcome, c.limited_key, c.retry_after INTO outcome, limited_key, retry_after
       FROM form_checks(p_signature, p_expires, p_keys, p_windows, p_limits, p_now) AS c;
     COMMIT;
     IF outcome = 'passed' THEN
       WITH saved AS (
         INSERT INTO submissions (id, kind, locale, email, body, file_path, created_at)
         VALUES (p_id, p_kind, p_locale, p_email, p_body, p_file_path, p_created)
         ON CONFLICT (id) DO NOTHING RETURNING id
       ), queued AS (
         INSERT INTO outbox (submission_id, to_address, reply_to, subject, text, attachment_path,
                             attachment_name, next_attempt_at, created_at)
         SELECT saved.id, e.to_address, e.reply_to, e.subject, e.text, e.attachment_path, e.attachment_name,
                p_created, p_created
         FROM saved CROSS JOIN ROWS FROM (jsonb_to_recordset(p_emails)
           AS (to_address TEXT, reply_to TEXT, subject TEXT, text TEXT, attachment_path TEXT,
               attachment_name TEXT))
           WITH ORDINALITY AS e (to_address, reply_to, subject, text, attachment_path, attachment_name, n)
         ORDER BY e.n
         RETURNING 1
       )
       SELECT CASE WHEN COUNT(*) > 0 THEN 'stored' ELSE 'duplicate' END INTO outcome FROM saved;
       COMMIT;
     END IF;
     PERFORM pg_advisory_unlock(lock_key);
   END $$;`;

/**
 * Migration 8's form_checks: migration 3's, taking its keys' locks before anything else, in ascending
 * order of their hashes. Every statement that takes more than one of these locks takes them in that
 * order (form_posts below, after its submission ids' locks), so two of them never wait on each other.
 */
const formChecksLockingInOrder = lockingKeysFirst(postgresMigrationThree);

/**
 * Migration 8's form_posts: the plain form posts of one batch (see postgres-plain-posts.ts) in one
 * statement and one commit, each answered as form_post would have answered it alone, in order. It takes
 * every lock first: the submission ids', then the rate keys', each set in ascending order of its hashes.
 * The items see each other's rows, so the same id twice in one batch is a retry, and a key's hits are
 * counted exactly. The commit waits for the disk once, and not at all when nothing was stored. Its rate
 * keys' locks are held through that commit, unlike form_post's, but one commit answers the whole batch:
 * one address's posts still pass many to a commit.
 */
const formPosts = `CREATE FUNCTION form_posts(p_items JSONB)
   RETURNS TABLE (outcome TEXT, limited_key TEXT, retry_after BIGINT) LANGUAGE plpgsql VOLATILE AS $$
   DECLARE
     item JSONB;
     lim JSONB;
     lock_key BIGINT;
     hits BIGINT;
     oldest BIGINT;
     now_ms BIGINT;
     window_ms BIGINT;
     earlier_kind TEXT;
     earlier_body TEXT;
     stored_any BOOLEAN := false;
   BEGIN
     FOR lock_key IN SELECT DISTINCT hashtextextended('submission:' || (x->>'id'), 0)
         FROM jsonb_array_elements(p_items) AS x ORDER BY 1 LOOP
       PERFORM pg_advisory_xact_lock(lock_key);
     END LOOP;
     FOR lock_key IN SELECT DISTINCT hashtextextended('rate:' || (l->>'key'), 0)
         FROM jsonb_array_elements(p_items) AS x, jsonb_array_elements(x->'limits') AS l ORDER BY 1 LOOP
       PERFORM pg_advisory_xact_lock(lock_key);
     END LOOP;
     FOR item IN SELECT x FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e (x, n) ORDER BY n LOOP
       limited_key := NULL;
       retry_after := NULL;
       now_ms := (item->>'now')::bigint;
       SELECT s.kind, s.body INTO earlier_kind, earlier_body FROM submissions AS s WHERE s.id = item->>'id';
       IF FOUND THEN
         outcome := CASE WHEN earlier_kind = item->>'kind' AND earlier_body::jsonb = (item->>'body')::jsonb
                    THEN 'repeated' ELSE 'conflict' END;
         RETURN NEXT;
         CONTINUE;
       END IF;
       IF item->>'signature' IS NOT NULL THEN
         INSERT INTO used_challenges (signature, expires_at)
           VALUES (item->>'signature', (item->>'expires')::bigint) ON CONFLICT DO NOTHING;
         IF NOT FOUND THEN
           outcome := 'replayed';
           RETURN NEXT;
           CONTINUE;
         END IF;
       END IF;
       outcome := 'passed';
       FOR lim IN SELECT l FROM jsonb_array_elements(item->'limits') WITH ORDINALITY AS e (l, n) ORDER BY n LOOP
         window_ms := (lim->>'windowMs')::bigint;
         SELECT COUNT(*), MIN(h.at) INTO hits, oldest FROM rate_hits AS h
           WHERE h.key = lim->>'key' AND h.at > now_ms - window_ms;
         IF hits >= (lim->>'limit')::integer THEN
           outcome := 'limited';
           limited_key := lim->>'key';
           retry_after := GREATEST(1000, oldest + window_ms - now_ms);
           EXIT;
         END IF;
         INSERT INTO rate_hits (key, at) VALUES (lim->>'key', now_ms);
       END LOOP;
       IF outcome = 'passed' THEN
         INSERT INTO submissions (id, kind, locale, email, body, file_path, created_at)
           VALUES (item->>'id', item->>'kind', item->>'locale', item->>'email', item->>'body',
                   item->>'filePath', (item->>'createdAt')::bigint)
           ON CONFLICT (id) DO NOTHING;
         IF FOUND THEN
           INSERT INTO outbox (submission_id, to_address, reply_to, subject, text, attachment_path,
                               attachment_name, next_attempt_at, created_at)
           SELECT item->>'id', e.to_address, e.reply_to, e.subject, e.text, e.attachment_path,
                  e.attachment_name, (item->>'createdAt')::bigint, (item->>'createdAt')::bigint
           FROM ROWS FROM (jsonb_to_recordset(item->'emails')
             AS (to_address TEXT, reply_to TEXT, subject TEXT, text TEXT, attachment_path TEXT,
                 attachment_name TEXT))
             WITH ORDINALITY AS e (to_address, reply_to, subject, text, attachment_path, attachment_name, n)
           ORDER BY e.n;
           outcome := 'stored';
           stored_any := true;
         ELSE
           outcome := 'duplicate';
         END IF;
       END IF;
       RETURN NEXT;
     END LOOP;
     IF NOT stored_any THEN
       PERFORM set_config('synchronous_commit', 'off', true);
     END IF;
   END $$;`;

/** The schema changes in order; schema_migrations records how many have run. */
export const postgresMigrations: readonly string[] = [
  `CREATE TABLE submissions (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     locale TEXT NOT NULL,
     email TEXT NOT NULL,
     body TEXT NOT NULL,
     file_path TEXT,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX submissions_email ON submissions (email);
   CREATE INDEX submissions_created ON submissions (created_at);
   CREATE TABLE outbox (
     id BIGSERIAL PRIMARY KEY,
     submission_id TEXT,
     to_address TEXT NOT NULL,
     reply_to TEXT,
     subject TEXT NOT NULL,
     text TEXT NOT NULL,
     attachment_path TEXT,
     attachment_name TEXT,
     sent_at BIGINT,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT NOT NULL,
     locked_until BIGINT NOT NULL DEFAULT 0,
     last_error TEXT,
     created_at BIGINT NOT NULL
   );
   -- Only the e-mails still to send, so claiming never reads the sent history.
   CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE sent_at IS NULL;
   CREATE INDEX outbox_submission ON outbox (submission_id);
   CREATE TABLE bookings (
     submission_id TEXT PRIMARY KEY,
     property_id BIGINT NOT NULL,
     slot_start BIGINT NOT NULL
   );
   CREATE INDEX bookings_slot ON bookings (property_id, slot_start);
   CREATE TABLE rate_hits (id BIGSERIAL PRIMARY KEY, key TEXT NOT NULL, at BIGINT NOT NULL);
   CREATE INDEX rate_hits_key ON rate_hits (key, at);
   CREATE INDEX rate_hits_at ON rate_hits (at);
   CREATE TABLE used_challenges (signature TEXT PRIMARY KEY, expires_at BIGINT NOT NULL);
   CREATE INDEX used_challenges_expiry ON used_challenges (expires_at);
   CREATE TABLE subscriptions (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     email TEXT NOT NULL,
     locale TEXT NOT NULL,
     status TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     confirmed_at BIGINT
   );
   CREATE INDEX subscriptions_email ON subscriptions (email);
   CREATE TABLE tokens (
     token TEXT PRIMARY KEY,
     purpose TEXT NOT NULL,
     subscription_id TEXT,
     email TEXT,
     locale TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX tokens_subscription ON tokens (subscription_id);
   CREATE TABLE alerts_sent (
     subscription_id TEXT NOT NULL,
     property_id BIGINT NOT NULL,
     sent_at BIGINT NOT NULL,
     PRIMARY KEY (subscription_id, property_id)
   );
   CREATE TABLE owner_accounts (
     owner_id BIGINT PRIMARY KEY,
     password_hash TEXT NOT NULL,
     updated_at BIGINT NOT NULL
   );
   CREATE TABLE owner_tokens (
     token_hash TEXT PRIMARY KEY,
     owner_id BIGINT NOT NULL,
     purpose TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     used_at BIGINT
   );
   CREATE INDEX owner_tokens_owner ON owner_tokens (owner_id);
   CREATE TABLE owner_sessions (
     token_hash TEXT PRIMARY KEY,
     owner_id BIGINT NOT NULL,
     created_at BIGINT NOT NULL,
     last_seen_at BIGINT NOT NULL
   );
   CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id);
   CREATE TABLE login_failures (id BIGSERIAL PRIMARY KEY, key_hash TEXT NOT NULL, at BIGINT NOT NULL);
   CREATE INDEX login_failures_key ON login_failures (key_hash, at);
   CREATE INDEX login_failures_at ON login_failures (at);
   CREATE TABLE view_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL);
   CREATE TABLE view_visitors (day TEXT NOT NULL, visitor_hash TEXT NOT NULL, PRIMARY KEY (day, visitor_hash));
   CREATE TABLE view_counts (
     property_id BIGINT NOT NULL,
     day TEXT NOT NULL,
     views INTEGER NOT NULL,
     PRIMARY KEY (property_id, day)
   );
   CREATE TABLE view_sources (
     day TEXT NOT NULL,
     source_hash TEXT NOT NULL,
     views INTEGER NOT NULL,
     last_at BIGINT NOT NULL,
     PRIMARY KEY (day, source_hash)
   );`,
  // 2: SQLite's 7 and 8: posts without the proof of work held until their mailed link is followed, and
  // refused plain posts waiting to be shown again.
  `CREATE TABLE held_submissions (
     token_hash TEXT PRIMARY KEY,
     submission_id TEXT NOT NULL UNIQUE,
     emails TEXT NOT NULL,
     expires_at BIGINT NOT NULL,
     confirmed_at BIGINT
   );
   CREATE INDEX held_submissions_expiry ON held_submissions (expires_at);
   CREATE TABLE form_returns (
     token_hash TEXT PRIMARY KEY,
     record TEXT NOT NULL,
     expires_at BIGINT NOT NULL
   );
   CREATE INDEX form_returns_expiry ON form_returns (expires_at);`,
  // 3: a form post's checks in one round trip (a statement of its own that does not wait for the disk):
  // spend the challenge, then count each rate limit under its key's lock; the first refusal stops, and
  // what ran before it stays done. Each statement of a VOLATILE function sees what others committed
  // before it started, so a count taken after its lock is exact.
  postgresMigrationThree,
  // 4: a plain form post (no booking, subscription or held delivery) in one round trip: a procedure, so
  // that it can commit twice as the two round trips of before did. Under the submission id's session
  // lock (the same id posted twice at once: the second waits, then answers as a retry): the earlier row
  // of that id, then form_checks committed without waiting for the disk (its rate-limit locks are not
  // held through a synced commit), then the submission and its e-mails committed durably, then the
  // lock let go. A statement that fails leaves the lock to the caller, which lets it go (an exception
  // block cannot hold a COMMIT).
  postgresMigrationFour,
  // 5: the view beacons that arrived together, counted in one round trip, in order (the same visitor
  // twice in one batch counts once), each as migration 1's rules say: the visitor once a day, then the
  // address's share of the day, then the day's count. A view is a statistic nobody was promised: the
  // commit does not wait for the disk (a crash may forget the last moment's views).
  `CREATE FUNCTION count_views(
     p_ids BIGINT[], p_days TEXT[], p_visitors TEXT[], p_sources TEXT[], p_now BIGINT[],
     p_per_address INTEGER[], p_burst_ms BIGINT[]
   ) RETURNS BOOLEAN[] LANGUAGE plpgsql VOLATILE AS $$
   DECLARE
     i INTEGER;
     counted BOOLEAN[] := '{}';
   BEGIN
     PERFORM set_config('synchronous_commit', 'off', true);
     FOR i IN 1 .. COALESCE(array_length(p_ids, 1), 0) LOOP
       INSERT INTO view_visitors (day, visitor_hash) VALUES (p_days[i], p_visitors[i]) ON CONFLICT DO NOTHING;
       IF NOT FOUND THEN
         counted := counted || false;
         CONTINUE;
       END IF;
       INSERT INTO view_sources (day, source_hash, views, last_at) VALUES (p_days[i], p_sources[i], 1, p_now[i])
         ON CONFLICT (day, source_hash) DO UPDATE SET views = view_sources.views + 1, last_at = excluded.last_at
         WHERE view_sources.views < p_per_address[i] AND p_now[i] - view_sources.last_at >= p_burst_ms[i];
       IF NOT FOUND THEN
         counted := counted || false;
         CONTINUE;
       END IF;
       INSERT INTO view_counts (property_id, day, views) VALUES (p_ids[i], p_days[i], 1)
         ON CONFLICT (property_id, day) DO UPDATE SET views = view_counts.views + 1;
       counted := counted || true;
     END LOOP;
     RETURN counted;
   END $$;`,
  // 6: migration 4's form_post, with a retry recognised by what its body says (jsonb equality) rather
  // than its text: a deploy between a post and its retry may write the fields in another order. Made
  // from migration 4's text so that the procedure is written once.
  formPostComparingJson(),
  // 7: room on each outbox page for the new versions of its rows. An e-mail's row, mostly its text, is
  // written again when a worker leases it and again when it is marked sent. On a full page each new
  // version went to another page and the WAL carried the whole row: 13.5 KB per form post and its two
  // e-mails, half of it these updates. With half of each page kept free they stay on their page (the
  // lease as a HOT update), and the WAL carries only what changed: 6.6 KB per post (pg_walinspect).
  'ALTER TABLE outbox SET (fillfactor = 50);',
  // 8: the plain form posts that arrive together in one statement and one synced commit (form_posts),
  // and form_checks taking its locks in the order form_posts does. form_post stays for a process of the
  // version before during a deploy.
  `${formChecksLockingInOrder}\n${formPosts}`,
  // 9: the one-click unsubscribe link of an e-mail that belongs to a subscription (a demand's alert),
  // sent as its List-Unsubscribe header. Other e-mails, and rows queued before it, keep NULL; the form
  // posts' procedures never set it.
  'ALTER TABLE outbox ADD COLUMN list_unsubscribe TEXT;',
  // 10: SQLite's 10: the visit a held post books once confirmed (JSON), NULL for other posts.
  'ALTER TABLE held_submissions ADD COLUMN booking TEXT;',
  // 11: SQLite's 11: the networks each account logged in from (a hash of the account and the address
  // key) and when last, so that a login from one of them goes ahead of a flood from others.
  `CREATE TABLE login_addresses (key_hash TEXT PRIMARY KEY, last_at BIGINT NOT NULL);
   CREATE INDEX login_addresses_at ON login_addresses (last_at);`,
  // 12: SQLite's 12: the e-mails whose last attempt could not reach the SMTP server, due at once when a
  // send succeeds again. A constant default: the column is added without rewriting the table.
  `ALTER TABLE outbox ADD COLUMN waits_for_connection BOOLEAN NOT NULL DEFAULT false;
   CREATE INDEX outbox_connection_waits ON outbox (id) WHERE sent_at IS NULL AND waits_for_connection;`,
];

/** Migration 6's text: migration 4's procedure, replaced, comparing the bodies as jsonb. */
function formPostComparingJson(): string {
  const original = postgresMigrationFour;
  const compared = original
    .replace('CREATE PROCEDURE form_post(', 'CREATE OR REPLACE PROCEDURE form_post(')
    .replace('earlier_body = p_body', 'earlier_body::jsonb = p_body::jsonb');
  if (compared.split('::jsonb').length !== 3 || !compared.includes('CREATE OR REPLACE')) {
    throw new Error('migration 6 no longer finds what it changes in migration 4');
  }
  return compared;
}

// Any fixed number: the advisory lock that lets one process at a time migrate (the others wait).
const migrationLock = 16_016_016;

/** Runs the migrations the database has not run yet, all in one transaction, one process at a time. */
export async function migratePostgres(db: Kysely<PostgresSchema>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${migrationLock})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)`.execute(
      trx,
    );
    const done = await sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM schema_migrations`.execute(trx);
    const ran = done.rows[0]?.n ?? 0;
    for (const [index, text] of postgresMigrations.entries()) {
      if (index < ran) continue;
      await sql.raw(text).execute(trx);
      await sql`INSERT INTO schema_migrations (version, applied_at) VALUES (${index + 1}, ${Date.now()})`.execute(
        trx,
      );
    }
  });
}

/** Replaces the one occurrence of `from` in `text`; a migration built from another fails loudly if not. */
function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) {
    throw new Error(`a migration built from another no longer finds "${from.trim()}" once`);
  }
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** Migration 8's form_checks, made from migration 3's: every key's lock first, in ascending order. */
function lockingKeysFirst(migrationThree: string): string {
  let text = replaceOnce(
    migrationThree,
    'CREATE FUNCTION form_checks(',
    'CREATE OR REPLACE FUNCTION form_checks(',
  );
  text = replaceOnce(text, '     i INTEGER;\n', '     i INTEGER;\n     lock_key BIGINT;\n');
  const offline = "     PERFORM set_config('synchronous_commit', 'off', true);\n";
  text = replaceOnce(
    text,
    offline,
    `${offline}     FOR lock_key IN SELECT DISTINCT hashtextextended('rate:' || k, 0) FROM unnest(p_keys) AS k ORDER BY 1 LOOP\n       PERFORM pg_advisory_xact_lock(lock_key);\n     END LOOP;\n`,
  );
  return replaceOnce(
    text,
    "       PERFORM pg_advisory_xact_lock(hashtextextended('rate:' || p_keys[i], 0));\n",
    '',
  );
}
