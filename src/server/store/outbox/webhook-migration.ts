// The outbox's columns for the CRM webhook (migration 13 of both databases): which channel a row goes
// by (NULL: an e-mail, 'crm': the lead posted to CRM_WEBHOOK_URL) and when the CRM refused it for good
// (a 4xx other than 408 and 429, or 24 hours of failures), so the claims pass it by and `npm run leads`
// lists it. PostgreSQL's form_posts copies the channel of each row it queues (migration 8's text with
// one more column: the batch of plain posts is where most leads are stored).
import { formPosts } from '../schema/postgres-batch-functions';

const columns = (bigint: string) => `ALTER TABLE outbox ADD COLUMN channel TEXT;
   ALTER TABLE outbox ADD COLUMN refused_at ${bigint};`;

/** The edits that make migration 8's form_posts queue each row's channel too. */
const channelEdits: readonly (readonly [string, string])[] = [
  ['CREATE FUNCTION form_posts(', 'CREATE OR REPLACE FUNCTION form_posts('],
  ['attachment_name, next_attempt_at, created_at)', 'attachment_name, channel, next_attempt_at, created_at)'],
  ['e.attachment_name, (item', 'e.attachment_name, e.channel, (item'],
  ['attachment_name TEXT))', 'attachment_name TEXT, channel TEXT))'],
  [
    'AS e (to_address, reply_to, subject, text, attachment_path, attachment_name, n)',
    'AS e (to_address, reply_to, subject, text, attachment_path, attachment_name, channel, n)',
  ],
];

/** form_posts of migration 8, queuing each row's channel too. */
function formPostsWithChannel(): string {
  return channelEdits.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`form_posts no longer holds ${from}`);
    return text.replace(from, to);
  }, formPosts);
}

/** Migration 13's text for each database. */
export const webhookMigration = {
  sqlite: columns('INTEGER'),
  postgres: `${columns('BIGINT')}\n${formPostsWithChannel()}`,
} as const;
