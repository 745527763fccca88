// Leads reach the CRM: with CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET set, every delivered submission is
// posted, signed, to a real local receiver through the outbox: at once for a post with the proof of
// work, once confirmed for a held one; retried after a 503, a timeout or the receiver away, refused on a
// 400 (npm run leads lists it, --resend sends it again), kept across kill -9 of the server. Without the
// variables no webhook row is written. Runs on SQLite (api) and PostgreSQL (api-postgres).
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import site from '../../data/site.json';
import { withDocuments } from '../../src/server/mail/form-email-samples';
import {
  type ApiServer,
  apiTestDatabase,
  decodeMessage,
  ensureBuild,
  eventually,
  MailCatcher,
  runScript,
  solvedAltcha,
  startApi,
} from './api-server';
import { CrmReceiver } from './crm-receiver';

const secret = 'crm-test-secret';
// Ports of this file: 4510 on SQLite, 4511 on PostgreSQL, so both projects may run at once.
const receiver = new CrmReceiver(apiTestDatabase === 'postgres' ? 4511 : 4510);
const smtp = new MailCatcher();
let api: ApiServer;
/** The first server, whose query reads the database every restart of it uses. */
let store: ApiServer;
let env: Record<string, string>;

beforeAll(async () => {
  const dist = ensureBuild();
  await receiver.start();
  const port = await smtp.start();
  env = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    CRM_WEBHOOK_URL: receiver.url,
    CRM_WEBHOOK_SECRET: secret,
    // A lease a little past the webhook's 10 s, so a restart after kill -9 takes the lead over soon.
    MAIL_LEASE_MS: '12000',
  };
  api = await startApi(dist, env);
  store = api;
  // Its database, for npm run leads and for its restart after kill -9.
  env.VAR_DIR = api.varDir;
  if (process.env.DATABASE_URL !== undefined) env.DATABASE_URL = process.env.DATABASE_URL;
});

afterAll(async () => {
  api?.stop();
  await receiver.stop();
  await smtp.stop();
});

/** A JSON post of contact-me about a listing, as the form island sends it; returns its submission id. */
async function islandPost(base: string, extra: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const answer = await fetch(`${base}/api/forms/contact-me`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Origin: base,
      Referer: `${base}/fr/a-vendre/`,
    },
    body: JSON.stringify({
      title: 'ms',
      firstName: 'Camille',
      lastName: 'Dubois',
      email: `lead-${id.slice(0, 8)}@example.be`,
      phone: '+32 470 12 34 56',
      contactTimes: ['afternoon'],
      remark: 'Is the garden south-facing?',
      privacyConsent: true,
      newsletter: true,
      propertyId: String(withDocuments.ID),
      locale: 'fr',
      startedAt: Date.now() - 60_000,
      submissionId: id,
      altcha: await solvedAltcha(base),
      ...extra,
    }),
  });
  expect(answer.status).toBe(201);
  return id;
}

const leadRow = async (id: string) =>
  (
    await store.query(
      "SELECT attempts, sent_at, refused_at, last_error FROM outbox WHERE channel = 'crm' AND submission_id = ?",
      id,
    )
  )[0];

describe('a lead posted to the CRM', () => {
  it('arrives once, signed over its raw body, with its listing, contact, fields, consent and page', async () => {
    const id = await islandPost(api.base);
    await eventually(() => receiver.of(id).length === 1);
    const [request] = receiver.of(id);
    if (request === undefined) throw new Error('no request');
    // The CRM's check, as docs/crm-webhook.md shows it.
    const expected = `sha256=${createHmac('sha256', secret).update(request.raw).digest('hex')}`;
    expect(request.headers['x-webhook-signature']).toBe(expected);
    const stamp = Number(request.headers['x-webhook-timestamp']);
    expect(Math.abs(stamp - Date.now() / 1000)).toBeLessThan(60);
    expect(request.headers['content-type']).toContain('application/json');
    expect(request.lead).toMatchObject({
      id,
      kind: 'contact-me',
      language: 'fr',
      listing: { ID: withDocuments.ID, RecordFile: withDocuments.Reference },
      contact: {
        title: 'ms',
        firstName: 'Camille',
        lastName: 'Dubois',
        email: `lead-${id.slice(0, 8)}@example.be`,
      },
      fields: { contactTimes: ['afternoon'], remark: 'Is the garden south-facing?' },
      consent: { newsletter: true },
    });
    expect(new URL(String((request.lead.listing as { url: string }).url)).pathname).toContain(
      String(withDocuments.ID),
    );
    // No analytical consent, so no source of the visit was posted: the page alone.
    expect(request.lead.source).toEqual({ page: new URL('/fr/a-vendre/', site.SiteUrl).href });
    await eventually(async () => (await leadRow(id))?.sent_at !== null);
    expect(await leadRow(id)).toMatchObject({ attempts: 1, refused_at: null });
    // The e-mails go as before: the agency's lead among them.
    await eventually(() =>
      smtp.messages.some((message) => decodeMessage(message.raw).includes(`lead-${id.slice(0, 8)}`)),
    );
  });

  it("carries the visit's landing page, referrer and utm parameters when the post does (analytical consent)", async () => {
    const source = {
      landingPage: 'https://example.be/?utm_source=news&utm_campaign=spring',
      referrer: 'https://search.example/',
      utm: { utm_source: 'news', utm_campaign: 'spring', utm_evil: 'x' },
      cookie: 'not kept',
    };
    const id = await islandPost(api.base, { source });
    await eventually(() => receiver.of(id).length === 1);
    expect(receiver.of(id)[0]?.lead.source).toEqual({
      page: new URL('/fr/a-vendre/', site.SiteUrl).href,
      landingPage: source.landingPage,
      referrer: source.referrer,
      utm: { utm_source: 'news', utm_campaign: 'spring' },
    });
  });

  it('is tried again after a 503 with the same id and bytes, and delivered on the next 2xx', async () => {
    const id = randomUUID();
    receiver.script.set(id, [{ status: 503 }]);
    await islandPost(api.base, { submissionId: id });
    await eventually(() => receiver.of(id).length === 2, 20_000);
    const [first, second] = receiver.of(id);
    expect(second?.raw).toBe(first?.raw);
    await eventually(async () => (await leadRow(id))?.sent_at !== null);
    expect(await leadRow(id)).toMatchObject({ attempts: 2, refused_at: null });
  });

  it('is refused on a 400, listed by npm run leads, and sent again with --resend', async () => {
    const id = randomUUID();
    receiver.script.set(id, [{ status: 400, bodyBytes: 50 }]);
    await islandPost(api.base, { submissionId: id });
    await eventually(async () => (await leadRow(id))?.refused_at !== null);
    const row = await leadRow(id);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(String(row?.last_error)).toContain('answered 400');
    await new Promise((done) => setTimeout(done, 6000));
    expect(receiver.of(id)).toHaveLength(1);

    const listed = await runScript('scripts/ops/leads.ts', [], env);
    expect(listed.stdout).toMatch(new RegExp(`${id}\\s+contact-me\\s+sent \\S+\\s+REFUSED`));
    const resent = await runScript('scripts/ops/leads.ts', ['--resend', id], env);
    expect(resent.status).toBe(0);
    await eventually(async () => (await leadRow(id))?.sent_at !== null);
    expect(receiver.of(id)).toHaveLength(2);
    const again = await runScript('scripts/ops/leads.ts', ['--resend', id], env);
    expect(again.status).toBe(1);
  }, 60_000);
});

describe('a held post (no proof of work)', () => {
  it('reaches the CRM only once its visitor confirms it', async () => {
    const id = randomUUID();
    const email = `held-${id.slice(0, 8)}@example.be`;
    const posted = await fetch(`${api.base}/api/forms/site-contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: api.base },
      body: new URLSearchParams({
        title: 'mr',
        firstName: 'Held',
        lastName: 'Post',
        email,
        privacyConsent: 'yes',
        locale: 'en',
        submissionId: id,
        returnPath: '/contact/',
      }),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    await eventually(() => smtp.messages.some((message) => message.to.includes(email)));
    await new Promise((done) => setTimeout(done, 2500));
    expect(receiver.of(id)).toEqual([]);
    expect(await leadRow(id)).toBeUndefined();

    const text = decodeMessage(smtp.messages.find((message) => message.to.includes(email))?.raw ?? '');
    const link = /https?:\/\/\S+(\/api\/forms\/held\/[\w-]{32})/.exec(text)?.[1] ?? '';
    expect(link).not.toBe('');
    const pressed = await fetch(`${api.base}${link}`, {
      method: 'POST',
      headers: { Origin: api.base, 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    await eventually(() => receiver.of(id).length === 1);
    expect(receiver.of(id)[0]?.lead).toMatchObject({
      id,
      kind: 'site-contact',
      listing: null,
      contact: { firstName: 'Held', email },
      source: { page: new URL('/contact/', site.SiteUrl).href },
    });
  });
});

describe('a receiver that misbehaves', () => {
  it('hanging: the attempt ends after 10 s and is tried again, while the e-mails keep going', async () => {
    const id = randomUUID();
    receiver.script.set(id, ['hang']);
    const hungAt = Date.now();
    await islandPost(api.base, { submissionId: id });
    await eventually(() => receiver.of(id).length === 1);
    // Meanwhile another post's e-mails and lead go through.
    const other = await islandPost(api.base);
    await eventually(
      () => smtp.messages.some((message) => decodeMessage(message.raw).includes(`lead-${other.slice(0, 8)}`)),
      5000,
    );
    await eventually(() => receiver.of(other).length === 1, 5000);
    expect(receiver.of(id)).toHaveLength(1);
    await eventually(
      async () => String((await leadRow(id))?.last_error).includes('no answer within 10 s'),
      15_000,
    );
    expect(Date.now() - hungAt).toBeGreaterThanOrEqual(10_000);
    await eventually(async () => (await leadRow(id))?.sent_at !== null, 15_000);
    expect(receiver.of(id)).toHaveLength(2);
  }, 60_000);

  it('answering 50 MB: only the first KB are read, and the refusal is recorded', async () => {
    const id = randomUUID();
    receiver.script.set(id, [{ status: 400, bodyBytes: 50 * 1024 * 1024 }]);
    const before = receiver.written.length;
    await islandPost(api.base, { submissionId: id });
    await eventually(async () => (await leadRow(id))?.refused_at !== null);
    expect(String((await leadRow(id))?.last_error).length).toBeLessThan(400);
    await eventually(() => receiver.written.length > before);
    // The connection was dropped long before the 50 MB were written (socket buffers aside).
    expect(receiver.written.at(-1)).toBeLessThan(10 * 1024 * 1024);
  });

  it('away: the lead waits and is delivered once the receiver is back', async () => {
    await receiver.stop();
    const id = await islandPost(api.base);
    await eventually(async () => (await leadRow(id))?.last_error !== null);
    expect(String((await leadRow(id))?.last_error)).toMatch(/ECONNREFUSED|fetch failed/);
    await receiver.start();
    await eventually(async () => (await leadRow(id))?.sent_at !== null, 30_000);
    expect(receiver.of(id)).toHaveLength(1);
  }, 60_000);
});

describe('kill -9 of the server between the save and the delivery', () => {
  it('delivers the lead after the restart, with the same id', async () => {
    const id = randomUUID();
    receiver.script.set(id, ['hang']);
    await islandPost(api.base, { submissionId: id });
    await eventually(() => receiver.of(id).length === 1);
    api.child.kill('SIGKILL');
    await new Promise((done) => api.child.once('exit', done));
    await receiver.stop();
    await receiver.start();
    api = await startApi(ensureBuild(), env);
    await eventually(() => receiver.of(id).length === 2, 30_000);
    expect(receiver.of(id)[1]?.raw).toBe(receiver.of(id)[0]?.raw);
    await eventually(async () => (await leadRow(id))?.sent_at !== null);
  }, 60_000);
});

describe('a CRM_WEBHOOK_URL that is not http(s)', () => {
  it('stops the server at its start, with a message saying so', async () => {
    await expect(
      startApi(ensureBuild(), { CRM_WEBHOOK_URL: 'ftp://crm.example/leads', CRM_WEBHOOK_SECRET: secret }),
    ).rejects.toThrow(/CRM_WEBHOOK_URL must be an http:\/\/ or https:\/\/ URL, not ftp:/);
  });
});

describe('without CRM_WEBHOOK_URL', () => {
  it('writes no webhook row: the e-mails stay the channel', async () => {
    const plain = await startApi(ensureBuild(), { SMTP_URL: env.SMTP_URL ?? '' });
    try {
      const id = await islandPost(plain.base);
      await eventually(
        async () => (await plain.query('SELECT id FROM outbox WHERE submission_id = ?', id)).length > 0,
      );
      expect(await plain.query("SELECT id FROM outbox WHERE channel = 'crm'")).toEqual([]);
      await new Promise((done) => setTimeout(done, 1500));
      expect(receiver.of(id)).toEqual([]);
    } finally {
      plain.stop();
    }
  });
});
