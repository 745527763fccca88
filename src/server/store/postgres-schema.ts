// The tables of the PostgreSQL store as Kysely sees them (the schema is in schema/migrations.ts).
// Times are ms since the epoch in BIGINT columns, read back as numbers (postgres-database.ts).
import type { Generated } from 'kysely';

/** Every table of the PostgreSQL database. */
export interface PostgresSchema {
  submissions: {
    id: string;
    kind: string;
    locale: string;
    email: string;
    /** The JSON text of the body, compared as text with a retry's body. */
    body: string;
    file_path: string | null;
    created_at: number;
  };
  outbox: {
    id: Generated<number>;
    submission_id: string | null;
    to_address: string;
    reply_to: string | null;
    /** The one-click unsubscribe link, sent as List-Unsubscribe (migration 9); defaults to NULL. */
    list_unsubscribe: Generated<string | null>;
    subject: string;
    text: string;
    attachment_path: string | null;
    attachment_name: string | null;
    sent_at: number | null;
    attempts: Generated<number>;
    next_attempt_at: number;
    locked_until: Generated<number>;
    last_error: string | null;
    /** The last attempt could not reach the SMTP server (migration 12): due again once a send succeeds. */
    waits_for_connection: Generated<boolean>;
    /** NULL: an e-mail; 'crm': the lead posted to the CRM's webhook (migration 13). */
    channel: Generated<string | null>;
    /** When the CRM refused the row for good (migration 13); NULL while it is pending or sent. */
    refused_at: Generated<number | null>;
    created_at: number;
  };
  bookings: { submission_id: string; property_id: number; slot_start: number };
  rate_hits: { id: Generated<number>; key: string; at: number };
  used_challenges: { signature: string; expires_at: number };
  subscriptions: {
    id: string;
    kind: string;
    email: string;
    locale: string;
    status: string;
    created_at: number;
    confirmed_at: number | null;
  };
  tokens: {
    token: string;
    purpose: string;
    subscription_id: string | null;
    email: string | null;
    locale: string;
    created_at: number;
  };
  alerts_sent: { subscription_id: string; property_id: number; sent_at: number };
  owner_accounts: { owner_id: number; password_hash: string; updated_at: number };
  owner_tokens: {
    token_hash: string;
    owner_id: number;
    purpose: string;
    created_at: number;
    expires_at: number;
    used_at: number | null;
  };
  owner_sessions: { token_hash: string; owner_id: number; created_at: number; last_seen_at: number };
  login_failures: { id: Generated<number>; key_hash: string; at: number };
  login_addresses: { key_hash: string; last_at: number };
  view_salts: { day: string; salt: string };
  view_visitors: { day: string; visitor_hash: string };
  view_counts: { property_id: number; day: string; views: number };
  view_sources: { day: string; source_hash: string; views: number; last_at: number };
  held_submissions: {
    token_hash: string;
    submission_id: string;
    /** The JSON of the e-mails to queue on confirmation. */
    emails: string;
    expires_at: number;
    confirmed_at: number | null;
    /** The JSON of the visit it books once confirmed (NewBooking); NULL when it books none. */
    booking: string | null;
  };
  form_returns: { token_hash: string; record: string; expires_at: number };
}
