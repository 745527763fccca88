// The owner portal against a real build and a real SMTP server on loopback: passwords set through the
// real invitation and reset e-mails, each owner sees exactly their own properties, sessions end at
// logout, after their timeouts and at a password reset, login throttling, and equal answers for known
// and unknown accounts. The server's clock is moved through a test clock file (NODE_ENV=test only).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import owners from '../../data/owners.json';
import properties from '../../data/properties.json';
import site from '../../data/site.json';
import { slotLabel } from '../../src/domain/forms/slots';
import { ApiErrorsSchema } from '../../src/schemas/api-errors';
import { RowsSchema, StatisticsSchema } from '../../src/schemas/owner-answers';
import { MeSchema } from '../../src/schemas/owner-me';
import {
  type ApiServer,
  decodeMessage,
  ensureBuild,
  eventually,
  MailCatcher,
  runScript,
  solvedAltcha,
  startApi,
} from './api-server';

const smtp = new MailCatcher();
let api: ApiServer;
let env: Record<string, string>;
const clockFile = join(mkdtempSync(join(tmpdir(), 'owner-clock-')), 'offset');
let offset = 0;
const siteUrl = 'https://owners.example.test';
const minute = 60 * 1000;

/** Moves the server's clock forward. */
function advance(ms: number): void {
  offset += ms;
  writeFileSync(clockFile, String(offset));
}

beforeAll(async () => {
  const dist = ensureBuild();
  const port = await smtp.start();
  writeFileSync(clockFile, '0');
  env = {
    NODE_ENV: 'test',
    TEST_CLOCK_FILE: clockFile,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SITE_URL: siteUrl,
    TRUST_PROXY: '1',
  };
  api = await startApi(dist, env);
});

afterAll(async () => {
  api?.stop();
  await smtp.stop();
});

type SampleOwner = (typeof owners)[number];
const [an, philippe] = owners as [SampleOwner, SampleOwner];
const password = (owner: SampleOwner) => `portal-${owner.ID}-Kiwi-lantaarn`;
const parts = ['statistics', 'visits', 'communications', 'media', 'documents'] as const;
const loginPath = { nl: '/nl/login/', fr: '/fr/login/', en: '/login/', de: '/de/login/' } as const;

/** An answer's body, checked against the schema the island parses it with: the test fails if it is not. */
async function checked<S extends v.GenericSchema>(answer: Response, schema: S): Promise<v.InferOutput<S>> {
  return v.parse(schema, await answer.json());
}

let address = 0;
/** A fresh client address (TRUST_PROXY=1: the proxy's X-Forwarded-For), so throttle tests stay apart. */
const nextAddress = () => `198.51.100.${++address}`;

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: api.base, ...headers },
    body: JSON.stringify(body),
  });
}

/** A visitor's enquiry about a listing, sent as the form island sends it. */
async function enquire(kind: string, fields: Record<string, unknown>) {
  return fetch(`${api.base}/api/forms/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: api.base },
    body: JSON.stringify({
      startedAt: Date.now() - 60_000,
      title: 'ms',
      phone: '+32 470 12 34 56',
      privacyConsent: 'yes',
      submissionId: randomUUID(),
      altcha: await solvedAltcha(api.base),
      ...fields,
    }),
  });
}

const get = (path: string, cookie?: string) =>
  fetch(`${api.base}${path}`, { headers: cookie === undefined ? {} : { Cookie: cookie } });

/** Logs in; the cookie ("owner_session=...") or the failed answer. */
async function login(owner: SampleOwner, from = nextAddress(), secret = password(owner)) {
  const answer = await post(
    '/api/owner/login',
    { email: owner.Email, password: secret },
    { 'X-Forwarded-For': from },
  );
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { answer, cookie };
}

const mailsTo = (to: string) =>
  smtp.messages.filter((message) => message.to.includes(to)).map((m) => decodeMessage(m.raw));

/** Waits for the next e-mail to `to` with a password link and returns its token and the whole link. */
async function nextLink(to: string, kind: 'invite' | 'reset', seen: number) {
  await eventually(() => mailsTo(to).length > seen);
  const message = mailsTo(to)[seen] ?? '';
  const link = new RegExp(`(https?://\\S+)#${kind}=([\\w-]+)`).exec(message);
  if (link === null) throw new Error(`No ${kind} link in:\n${message}`);
  return { page: link[1] ?? '', token: link[2] ?? '', message };
}

async function invite(owner: SampleOwner) {
  const run = await runScript('scripts/ops/owners-invite.ts', ['--email', owner.Email], {
    ...env,
    VAR_DIR: api.varDir,
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('1 queued');
}

const resetPassword = (token: string, secret: string, confirm = secret) =>
  post('/api/owner/reset-password', { token, password: secret, passwordConfirm: confirm });

describe('invitation', () => {
  it('e-mails each owner a link from the configured site URL that sets the password once', async () => {
    for (const owner of [an, philippe]) {
      const seen = mailsTo(owner.Email).length;
      await invite(owner);
      // The command delivers before it exits: the message is already at the SMTP server.
      const { page, token, message } = await nextLink(owner.Email, 'invite', seen);
      expect(page).toBe(`${siteUrl}${loginPath[owner.Language as 'nl' | 'fr']}`);
      expect(message).toContain(owner.FirstName);
      expect(token.length).toBeGreaterThanOrEqual(43);
      // The database keeps only the token's hash.
      expect(
        (await api.query('SELECT COUNT(*) AS n FROM owner_tokens WHERE token_hash = ?', token))[0]?.['n'],
      ).toBe(0);

      const tooCommon = await resetPassword(token, 'password123');
      expect(tooCommon.status).toBe(400);
      expect(Object.keys((await checked(tooCommon, ApiErrorsSchema)).errors)).toEqual(['password']);
      const different = await resetPassword(token, password(owner), `${password(owner)}x`);
      expect(different.status).toBe(400);
      expect(await checked(different, ApiErrorsSchema)).toEqual({
        errors: { passwordConfirm: ['The passwords are not identical.'] },
      });

      const set = await resetPassword(token, password(owner));
      expect(set.status).toBe(200);
      expect(await set.json()).toEqual({ email: owner.Email });
      const again = await resetPassword(token, `${password(owner)}-2`);
      expect(again.status).toBe(400);
      expect(await checked(again, ApiErrorsSchema)).toEqual({
        errors: { token: ['This link has expired or has already been used. Request a new one.'] },
      });
      const stored = String(
        (await api.query('SELECT password_hash FROM owner_accounts WHERE owner_id = ?', owner.ID))[0]?.[
          'password_hash'
        ],
      );
      expect(stored).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    }
    // Each activation is told to the agency as a login is, in its language (the sample's is English).
    for (const owner of [an, philippe]) {
      const subject = `Subject: Owner portal: ${owner.FirstName} ${owner.LastName} accepted the invitation`;
      await eventually(() => mailsTo(site.Agency.Email).some((mail) => mail.includes(subject)));
    }
  });

  it('works for 72 hours, not a minute more: the owner opens it when they get to it', async () => {
    let seen = mailsTo(an.Email).length;
    await invite(an);
    const inTime = await nextLink(an.Email, 'invite', seen);
    advance(72 * 60 * minute - minute);
    expect((await resetPassword(inTime.token, password(an))).status).toBe(200);
    seen = mailsTo(an.Email).length;
    await invite(an);
    const { token } = await nextLink(an.Email, 'invite', seen);
    advance(72 * 60 * minute + minute);
    const late = await resetPassword(token, 'another-Kiwi-lantaarn');
    expect(late.status).toBe(400);
    expect(Object.keys((await checked(late, ApiErrorsSchema)).errors)).toEqual(['token']);
    expect((await login(an)).answer.status).toBe(204);
  });

  it('a forgotten-password link expires after 30 minutes', async () => {
    const seen = mailsTo(an.Email).length;
    expect((await post('/api/owner/forgot-password', { email: an.Email })).status).toBe(202);
    const { token } = await nextLink(an.Email, 'reset', seen);
    advance(31 * minute);
    const late = await resetPassword(token, 'another-Kiwi-lantaarn');
    expect(late.status).toBe(400);
    expect(Object.keys((await checked(late, ApiErrorsSchema)).errors)).toEqual(['token']);
    expect((await login(an)).answer.status).toBe(204);
  });
});

describe('each owner sees exactly their own properties', () => {
  it('lists their properties in the requested language, and 404 for every part of the other owner', async () => {
    for (const [owner, other] of [
      [an, philippe],
      [philippe, an],
    ] as const) {
      const { answer, cookie } = await login(owner);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const me = await get('/api/owner/me?locale=fr', cookie);
      expect(me.status).toBe(200);
      expect(me.headers.get('cache-control')).toBe('no-store');
      const body = await checked(me, MeSchema);
      expect(body).toMatchObject({
        email: owner.Email,
        language: owner.Language,
        firstName: owner.FirstName,
      });
      expect(body.properties.map((property) => property.id)).toEqual(owner.PropertyIDs);
      for (const property of body.properties) {
        expect(property.detailUrl).toMatch(new RegExp(`^/fr/.+/${property.id}/$`));
        expect(property.title).not.toBe('');
        // properties.json holds a record per language; the reference is the CRM's RecordFile.
        const exported = (properties as { ID: number; RecordFile?: string }[]).find(
          (p) => p.ID === property.id,
        );
        expect(property.reference).toBe(exported?.RecordFile ?? String(property.id));
      }
      for (const id of owner.PropertyIDs) {
        for (const part of parts) {
          const own = await get(`/api/owner/properties/${id}/${part}`, cookie);
          expect(own.status, `${part} of ${id}`).toBe(200);
          expect(own.headers.get('cache-control')).toBe('no-store');
          await checked(own, part === 'statistics' ? StatisticsSchema : RowsSchema);
        }
      }
      for (const id of [...other.PropertyIDs, 999_999]) {
        for (const part of [...parts, 'unknown-part']) {
          const refused = await get(`/api/owner/properties/${id}/${part}`, cookie);
          expect(refused.status, `${part} of ${id}`).toBe(404);
          expect(Object.keys((await checked(refused, ApiErrorsSchema)).errors)).toEqual(['path']);
        }
        expect((await get(`/api/owner/properties/${id}/documents/1`, cookie)).status).toBe(404);
      }
      expect((await get(`/api/owner/properties/${owner.PropertyIDs[0]}/unknown-part`, cookie)).status).toBe(
        404,
      );
      expect((await get('/api/owner/anything/else', cookie)).status).toBe(404);
    }
  });

  it('answers 401 to every owner endpoint without a session', async () => {
    const id = an.PropertyIDs[0];
    for (const path of [
      '/api/owner/me',
      ...parts.map((part) => `/api/owner/properties/${id}/${part}`),
      `/api/owner/properties/${id}/documents/1`,
      `/api/owner/properties/${philippe.PropertyIDs[0]}/visits`,
      '/api/owner/anything/else',
    ]) {
      const answer = await get(path, 'owner_session=not-a-session-token-at-all-000');
      expect(answer.status, path).toBe(401);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await checked(answer, ApiErrorsSchema)).toEqual({
        errors: { _form: ['Your session has ended. Please log in again.'] },
      });
    }
  });

  it('gives the rows newest first, statistics of 30 days with the export history, and documents as downloads', async () => {
    const { cookie } = await login(an);
    const id = an.PropertyIDs[0] ?? 0;
    const visits = await checked(await get(`/api/owner/properties/${id}/visits`, cookie), RowsSchema);
    const exported = an.Rows.filter((row) => row.PropertyID === id && row.Kind === 'visit');
    expect(visits.rows).toHaveLength(exported.length);
    expect(visits.rows.map((row) => row.date)).toEqual(
      exported
        .map((row) => row.Date)
        .sort()
        .reverse(),
    );
    expect(Object.keys(visits.rows[0] ?? {}).sort()).toEqual([
      'comment',
      'contact',
      'date',
      'status',
      'subject',
      'type',
    ]);
    expect(visits.rows.every((row) => row.subject === '')).toBe(true);

    const stats = await checked(
      await get(`/api/owner/properties/${id}/statistics`, cookie),
      StatisticsSchema,
    );
    const history = (an.Views ?? []).filter((view) => view.PropertyID === id);
    expect(stats.total).toBe(history.reduce((sum, view) => sum + view.Count, 0));
    expect(stats.days).toHaveLength(30);
    expect(stats.days.map((day) => day.date)).toEqual([...stats.days.map((day) => day.date)].sort());

    const documents = await checked(await get(`/api/owner/properties/${id}/documents`, cookie), RowsSchema);
    expect(documents.rows.length).toBeGreaterThan(0);
    for (const { name = '', downloadUrl = '' } of documents.rows) {
      const file = await get(downloadUrl, cookie);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${name}"`));
      expect(Buffer.from(await file.arrayBuffer())).toEqual(readFileSync(join('data/media', name)));
      expect((await get(downloadUrl)).status).toBe(401);
    }
    expect((await get(`/api/owner/properties/${id}/documents/99`, cookie)).status).toBe(404);
  });

  it("shows the site's enquiries about a property among its communications, without the visitor's contact details", async () => {
    const id = an.PropertyIDs[0] ?? 0;
    const email = `buyer-${randomUUID().slice(0, 8)}@example.be`;
    const sent = await enquire('contact-me', {
      firstName: 'Camille',
      lastName: 'dubois',
      email,
      propertyId: id,
      locale: 'fr',
    });
    expect(sent.status).toBe(201);
    const { cookie } = await login(an);
    const answer = await get(`/api/owner/properties/${id}/communications?locale=en`, cookie);
    const text = await answer.text();
    const { rows } = v.parse(RowsSchema, JSON.parse(text));
    expect(rows[0]).toMatchObject({ contact: 'Camille D.', type: 'Information request' });
    expect(text).not.toContain(email);
    expect(text).not.toContain('470');
    expect(text).not.toContain('dubois');
    const other = await get(
      `/api/owner/properties/${philippe.PropertyIDs[0]}/communications`,
      (await login(philippe)).cookie,
    );
    expect(await other.text()).not.toContain('Camille');
  });

  it("shows a visitor's first name as a short plain name, never a link an owner could follow", async () => {
    const id = an.PropertyIDs[0] ?? 0;
    // The longest first name a form takes (100 characters), made of a message and a link.
    const firstName = `Prize https://evil.example/claim?owner=1 visit www.evil.example ${'z'.repeat(36)}`;
    expect(firstName).toHaveLength(100);
    const sent = await enquire('contact-me', {
      firstName,
      lastName: 'Wouters',
      email: `link-${randomUUID().slice(0, 8)}@example.be`,
      propertyId: id,
      locale: 'en',
    });
    expect(sent.status).toBe(201);
    const { cookie } = await login(an);
    const answer = await get(`/api/owner/properties/${id}/communications?locale=en`, cookie);
    const text = await answer.text();
    const { rows } = v.parse(RowsSchema, JSON.parse(text));
    const row = rows.find((item) => item.contact.startsWith('Prize'));
    expect(row?.contact).toBe('Prize https evil example claim owner… W.');
    expect([...(row?.contact ?? '')].length).toBeLessThanOrEqual(40);
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('https:');
    expect(text).not.toContain('www.');
  });

  it("names a booked visit as the visitor was told it, in the portal's language, not as a raw date", async () => {
    const id = an.PropertyIDs[0] ?? 0;
    // The sample's last slot of the property: ahead of the clock whatever the other tests moved it by.
    const slot = an.Slots.filter((item) => item.PropertyID === id).at(-1);
    if (slot === undefined) throw new Error(`the sample lists no slot for property ${id}`);
    const sent = await enquire('contact-appointment', {
      firstName: 'Noor',
      lastName: 'Janssens',
      email: `slot-${randomUUID().slice(0, 8)}@example.be`,
      propertyId: id,
      slot: slot.Start,
      locale: 'nl',
    });
    expect(sent.status).toBe(201);
    const { cookie } = await login(an);
    const answer = await get(`/api/owner/properties/${id}/communications?locale=de`, cookie);
    const { rows } = v.parse(RowsSchema, await answer.json());
    const booked = rows.find((row) => row.contact === 'Noor J.');
    // "Samstag, 30. Januar, 11:00–11:30": weekday and date in German, then the slot's start and end.
    expect(booked?.subject).toBe(slotLabel({ start: slot.Start, end: slot.End }, 'de-BE'));
    expect(booked?.subject).toMatch(/^[A-Z][a-z]+, \d{1,2}\. [A-Z][a-zä]+, \d\d:\d\d\u2013\d\d:\d\d$/);
  });

  it("mails the agency who logged in, in the agency's language", async () => {
    await login(philippe);
    // Other tests' logins are notified too, in any order: wait for this one's message by its subject.
    // The sample's default language is English.
    const subject = 'Subject: Owner portal: Philippe Renard logged in';
    await eventually(() => mailsTo(site.Agency.Email).some((mail) => mail.includes(subject)));
    const notice = mailsTo(site.Agency.Email).find((mail) => mail.includes(subject)) ?? '';
    expect(notice).toContain('Philippe Renard (philippe.renard@example.be) logged in to the owner portal');
  });
});

describe('sessions', () => {
  const cookieHeader = (answer: Response) => answer.headers.get('set-cookie') ?? '';

  it('sets an HttpOnly, SameSite=Lax cookie on / (owner_session over http) and a new session at each login', async () => {
    const first = await login(an);
    const second = await login(an);
    expect(cookieHeader(first.answer)).toMatch(
      /^owner_session=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(first.cookie).not.toBe(second.cookie);
    const token = first.cookie.split('=')[1] ?? '';
    expect(
      (await api.query('SELECT COUNT(*) AS n FROM owner_sessions WHERE token_hash = ?', token))[0]?.['n'],
    ).toBe(0);
  });

  it('uses the __Host- name with Secure when the proxy says https', async () => {
    const answer = await post(
      '/api/owner/login',
      { email: an.Email, password: password(an) },
      { 'X-Forwarded-For': nextAddress(), 'X-Forwarded-Proto': 'https' },
    );
    expect(answer.status).toBe(204);
    expect(cookieHeader(answer)).toMatch(
      /^__Host-owner_session=[\w-]{43}; .*HttpOnly; SameSite=Lax; Secure$/,
    );
  });

  it('ends the session on the server at logout', async () => {
    const { cookie } = await login(an);
    const sessions = async () =>
      Number((await api.query('SELECT COUNT(*) AS n FROM owner_sessions'))[0]?.['n']);
    const before = await sessions();
    const out = await fetch(`${api.base}/api/owner/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: api.base },
    });
    expect(out.status).toBe(204);
    expect(cookieHeader(out)).toMatch(/^owner_session=; Max-Age=0;/);
    expect(await sessions()).toBe(before - 1);
    expect((await get('/api/owner/me', cookie)).status).toBe(401);
  });

  it('ends after 30 idle minutes, and is kept alive by requests', async () => {
    const { cookie } = await login(an);
    advance(29 * minute);
    expect((await get('/api/owner/me', cookie)).status).toBe(200);
    advance(29 * minute);
    expect((await get('/api/owner/me', cookie)).status).toBe(200);
    advance(31 * minute);
    expect((await get('/api/owner/me', cookie)).status).toBe(401);
  });

  it('ends 12 hours after login even when in use', async () => {
    const { cookie } = await login(philippe);
    for (let elapsed = 25; elapsed < 12 * 60; elapsed += 25) {
      advance(25 * minute);
      expect((await get('/api/owner/me', cookie)).status, `after ${elapsed} minutes`).toBe(200);
    }
    advance(25 * minute);
    expect((await get('/api/owner/me', cookie)).status).toBe(401);
  });

  it('ends every session of the owner when the password is reset', async () => {
    const home = await login(an);
    const phone = await login(an);
    const others = await login(philippe);
    const seen = mailsTo(an.Email).length;
    expect((await post('/api/owner/forgot-password', { email: an.Email })).status).toBe(202);
    const { page, token } = await nextLink(an.Email, 'reset', seen);
    expect(page).toBe(`${siteUrl}/nl/login/`);
    expect((await resetPassword(token, password(an))).status).toBe(200);
    expect((await get('/api/owner/me', home.cookie)).status).toBe(401);
    expect((await get('/api/owner/me', phone.cookie)).status).toBe(401);
    expect((await get('/api/owner/me', others.cookie)).status).toBe(200);
    expect((await resetPassword(token, password(an))).status).toBe(400);
  });

  it('refuses a reset link after 30 minutes', async () => {
    const seen = mailsTo(philippe.Email).length;
    await post('/api/owner/forgot-password', { email: philippe.Email });
    const { token } = await nextLink(philippe.Email, 'reset', seen);
    advance(30 * minute + 1000);
    expect((await resetPassword(token, 'renard-Nouveau-mot-2')).status).toBe(400);
    expect((await login(philippe)).answer.status).toBe(204);
  });
});

describe('password links', () => {
  it('end together when the password changes, and an older one when a newer one of its kind is sent', async () => {
    // An invitation left unused, then two forgotten-password requests: three links in the inbox.
    let seen = mailsTo(philippe.Email).length;
    await invite(philippe);
    const invitation = await nextLink(philippe.Email, 'invite', seen);
    const links = [];
    for (const _ of [1, 2]) {
      seen = mailsTo(philippe.Email).length;
      const asked = await post(
        '/api/owner/forgot-password',
        { email: philippe.Email },
        { 'X-Forwarded-For': nextAddress() },
      );
      expect(asked.status).toBe(202);
      links.push(await nextLink(philippe.Email, 'reset', seen));
    }
    const [older, newer] = links as [(typeof links)[number], (typeof links)[number]];
    const stolen = 'someone-Else-lantaarn-1';
    // The newer link replaced the older one.
    expect((await resetPassword(older.token, stolen)).status).toBe(400);
    expect((await resetPassword(newer.token, password(philippe))).status).toBe(200);
    // The password changed: the invitation, never used, ends with it.
    const late = await resetPassword(invitation.token, stolen);
    expect(late.status).toBe(400);
    expect(Object.keys((await checked(late, ApiErrorsSchema)).errors)).toEqual(['token']);
    expect((await resetPassword(older.token, stolen)).status).toBe(400);
    expect((await login(philippe, nextAddress(), stolen)).answer.status).toBe(401);
    expect((await login(philippe)).answer.status).toBe(204);
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After after 5 failures of one address on one account; the owner still logs in elsewhere', async () => {
    const attacker = nextAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(an, attacker, 'wrong-password')).answer.status).toBe(401);
    }
    const blocked = await login(an, attacker, 'wrong-password');
    expect(blocked.answer.status).toBe(429);
    expect(Number(blocked.answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await checked(blocked.answer, ApiErrorsSchema)).toEqual({
      errors: {
        _form: [
          expect.stringMatching(/^Too many attempts\. Please try again in \d+ (second|minute|hour)s?\.$/),
        ],
      },
    });
    // Even the right password waits at that address...
    expect((await login(an, attacker)).answer.status).toBe(429);
    // ...but the owner, from their own address, is not locked out.
    expect((await login(an, nextAddress())).answer.status).toBe(204);
    // The failures leave the window after 15 minutes.
    advance(15 * minute + 1000);
    expect((await login(an, attacker)).answer.status).toBe(204);
  });

  it('counts every address of one IPv6 /64 as one address: ten of them share one throttle', async () => {
    const network = (n: number) => `2001:db8:5c:${address + 1}::${(n % 10) + 1}`;
    address += 1;
    const statuses: number[] = [];
    for (let guess = 0; guess < 11; guess++) {
      statuses.push((await login(an, network(guess), 'wrong-password')).answer.status);
    }
    // Five failures, then the network waits, as a single address would: no address of it is checked.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    expect((await login(an, network(3))).answer.status).toBe(429);
    // The owner, from another network, is not locked out.
    expect((await login(an, `2001:db8:5d:${address}::1`)).answer.status).toBe(204);
    // An IPv4-mapped IPv6 address is its IPv4 address.
    const v4 = nextAddress();
    for (let guess = 0; guess < 5; guess++) {
      expect((await login(an, guess % 2 === 0 ? v4 : `::ffff:${v4}`, 'wrong-password')).answer.status).toBe(
        401,
      );
    }
    expect((await login(an, `::ffff:${v4}`, 'wrong-password')).answer.status).toBe(429);
    advance(15 * minute + 1000);
  });

  it('throttles an unknown account exactly like a known one', async () => {
    const from = nextAddress();
    const ghost = { ...an, Email: 'nobody-here@example.be' };
    for (let attempt = 0; attempt < 5; attempt++) await login(ghost, from, 'wrong-password');
    expect((await login(ghost, from, 'wrong-password')).answer.status).toBe(429);
  });
});

describe('equal answers for known and unknown accounts', () => {
  const comparable = async (answer: Response) => ({
    status: answer.status,
    body: await answer.text(),
    type: answer.headers.get('content-type'),
    cookie: answer.headers.get('set-cookie'),
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const from = nextAddress();
    const wrong = await comparable((await login(an, from, 'not-the-password')).answer);
    const unknown = await comparable(
      (await login({ ...an, Email: 'unknown-owner@example.be' }, from, 'not-the-password')).answer,
    );
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(401);
    expect(v.parse(ApiErrorsSchema, JSON.parse(wrong.body))).toEqual({
      errors: { _form: ['The e-mail address or password is incorrect.'] },
    });
  });

  it('answers forgot-password with 202 {} whether or not the account exists, and mails only an owner', async () => {
    const seen = mailsTo(philippe.Email).length;
    const known = await comparable(
      await post('/api/owner/forgot-password', { email: philippe.Email, locale: 'de' }),
    );
    const unknown = await comparable(
      await post('/api/owner/forgot-password', { email: 'ghost@example.be', locale: 'de' }),
    );
    const malformed = await comparable(await post('/api/owner/forgot-password', { email: 'not an address' }));
    expect(known).toEqual({ status: 202, body: '{}', type: 'application/json; charset=utf-8', cookie: null });
    expect(unknown).toEqual(known);
    expect(malformed).toEqual(known);
    // The owner reads the link in their own language (French), whatever language asked for it.
    const { message } = await nextLink(philippe.Email, 'reset', seen);
    expect(message).toContain('Vous avez demandé à choisir un nouveau mot de passe');
    await new Promise((done) => setTimeout(done, 1500));
    expect(smtp.messages.some((m) => m.to.includes('ghost@example.be'))).toBe(false);
  });
});

describe('refusals', () => {
  it('answers 405 with Allow: POST to any other method on the POST-only endpoints', async () => {
    for (const path of ['login', 'logout', 'forgot-password', 'reset-password']) {
      const answer = await fetch(`${api.base}/api/owner/${path}`);
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
    }
    const put = await fetch(`${api.base}/api/views/1001`, { method: 'PUT', headers: { Origin: api.base } });
    expect(put.status).toBe(405);
  });

  it('refuses cross-origin posts (403), other content types (415), large bodies (413) and bad JSON (400)', async () => {
    const cross = await post(
      '/api/owner/login',
      { email: an.Email, password: 'x' },
      { Origin: 'https://evil.example' },
    );
    expect(cross.status).toBe(403);
    const form = await fetch(`${api.base}/api/owner/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: api.base },
      body: 'email=x',
    });
    expect(form.status).toBe(415);
    const large = await post('/api/owner/forgot-password', { email: an.Email, padding: 'x'.repeat(20_000) });
    expect(large.status).toBe(413);
    const broken = await fetch(`${api.base}/api/owner/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: api.base },
      body: '{"token":',
    });
    expect(broken.status).toBe(400);
    for (const answer of [cross, form, large, broken]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(Object.keys((await checked(answer, ApiErrorsSchema)).errors)).toEqual(['_form']);
    }
  });

  it('never answers a malformed body with a server error', async () => {
    const bodies: unknown[] = [
      null,
      [],
      42,
      'text',
      { email: 42, password: ['x'] },
      { email: { $ne: '' }, password: null, locale: 12 },
      { token: ['a'], password: 123_456_789, passwordConfirm: true },
      { token: 'x'.repeat(5000), password: 'p'.repeat(5000), passwordConfirm: 'p'.repeat(5000) },
      { email: `${'a'.repeat(300)}@example.be`, locale: '../../etc' },
      { __proto__: { admin: true }, constructor: 'x', email: an.Email },
    ];
    for (const path of ['login', 'forgot-password', 'reset-password', 'logout']) {
      for (const body of bodies) {
        const answer = await post(`/api/owner/${path}`, body, { 'X-Forwarded-For': nextAddress() });
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it('translates field messages into the language of the request', async () => {
    const answer = await post('/api/owner/reset-password', {
      token: 'x',
      password: 'kort',
      passwordConfirm: 'kort',
      locale: 'nl',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      errors: { password: ['Het wachtwoord moet minstens 8 tekens bevatten.'] },
    });
  });
});
