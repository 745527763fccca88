// PostgreSQL's functions that take a batch in one statement: the plain form posts that arrive together
// (migration 8's form_posts) and the view beacons (migration 5's count_views). A migration that has run
// somewhere never changes (schema/migrations.test.ts).

/**
 * Migration 8's form_posts: the plain form posts of one batch (see submissions/postgres-plain-posts.ts) in one
 * statement and one commit, each answered as form_post would have answered it alone, in order. It takes
 * every lock first: the submission ids', then the rate keys', each set in ascending order of its hashes.
 * The items see each other's rows, so the same id twice in one batch is a retry, and a key's hits are
 * counted exactly. The commit waits for the disk once, and not at all when nothing was stored. Its rate
 * keys' locks are held through that commit, unlike form_post's, but one commit answers the whole batch:
 * one address's posts still pass many to a commit.
 */
export const formPosts = `CREATE FUNCTION form_posts(p_items JSONB)
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

/**
 * Migration 5: the view beacons that arrived together, counted in one round trip, in order (the same
 * visitor twice in one batch counts once), each as migration 1's rules say: the visitor once a day, then
 * the address's share of the day, then the day's count. A view is a statistic nobody was promised: the
 * commit does not wait for the disk (a crash may forget the last moment's views).
 */
export const countViews = `CREATE FUNCTION count_views(
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
   END $$;`;
