// The outbox's CRM rows against a real local receiver (port 4513): delivered on a 2xx, tried again on
// the webhook's schedule after a 503, refused on a 400 or after a day of failures, and, from a staff
// command (not detached), waited for before deliverDueEmails returns.

import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmRetryDelay } from '../../domain/crm/crm-retry';
import { isSignedBy } from '../crm/crm-signature';
import { openSqliteFormStore } from '../store/sqlite-form-store';
import { deliverDueEmails } from './outbox-worker';

const secret = 'unit-secret';
const statuses: number[] = [];
const received: { body: string; signature: string }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ body, signature: String(request.headers['x-webhook-signature']) });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((done) => server.listen(4513, '127.0.0.1', done));
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const webhook = { url: new URL('http://127.0.0.1:4513/leads'), secret };
const crm = { webhook, detached: false };
const noMail = async () => {
  throw new Error('no e-mail here');
};

/** A store with one lead queued at `t0`. */
async function storeWithLead(id: string, t0: number) {
  const store = openSqliteFormStore(join(mkdtempSync(join(tmpdir(), 'outbox-webhooks-')), 'site.db'));
  const lead = {
    channel: 'crm' as const,
    to: 'crm-webhook',
    subject: 'site-contact',
    text: `{"id":"${id}"}`,
  };
  await store.saveSubmission(
    { id, kind: 'site-contact', locale: 'en', email: 'anna@example.be', body: {}, createdAt: t0 },
    [lead],
  );
  return store;
}

describe("the outbox's CRM rows", () => {
  it('are posted signed, tried again after a 503 on the schedule, and marked delivered on a 2xx', async () => {
    const t0 = 1_000_000;
    const store = await storeWithLead('a', t0);
    let now = t0;
    statuses.push(503);
    await deliverDueEmails(store, noMail, 100, () => now, 60_000, undefined, crm);
    expect(received.at(-1)?.body).toBe('{"id":"a"}');
    expect(isSignedBy('{"id":"a"}', received.at(-1)?.signature ?? '', secret)).toBe(true);
    expect(await store.undeliveredLeads()).toMatchObject([
      { attempts: 1, nextAttemptAt: t0 + 5_000, refusedAt: null, lastError: 'CRM webhook answered 503' },
    ]);
    now = t0 + 4_999;
    await deliverDueEmails(store, noMail, 100, () => now, 60_000, undefined, crm);
    expect(received.filter((item) => item.body === '{"id":"a"}')).toHaveLength(1);
    now = t0 + 5_000;
    await deliverDueEmails(store, noMail, 100, () => now, 60_000, undefined, crm);
    expect(await store.undeliveredLeads()).toEqual([]);
    expect(await store.pendingEmails()).toBe(0);
    store.close();
  });

  it('are refused at once on a 400, and after a day of failures', async () => {
    const store = await storeWithLead('b', 0);
    statuses.push(400);
    await deliverDueEmails(store, noMail, 100, () => 0, 60_000, undefined, crm);
    expect(await store.undeliveredLeads()).toMatchObject([{ attempts: 1, refusedAt: 0 }]);

    const late = await storeWithLead('c', 0);
    let now = 0;
    for (let attempt = 1; ; attempt += 1) {
      statuses.push(500);
      await deliverDueEmails(late, noMail, 100, () => now, 60_000, undefined, crm);
      const [row] = await late.undeliveredLeads();
      if (row?.refusedAt !== null) {
        expect(crmRetryDelay(attempt)).toBeUndefined();
        expect(row?.lastError).toContain('given up after a day');
        expect(now).toBeLessThanOrEqual(24 * 60 * 60_000);
        break;
      }
      now = row.nextAttemptAt;
    }
    store.close();
    late.close();
  });
});
