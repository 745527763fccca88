// The agency answers a lead with one click: the Reply-To of a queued e-mail survives the outbox and
// reaches the message, and rows queued before the outbox had the column still send.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { serverConfig } from '../server-config';
import { migrations } from '../store/migrations';
import { openSqliteFormStore } from '../store/sqlite-form-store';
import { createSender, deliverDueEmails } from './outbox-worker';

const submission = {
  id: 'a',
  kind: 'site-contact',
  locale: 'fr',
  email: 'anna@example.be',
  body: { firstName: 'Anna' },
  createdAt: 1000,
};

describe('outbox Reply-To', () => {
  it('carries the Reply-To of a queued e-mail to the sent .eml file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-reply-'));
    const store = openSqliteFormStore(join(dir, 'site.db'));
    await store.saveSubmission(submission, [
      { to: 'leads@example.be', subject: 'Lead', text: 'Hello', replyTo: 'anna@example.be' },
      { to: 'anna@example.be', subject: 'Thanks', text: 'Hello' },
    ]);
    const claimed = await store.claimDueEmails(2000, 10, 60_000);
    expect(claimed.map((email) => email.replyTo)).toEqual(['anna@example.be', undefined]);
    await store.markEmailFailed(claimed[0]?.id ?? 0, 'retry', 0);
    await store.markEmailFailed(claimed[1]?.id ?? 0, 'retry', 0);

    const mailDir = join(dir, 'mail');
    const send = createSender(serverConfig({ MAIL_DIR: mailDir }), 'Agency <info@agency.be>', 'agency.be');
    expect(await deliverDueEmails(store, send, 100, () => 3000)).toEqual({ sent: 2, failed: 0 });
    const [lead, thanks] = readdirSync(mailDir)
      .sort()
      .map((file) => readFileSync(join(mailDir, file), 'utf8'));
    expect(lead).toMatch(/^Reply-To: anna@example\.be$/m);
    expect(thanks).not.toMatch(/^Reply-To:/m);
  });

  it('still sends an e-mail queued before the outbox had a Reply-To column', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'outbox-old-')), 'site.db');
    const old = new DatabaseSync(path);
    for (const sql of migrations.slice(0, 3)) old.exec(sql);
    old.exec('PRAGMA user_version = 3');
    old
      .prepare(
        `INSERT INTO outbox (submission_id, to_address, subject, text, next_attempt_at, created_at)
         VALUES (NULL, 'leads@example.be', 'Old lead', 'Queued last week', 1000, 1000)`,
      )
      .run();
    old.close();
    const store = openSqliteFormStore(path);
    const sent: { subject: string; replyTo: string | undefined }[] = [];
    const result = await deliverDueEmails(
      store,
      async (email) => {
        sent.push({ subject: email.subject, replyTo: email.replyTo });
      },
      100,
      () => 2000,
    );
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([{ subject: 'Old lead', replyTo: undefined }]);
  });
});
