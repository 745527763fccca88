// The one ordered list of schema changes, from which both databases are migrated. Append only: a
// migration that has run somewhere must never change (schema/migrations.test.ts holds their fingerprints).
// Each database records how many of ITS migrations ran (SQLite's user_version, PostgreSQL's
// schema_migrations rows), counting only the entries that have a text for it: the two schemas were first
// written apart (PostgreSQL's first migration is SQLite's first six), and the databases made then keep
// their numbers. A new migration is written once, with `dialectWords` for what the two spell differently.
import { webhookMigration } from '../outbox/webhook-migration';
import { postgresFirstTables, sqliteFormTables } from './first-tables';
import { countViews, formPosts } from './postgres-batch-functions';
import { formChecks, formPost, formPostComparingJson, lockingKeysFirst } from './postgres-form-functions';

export type Dialect = 'sqlite' | 'postgres';

/** What the two databases spell differently in a schema change: the one place of that knowledge. */
export interface DialectWords {
  /** A time (ms since the epoch) or a count beyond 2^31: SQLite's INTEGER holds 64 bits already. */
  readonly bigint: string;
  /** A yes/no column, its false, and a test that it is true (SQLite stores 0 and 1). */
  readonly boolean: string;
  readonly false: string;
  readonly isTrue: (column: string) => string;
  /** After a table's closing parenthesis: SQLite stores a table keyed by its primary key alone. */
  readonly keyedTable: string;
}

export const dialectWords: Readonly<Record<Dialect, DialectWords>> = {
  sqlite: {
    bigint: 'INTEGER',
    boolean: 'INTEGER',
    false: '0',
    isTrue: (column) => `${column} = 1`,
    keyedTable: ' WITHOUT ROWID',
  },
  postgres: {
    bigint: 'BIGINT',
    boolean: 'BOOLEAN',
    false: 'false',
    isTrue: (column) => column,
    keyedTable: '',
  },
};

/** A schema change: one text for both databases, or one per database (none: it does not concern it). */
export type Migration =
  | { readonly both: string | ((words: DialectWords) => string) }
  | { readonly sqlite?: string; readonly postgres?: string };

/** The schema changes in order. */
export const migrations: readonly Migration[] = [
  // SQLite 1, PostgreSQL 1 (which holds SQLite's 2 to 6 too).
  { sqlite: sqliteFormTables, postgres: postgresFirstTables },
  // SQLite 2: the owner portal (passwords, single-use tokens, sessions, login throttle) and the view counter.
  // Tokens and session ids are stored as SHA-256 hashes only; throttle keys are hashed too, so no
  // e-mail address or IP address sits in these tables.
  {
    sqlite: `CREATE TABLE owner_accounts (
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
  },
  // SQLite 3: a running count of the rate-limit hits per key, kept by triggers on every insert and delete of
  // rate_hits (expiry, purge), so a check reads one row instead of every hit of its window; and the
  // spent challenges by expiry, so removing the expired ones does not read them all.
  {
    sqlite: `CREATE INDEX used_challenges_expiry ON used_challenges (expires_at);
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
  },
  // SQLite 4: the address a lead's answer goes to (the visitor's), so the agent replies with one click. Rows
  // queued before it keep NULL and send as they always did.
  {
    sqlite: `ALTER TABLE outbox ADD COLUMN reply_to TEXT;`,
  },
  // SQLite 5: throttle attempts by time, so that forgetting every key's old attempts reads only those.
  {
    sqlite: `CREATE INDEX login_failures_at ON login_failures (at);`,
  },
  // SQLite 6: what each address (hashed with the day's salt and the property) added to a property's views
  // today, so one client cannot inflate the count by varying its user agent.
  {
    sqlite: `CREATE TABLE view_sources (
     day TEXT NOT NULL,
     source_hash TEXT NOT NULL,
     views INTEGER NOT NULL,
     last_at INTEGER NOT NULL,
     PRIMARY KEY (day, source_hash)
   ) WITHOUT ROWID;`,
  },
  // SQLite 7, with PostgreSQL 2 (which holds SQLite's 8 too): posts without the proof of work (JavaScript off), held until the visitor follows the link
  // mailed to them: the token's hash, the e-mails to queue then (JSON), the link's expiry, and when it
  // was confirmed (kept, so a second click says so).
  {
    sqlite: `CREATE TABLE held_submissions (
     token_hash TEXT PRIMARY KEY,
     submission_id TEXT NOT NULL UNIQUE,
     emails TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     confirmed_at INTEGER
   );
   CREATE INDEX held_submissions_expiry ON held_submissions (expires_at);`,
    postgres: `CREATE TABLE held_submissions (
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
  },
  // SQLite 8: refused plain posts waiting to be shown again (post/redirect/get), in the database rather than
  // one process's memory, so that any API process can show the form the other one refused.
  {
    sqlite: `CREATE TABLE form_returns (
     token_hash TEXT PRIMARY KEY,
     record TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX form_returns_expiry ON form_returns (expires_at);`,
  },
  // PostgreSQL 3: a form post's checks in one round trip (a statement of its own that does not wait for the disk):
  // spend the challenge, then count each rate limit under its key's lock; the first refusal stops, and
  // what ran before it stays done. Each statement of a VOLATILE function sees what others committed
  // before it started, so a count taken after its lock is exact.
  { postgres: formChecks },
  // PostgreSQL 4: a plain form post (no booking, subscription or held delivery) in one round trip: a procedure, so
  // that it can commit twice as the two round trips of before did. Under the submission id's session
  // lock (the same id posted twice at once: the second waits, then answers as a retry): the earlier row
  // of that id, then form_checks committed without waiting for the disk (its rate-limit locks are not
  // held through a synced commit), then the submission and its e-mails committed durably, then the
  // lock let go. A statement that fails leaves the lock to the caller, which lets it go (an exception
  // block cannot hold a COMMIT).
  { postgres: formPost },
  // PostgreSQL 5: the view beacons that arrived together, counted in one round trip, in order (the same visitor
  // twice in one batch counts once), each as migration 1's rules say: the visitor once a day, then the
  // address's share of the day, then the day's count. A view is a statistic nobody was promised: the
  // commit does not wait for the disk (a crash may forget the last moment's views).
  { postgres: countViews },
  // PostgreSQL 6: migration 4's form_post, with a retry recognised by what its body says (jsonb equality) rather
  // than its text: a deploy between a post and its retry may write the fields in another order. Made
  // from migration 4's text so that the procedure is written once.
  { postgres: formPostComparingJson() },
  // PostgreSQL 7: room on each outbox page for the new versions of its rows. An e-mail's row, mostly its text, is
  // written again when a worker leases it and again when it is marked sent. On a full page each new
  // version went to another page and the WAL carried the whole row: 13.5 KB per form post and its two
  // e-mails, half of it these updates. With half of each page kept free they stay on their page (the
  // lease as a HOT update), and the WAL carries only what changed: 6.6 KB per post (pg_walinspect).
  { postgres: 'ALTER TABLE outbox SET (fillfactor = 50);' },
  // PostgreSQL 8: the plain form posts that arrive together in one statement and one synced commit (form_posts),
  // and form_checks taking its locks in the order form_posts does. form_post stays for a process of the
  // version before during a deploy.
  { postgres: `${lockingKeysFirst(formChecks)}\n${formPosts}` },
  // SQLite 9, PostgreSQL 9: the one-click unsubscribe link of an e-mail that belongs to a subscription
  // (a demand's alert), sent as its List-Unsubscribe header. Other e-mails, and rows queued before it,
  // keep NULL; PostgreSQL's form posts' procedures never set it.
  { both: 'ALTER TABLE outbox ADD COLUMN list_unsubscribe TEXT;' },
  // SQLite 10, PostgreSQL 10: the visit a held post books once confirmed (JSON: property, slot start,
  // capacity), NULL for other posts: a held post takes no place of its slot until its visitor confirms
  // it, so posts nobody confirms cannot fill a slot. Rows held before it took their place at once.
  { both: 'ALTER TABLE held_submissions ADD COLUMN booking TEXT;' },
  // SQLite 11, PostgreSQL 11: the networks each account logged in from (a hash of the account and the
  // address key) and when last, so that a login from one of them goes ahead of a flood from others.
  {
    both: (
      t,
    ) => `CREATE TABLE login_addresses (key_hash TEXT PRIMARY KEY, last_at ${t.bigint} NOT NULL)${t.keyedTable};
   CREATE INDEX login_addresses_at ON login_addresses (last_at);`,
  },
  // SQLite 12, PostgreSQL 12: the e-mails whose last attempt could not reach the SMTP server (refused,
  // timed out, cut off), as against a message the server refused: once a send succeeds again they are
  // due at once, instead of each waiting out its own backoff. The partial index keeps that lookup to the
  // few waiting; a constant default adds the column without rewriting PostgreSQL's table.
  {
    both: (t) => `ALTER TABLE outbox ADD COLUMN waits_for_connection ${t.boolean} NOT NULL DEFAULT ${t.false};
   CREATE INDEX outbox_connection_waits ON outbox (id) WHERE sent_at IS NULL AND ${t.isTrue('waits_for_connection')};`,
  },
  // SQLite 13, PostgreSQL 13: the CRM webhook's rows in the outbox (outbox/webhook-migration.ts): their
  // channel, and when the CRM refused one for good; PostgreSQL's form_posts queues the channel too.
  webhookMigration,
  // SQLite 14, PostgreSQL 14: the owners' weekly report: who asked for none (kept, so the portal can show
  // it), and the ISO week each owner was sent, written in the transaction that queues the e-mail, so a
  // second run in the same week sends nothing.
  {
    both: (
      t,
    ) => `CREATE TABLE owner_report_optouts (owner_id ${t.bigint} PRIMARY KEY, opted_out_at ${t.bigint} NOT NULL);
   CREATE TABLE owner_reports_sent (
     owner_id ${t.bigint} NOT NULL,
     week TEXT NOT NULL,
     sent_at ${t.bigint} NOT NULL,
     PRIMARY KEY (owner_id, week)
   )${t.keyedTable};`,
  },
];

/** The texts of one database's migrations, in order: its recorded count is an index into this list. */
export function migrationTexts(dialect: Dialect): string[] {
  return migrations.flatMap((migration) => {
    const text = 'both' in migration ? migration.both : migration[dialect];
    if (text === undefined) return [];
    return [typeof text === 'string' ? text : text(dialectWords[dialect])];
  });
}
