// The database's schema changes, shared by every store on the same SQLite file (forms, owner portal,
// views). Append only: a migration that has run somewhere must never change.
import type { DatabaseSync } from 'node:sqlite';

/** The schema changes in order, append-only; the database's user_version says how many have run. */
export const migrations: readonly string[] = [
  `CREATE TABLE submissions (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     locale TEXT NOT NULL,
     email TEXT NOT NULL,
     body TEXT NOT NULL,
     file_path TEXT,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX submissions_email ON submissions (email);
   CREATE INDEX submissions_created ON submissions (created_at);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     submission_id TEXT,
     to_address TEXT NOT NULL,
     subject TEXT NOT NULL,
     text TEXT NOT NULL,
     attachment_path TEXT,
     attachment_name TEXT,
     sent_at INTEGER,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     locked_until INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);
   CREATE TABLE bookings (
     submission_id TEXT PRIMARY KEY,
     property_id INTEGER NOT NULL,
     slot_start INTEGER NOT NULL
   );
   CREATE INDEX bookings_slot ON bookings (property_id, slot_start);
   CREATE TABLE rate_hits (key TEXT NOT NULL, at INTEGER NOT NULL);
   CREATE INDEX rate_hits_key ON rate_hits (key, at);
   CREATE TABLE used_challenges (signature TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
   CREATE TABLE subscriptions (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     email TEXT NOT NULL,
     locale TEXT NOT NULL,
     status TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     confirmed_at INTEGER
   );
   CREATE INDEX subscriptions_email ON subscriptions (email);
   CREATE TABLE tokens (
     token TEXT PRIMARY KEY,
     purpose TEXT NOT NULL,
     subscription_id TEXT,
     email TEXT,
     locale TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE alerts_sent (
     subscription_id TEXT NOT NULL,
     property_id INTEGER NOT NULL,
     sent_at INTEGER NOT NULL,
     PRIMARY KEY (subscription_id, property_id)
   );`,
  // 2: the owner portal (passwords, single-use tokens, sessions, login throttle) and the view counter.
  // Tokens and session ids are stored as SHA-256 hashes only; throttle keys are hashed too, so no
  // e-mail address or IP address sits in these tables.
  `CREATE TABLE owner_accounts (
     owner_id INTEGER PRIMARY KEY,
     password_hash TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE owner_tokens (
     token_hash TEXT PRIMARY KEY,
     owner_id INTEGER NOT NULL,
     purpose TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX owner_tokens_owner ON owner_tokens (owner_id);
   CREATE TABLE owner_sessions (
     token_hash TEXT PRIMARY KEY,
     owner_id INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   );
   CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id);
   CREATE TABLE login_failures (key_hash TEXT NOT NULL, at INTEGER NOT NULL);
   CREATE INDEX login_failures_key ON login_failures (key_hash, at);
   CREATE TABLE view_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL);
   CREATE TABLE view_visitors (day TEXT NOT NULL, visitor_hash TEXT NOT NULL, PRIMARY KEY (day, visitor_hash));
   CREATE TABLE view_counts (
     property_id INTEGER NOT NULL,
     day TEXT NOT NULL,
     views INTEGER NOT NULL,
     PRIMARY KEY (property_id, day)
   );`,
  // 3: a running count of the rate-limit hits per key, kept by triggers on every insert and delete of
  // rate_hits (expiry, purge), so a check reads one row instead of every hit of its window; and the
  // spent challenges by expiry, so removing the expired ones does not read them all.
  `CREATE INDEX used_challenges_expiry ON used_challenges (expires_at);
   CREATE TABLE rate_counts (key TEXT PRIMARY KEY, hits INTEGER NOT NULL) WITHOUT ROWID;
   INSERT INTO rate_counts (key, hits) SELECT key, COUNT(*) FROM rate_hits GROUP BY key;
   CREATE TRIGGER rate_hits_counted AFTER INSERT ON rate_hits BEGIN
     INSERT INTO rate_counts (key, hits) VALUES (NEW.key, 1)
       ON CONFLICT (key) DO UPDATE SET hits = hits + 1;
   END;
   CREATE TRIGGER rate_hits_uncounted AFTER DELETE ON rate_hits BEGIN
     UPDATE rate_counts SET hits = hits - 1 WHERE key = OLD.key;
     DELETE FROM rate_counts WHERE key = OLD.key AND hits <= 0;
   END;`,
  // 4: the address a lead's answer goes to (the visitor's), so the agent replies with one click. Rows
  // queued before it keep NULL and send as they always did.
  `ALTER TABLE outbox ADD COLUMN reply_to TEXT;`,
  // 5: throttle attempts by time, so that forgetting every key's old attempts reads only those.
  `CREATE INDEX login_failures_at ON login_failures (at);`,
  // 6: what each address (hashed with the day's salt and the property) added to a property's views
  // today, so one client cannot inflate the count by varying its user agent.
  `CREATE TABLE view_sources (
     day TEXT NOT NULL,
     source_hash TEXT NOT NULL,
     views INTEGER NOT NULL,
     last_at INTEGER NOT NULL,
     PRIMARY KEY (day, source_hash)
   ) WITHOUT ROWID;`,
  // 7: posts without the proof of work (JavaScript off), held until the visitor follows the link
  // mailed to them: the token's hash, the e-mails to queue then (JSON), the link's expiry, and when it
  // was confirmed (kept, so a second click says so).
  `CREATE TABLE held_submissions (
     token_hash TEXT PRIMARY KEY,
     submission_id TEXT NOT NULL UNIQUE,
     emails TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     confirmed_at INTEGER
   );
   CREATE INDEX held_submissions_expiry ON held_submissions (expires_at);`,
  // 8: refused plain posts waiting to be shown again (post/redirect/get), in the database rather than
  // one process's memory, so that any API process can show the form the other one refused.
  `CREATE TABLE form_returns (
     token_hash TEXT PRIMARY KEY,
     record TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX form_returns_expiry ON form_returns (expires_at);`,
  // 9: the one-click unsubscribe link of an e-mail that belongs to a subscription (a demand's alert),
  // sent as its List-Unsubscribe header. Other e-mails, and rows queued before it, keep NULL.
  `ALTER TABLE outbox ADD COLUMN list_unsubscribe TEXT;`,
  // 10: the visit a held post books once confirmed (JSON: property, slot start, capacity), NULL for
  // other posts: a held post takes no place of its slot until its visitor confirms it, so posts nobody
  // confirms cannot fill a slot. Rows held before it took their place at once, and keep it.
  `ALTER TABLE held_submissions ADD COLUMN booking TEXT;`,
  // 11: the networks each account logged in from (a hash of the account and the address key) and
  // when last, so that a login from one of them goes ahead of a flood from others.
  `CREATE TABLE login_addresses (key_hash TEXT PRIMARY KEY, last_at INTEGER NOT NULL) WITHOUT ROWID;
   CREATE INDEX login_addresses_at ON login_addresses (last_at);`,
  // 12: the e-mails whose last attempt could not reach the SMTP server (refused, timed out, cut off),
  // as against a message the server refused: once a send succeeds again they are due at once, instead
  // of each waiting out its own backoff. The partial index keeps that lookup to the few waiting.
  `ALTER TABLE outbox ADD COLUMN waits_for_connection INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX outbox_connection_waits ON outbox (id) WHERE sent_at IS NULL AND waits_for_connection = 1;`,
];

/** Runs the migrations the database has not run yet, each in its own transaction. */
export function migrate(db: DatabaseSync): void {
  const version = () =>
    Number((db.prepare('PRAGMA user_version').get() as Record<string, unknown>)['user_version'] ?? 0);
  for (const [index, sql] of migrations.entries()) {
    if (index < version()) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      // Another process (the API and a staff command open the same file) may have run it meanwhile.
      if (index < version()) {
        db.exec('COMMIT');
        continue;
      }
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${index + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
