// The first migration of each database: the tables of the forms API as they were first written. SQLite's
// first holds the form tables alone (the owner portal, the rate counts and the view sources came in its
// own later migrations); PostgreSQL's came after, as the SQLite schema stood at its migration 6. Both
// have run on live databases, so neither may change (schema/migrations.test.ts checks their texts).

/** SQLite's migration 1: submissions, outbox, bookings, rate limits, challenges, subscriptions, alerts. */
export const sqliteFormTables = `CREATE TABLE submissions (
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
   );`;

/** PostgreSQL's migration 1: the SQLite schema as of its migration 6, with BIGINT times and ids. */
export const postgresFirstTables = `CREATE TABLE submissions (
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
   );`;
