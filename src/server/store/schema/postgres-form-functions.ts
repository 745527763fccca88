// PostgreSQL's functions of a form post (migrations 3, 4, 6 and 8's form_checks): its checks in one
// round trip, and a plain post in one procedure. Later versions are made from the first text, so that each
// is written once; a migration that has run somewhere never changes (schema/migrations.test.ts).

/** Migration 3: a form post's checks (challenge, then each rate limit under its key's lock). */
export const formChecks = `CREATE FUNCTION form_checks(
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

/** Migration 4: a plain form post in one procedure that commits twice (checks, then the save). */
export const formPost = `CREATE PROCEDURE form_post(
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

/** Migration 6's text: migration 4's procedure, replaced, comparing the bodies as jsonb. */
export function formPostComparingJson(): string {
  const original = formPost;
  const compared = original
    .replace('CREATE PROCEDURE form_post(', 'CREATE OR REPLACE PROCEDURE form_post(')
    .replace('earlier_body = p_body', 'earlier_body::jsonb = p_body::jsonb');
  if (compared.split('::jsonb').length !== 3 || !compared.includes('CREATE OR REPLACE')) {
    throw new Error('migration 6 no longer finds what it changes in migration 4');
  }
  return compared;
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
export function lockingKeysFirst(migrationThree: string): string {
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
