// The forms API against a real build and a real SMTP server on loopback: storage, delivery in the
// right languages, idempotent submissions, delivery after an SMTP outage, and refusals.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import properties from '../../data/properties.json';
import site from '../../data/site.json';
import { type ApiServer, ensureBuild, eventually, MailCatcher, solvedAltcha, startApi } from './api-server';

const smtp = new MailCatcher();
let api: ApiServer;
/** The operator's token (OPS_TOKEN), which the outbox's count asks for. */
const opsToken = randomUUID() + randomUUID();
const asOperator = { headers: { Authorization: `Bearer ${opsToken}` } };
const propertyId = (properties as { ID: number }[])[0]?.ID ?? 0;

beforeAll(async () => {
  const dist = ensureBuild();
  const port = await smtp.start();
  api = await startApi(dist, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    FRIEND_RATE_LIMIT: '2',
    OPS_TOKEN: opsToken,
  });
});

afterAll(async () => {
  api?.stop();
  await smtp.stop();
});

const person = {
  title: 'ms',
  firstName: 'Camille',
  lastName: 'Dubois',
  email: 'camille@example.be',
  phone: '+32 470 12 34 56',
  privacyConsent: 'yes',
};

async function postJson(kind: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${api.base}/api/forms/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: api.base, ...headers },
    // As the island does: when the form was first touched (a minute ago), unless the test says otherwise.
    body: JSON.stringify({ startedAt: Date.now() - 60_000, ...body }),
  });
}

const messagesTo = (address: string) => smtp.messages.filter((message) => message.to.includes(address));

describe('POST /api/forms/{kind}', () => {
  it('stores a contact message and mails the agency in its language and the visitor in theirs', async () => {
    const id = randomUUID();
    const email = `visitor-${id.slice(0, 8)}@example.be`;
    const answer = await postJson('site-contact', {
      ...person,
      email,
      remark: 'Bonjour, une question sur vos honoraires.',
      locale: 'fr',
      submissionId: id,
      altcha: await solvedAltcha(api.base),
    });
    expect(answer.status).toBe(201);
    // `npm start` answers it without Astro (src/server/http/fast-routes.ts): with its length, never chunked.
    expect(answer.headers.get('content-length')).toBe(String(JSON.stringify({ id }).length));
    expect(await answer.json()).toEqual({ id });
    const rows = await api.query('SELECT kind, locale, email, body FROM submissions WHERE id = ?', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'site-contact', locale: 'fr', email });
    expect(JSON.parse(String(rows[0]?.['body']))).toMatchObject({
      remark: 'Bonjour, une question sur vos honoraires.',
    });

    await eventually(
      () =>
        messagesTo(email).length === 1 &&
        messagesTo(site.Agency.LeadEmail).some((m) => m.raw.includes(email)),
    );
    const agency = messagesTo(site.Agency.LeadEmail).find((m) => m.raw.includes(email))?.raw ?? '';
    // The sample's default language is English: the agency reads English, with every field.
    expect(agency).toContain('Subject: New message via the website from Camille Dubois');
    expect(agency).toContain('Remarks: Bonjour, une question sur vos honoraires.');
    expect(agency).toContain(`E-mail: ${email}`);
    const visitor = messagesTo(email)[0]?.raw ?? '';
    expect(visitor).toMatch(
      /Subject: =\?UTF-8\?Q\?Nous_avons_bien_re=C3=A7u_votre_message\?=|Subject: Nous avons bien reçu votre message/,
    );
  });

  it('stores a submission sent ten times at once only once, with one set of e-mails', async () => {
    const id = randomUUID();
    const email = `twice-${id.slice(0, 8)}@example.be`;
    const altcha = await solvedAltcha(api.base);
    // The same solved challenge ten times: one counts, the replays are refused or deduplicated.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postJson('contact-me', { ...person, email, propertyId, locale: 'nl', submissionId: id, altcha }),
      ),
    );
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    for (const answer of answers) expect([201, 422]).toContain(answer.status);
    expect(await api.query('SELECT id FROM submissions WHERE id = ?', id)).toHaveLength(1);
    // A second, genuinely new attempt with the same id (fresh challenge) changes nothing either.
    const again = await postJson('contact-me', {
      ...person,
      email,
      propertyId,
      locale: 'nl',
      submissionId: id,
      altcha: await solvedAltcha(api.base),
    });
    expect(again.status).toBe(201);
    expect(await api.query('SELECT id FROM outbox WHERE submission_id = ?', id)).toHaveLength(2);
    await eventually(() => messagesTo(email).length === 1);
  });

  it('answers repeats of one submission as the first without counting them, and refuses its id with other content', async () => {
    const limited = await startApi(ensureBuild(), { FORM_RATE_LIMIT: '5' });
    try {
      const id = randomUUID();
      const body = {
        ...person,
        email: `repeat-${id.slice(0, 8)}@example.be`,
        locale: 'fr',
        submissionId: id,
      };
      const statuses: number[] = [];
      for (let n = 0; n < 20; n++) {
        const answer = await fetch(`${limited.base}/api/forms/site-contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: limited.base },
          body: JSON.stringify({
            ...body,
            startedAt: Date.now() - 60_000,
            altcha: await solvedAltcha(limited.base),
          }),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual(Array.from({ length: 20 }, () => 201));
      // The same id with other content (another remark): a different submission, refused.
      const reused = await fetch(`${limited.base}/api/forms/site-contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: limited.base },
        body: JSON.stringify({
          ...body,
          remark: 'Another question altogether',
          startedAt: Date.now() - 60_000,
          altcha: await solvedAltcha(limited.base),
        }),
      });
      expect({ status: reused.status, body: await reused.json() }).toEqual({
        status: 409,
        body: {
          errors: {
            _form: [
              'Ce formulaire a déjà été envoyé avec d’autres informations. Veuillez recharger la page et l’envoyer à nouveau.',
            ],
          },
        },
      });
      expect(await limited.query('SELECT kind FROM submissions WHERE id = ?', id)).toEqual([
        { kind: 'site-contact' },
      ]);
      // The repeats and the refusal used none of the address's 5 posts.
      for (let n = 0; n < 4; n++) {
        const fresh = await fetch(`${limited.base}/api/forms/site-contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: limited.base },
          body: JSON.stringify({
            ...body,
            submissionId: randomUUID(),
            startedAt: Date.now() - 60_000,
            altcha: await solvedAltcha(limited.base),
          }),
        });
        expect(fresh.status).toBe(201);
      }
    } finally {
      limited.stop();
    }
  });

  it('refuses a replayed or missing proof of work, and a missing fill time, with the anti-robot message', async () => {
    const altcha = await solvedAltcha(api.base);
    const body = { ...person, locale: 'de', altcha };
    expect((await postJson('site-contact', { ...body, submissionId: randomUUID() })).status).toBe(201);
    const replay = await postJson('site-contact', { ...body, submissionId: randomUUID() });
    expect(replay.status).toBe(422);
    expect(await replay.json()).toMatchObject({
      errors: {
        altcha: [
          'Wir konnten nicht prüfen, ob eine Person dieses Formular gesendet hat. Bitte warten Sie einige Sekunden und senden Sie es erneut.',
        ],
      },
    });
    const missing = await postJson('site-contact', { ...person, locale: 'en', submissionId: randomUUID() });
    expect(await missing.json()).toMatchObject({
      errors: {
        altcha: [
          'We could not confirm that a person sent this form. Please wait a few seconds and send it again.',
        ],
      },
    });
    // A JSON post that does not say when its form was first touched is refused like a too fast one.
    const untimed = await postJson('site-contact', {
      ...person,
      locale: 'en',
      submissionId: randomUUID(),
      startedAt: undefined,
      altcha: await solvedAltcha(api.base),
    });
    expect(untimed.status).toBe(422);
    expect(await untimed.json()).toMatchObject({
      errors: {
        altcha: [
          'We could not confirm that a person sent this form. Please wait a few seconds and send it again.',
        ],
      },
    });
  });

  it('answers another method with 405, Allow: POST and a JSON reason', async () => {
    const get = await fetch(`${api.base}/api/forms/site-contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await get.json()).toEqual({ errors: { _form: ['Use POST'] } });
  });

  it('refuses another origin (403) and an oversized body (413)', async () => {
    const cross = await postJson('site-contact', person, { Origin: 'https://attacker.example' });
    expect(cross.status).toBe(403);
    const site2 = await postJson('site-contact', person, {
      Origin: api.base,
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(site2.status).toBe(403);
    const huge = await postJson('site-contact', { ...person, remark: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('takes a PDF CV by its content and refuses a renamed program, a Word 97 file, scripts, macros and a 6 MB file', async () => {
    const send = async (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const data = new FormData();
      for (const [field, value] of Object.entries({
        ...person,
        locale: 'en',
        submissionId: randomUUID(),
        startedAt: String(Date.now() - 60_000),
      }))
        data.set(field, value);
      data.set('altcha', await solvedAltcha(api.base));
      data.set('file', new Blob([bytes]), name);
      return fetch(`${api.base}/api/forms/cv`, {
        method: 'POST',
        headers: { Accept: 'application/json', Origin: api.base },
        body: data,
      });
    };
    const program = new Uint8Array(4096);
    program.set([0x4d, 0x5a, 0x90, 0x00], 0);
    const renamed = await send(program, 'cv.pdf');
    expect(renamed.status).toBe(422);
    expect(await renamed.json()).toMatchObject({
      errors: { file: ['This file type is not allowed. Send a PDF or DOCX file.'] },
    });
    // Only an Office compound-file header, named .doc: Word 97-2003 is no longer taken.
    const compound = new Uint8Array(4096);
    compound.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
    expect((await send(compound, 'cv.doc')).status).toBe(422);
    const unsafe =
      'This file contains macros, scripts or embedded programs, or cannot be read. Send a plain PDF or DOCX file.';
    const scripted = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>endobj\ntrailer<<>>\n%%EOF\n',
    );
    const refused = await send(scripted, 'cv.pdf');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { file: [unsafe] } });
    const macros = zipSync({
      '[Content_Types].xml': strToU8(
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      'word/document.xml': strToU8('<w:document/>'),
      'word/vbaProject.bin': strToU8('Attribute VB_Name'),
      'word/media/setup.exe': strToU8('MZ'),
    });
    const withMacros = await send(new Uint8Array(macros), 'cv.docx');
    expect(withMacros.status).toBe(422);
    expect(await withMacros.json()).toMatchObject({ errors: { file: [unsafe] } });
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.4\n'), 0);
    expect((await send(big, 'cv.pdf')).status).toBe(413);
    // A real CV (printed by Chromium, with links): only a PDF that parses as a whole is taken.
    const pdf = new Uint8Array(readFileSync(new URL('../fixtures/cv/chromium-cv.pdf', import.meta.url)));
    const good = await send(pdf, 'my cv.exe');
    expect(good.status).toBe(201);
    const stored = readdirSync(join(api.varDir, 'uploads'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });

  it('limits send-to-friend per address with 429 and Retry-After', async () => {
    const { title: _title, phone: _phone, ...sender } = person;
    const friend = {
      ...sender,
      friendFirstName: 'Jan',
      friendLastName: 'Peeters',
      friendEmail: 'jan@example.be',
      propertyId,
      locale: 'nl',
    };
    for (let i = 0; i < 2; i += 1) {
      const ok = await postJson('send-to-friend', {
        ...friend,
        submissionId: randomUUID(),
        altcha: await solvedAltcha(api.base),
      });
      expect(ok.status).toBe(201);
    }
    const third = await postJson('send-to-friend', {
      ...friend,
      submissionId: randomUUID(),
      altcha: await solvedAltcha(api.base),
    });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // The wait in words of the visitor's language (an hour's window), not thousands of seconds.
    expect(await third.json()).toEqual({
      errors: {
        _form: [expect.stringMatching(/^Te veel pogingen\. Probeer opnieuw over (\d+ minuten|1 uur)\.$/)],
      },
    });
    await eventually(() => messagesTo('jan@example.be').length === 2);
    // The friend gets the agency's fixed text with the property's link, nothing the sender typed.
    expect(messagesTo('jan@example.be')[0]?.raw).toContain(`${site.SiteUrl}/`);
    expect(
      (await api.query("SELECT body FROM submissions WHERE kind = 'send-to-friend'")).map((row) =>
        String(row['body']),
      ),
    ).not.toContainEqual(expect.stringContaining('jan@example.be'));
  });

  it('counts the limits by the visitor behind our proxy (TRUST_PROXY=1), and by the socket without it', async () => {
    const { title: _title, phone: _phone, ...sender } = person;
    const postTo = async (server: ApiServer, address: string, friendEmail: string) =>
      (
        await fetch(`${server.base}/api/forms/send-to-friend`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Origin: server.base,
            'X-Forwarded-For': address,
          },
          body: JSON.stringify({
            ...sender,
            friendFirstName: 'An',
            friendLastName: 'Claes',
            friendEmail,
            propertyId,
            locale: 'nl',
            startedAt: Date.now() - 60_000,
            submissionId: randomUUID(),
            altcha: await solvedAltcha(server.base),
          }),
        })
      ).status;
    const proxied = await startApi(ensureBuild(), { FRIEND_RATE_LIMIT: '2', TRUST_PROXY: '1' });
    try {
      // Every post reaches the API from the proxy's address; the last X-Forwarded-For hop is the visitor.
      expect(await postTo(proxied, '198.51.100.7', 'an-1@example.be')).toBe(201);
      expect(await postTo(proxied, '198.51.100.7', 'an-2@example.be')).toBe(201);
      expect(await postTo(proxied, '198.51.100.7', 'an-3@example.be')).toBe(429);
      // Another visitor is not held back by the first one's posts.
      expect(await postTo(proxied, '203.0.113.9', 'an-4@example.be')).toBe(201);
      // A hop the client wrote itself before the proxy's does not make it someone else.
      expect(await postTo(proxied, '192.0.2.1, 198.51.100.7', 'an-5@example.be')).toBe(429);
    } finally {
      proxied.stop();
    }
    // Without a proxy to trust, the header is the client's own word: the socket's address counts.
    const direct = await startApi(ensureBuild(), { FRIEND_RATE_LIMIT: '2' });
    try {
      expect(await postTo(direct, '198.51.100.1', 'an-6@example.be')).toBe(201);
      expect(await postTo(direct, '198.51.100.2', 'an-7@example.be')).toBe(201);
      expect(await postTo(direct, '198.51.100.3', 'an-8@example.be')).toBe(429);
    } finally {
      direct.stop();
    }
  });

  it('answers a plain post with 303 to the thank-you page, or back to its own page with messages and values', async () => {
    // With the proof of work (a form whose script ran); without it the post is held (held-posts.test.ts).
    const form = new URLSearchParams({
      ...person,
      locale: 'fr',
      remark: 'Sans JavaScript',
      returnPath: '/fr/contact/',
      altcha: await solvedAltcha(api.base),
    });
    const ok = await fetch(`${api.base}/api/forms/site-contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: api.base },
      body: form,
      redirect: 'manual',
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/fr/merci/site-contact/');
    form.set('email', 'pas-une-adresse');
    const refused = await fetch(`${api.base}/api/forms/site-contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: api.base },
      body: form,
      redirect: 'manual',
    });
    // Post/redirect/get: back to the form's own page; the token is all the URL carries.
    expect(refused.status).toBe(303);
    const location = refused.headers.get('location') ?? '';
    expect(location).toMatch(/^\/fr\/contact\/\?form-return=[\w-]{32}#site-contact-alert$/);
    expect(location).not.toContain('Anna');
    const shown = await fetch(`${api.base}${location.split('#')[0]}`, { redirect: 'manual' });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const html = await shown.text();
    expect(html).toContain('Le champ «\u00a0E-mail\u00a0» n’est pas valide.');
    expect(html).toContain('Sans JavaScript');
    // Shown once: a reload goes to the page itself, without the values.
    const again = await fetch(`${api.base}${location.split('#')[0]}`, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/fr/contact/');
    // A post that cannot be read comes back to its page too, in its language, never as JSON.
    const huge = await fetch(`${api.base}/api/forms/site-contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: api.base,
        Referer: `${api.base}/nl/contact/`,
      },
      body: `remark=${'x'.repeat(70 * 1024)}`,
      redirect: 'manual',
    });
    expect(huge.status).toBe(303);
    const hugeLocation = huge.headers.get('location') ?? '';
    expect(hugeLocation).toMatch(/^\/nl\/contact\/\?form-return=/);
    const hugePage = await (await fetch(`${api.base}${hugeLocation.split('#')[0]}`)).text();
    expect(hugePage).toContain('Uw formulier was te groot');
    // A forged token or a path elsewhere never shows anything but the page itself.
    const forged = await fetch(`${api.base}/fr/contact/?form-return=${'a'.repeat(32)}`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/fr/contact/');
  });
});

describe('delivery', () => {
  it('keeps submissions while the SMTP server is down and delivers each message once when it is back', async () => {
    const port = smtp.port;
    await smtp.stop();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const id = randomUUID();
      ids.push(id);
      const answer = await postJson('contact-me', {
        ...person,
        email: `outage-${i}@example.be`,
        propertyId,
        locale: 'en',
        submissionId: id,
        altcha: await solvedAltcha(api.base),
      });
      expect(answer.status).toBe(201);
    }
    await new Promise((done) => setTimeout(done, 1500));
    await smtp.start(port);
    await eventually(async () => {
      const answer = await fetch(`${api.base}/api/forms/outbox`, asOperator);
      const { pending } = (await answer.json()) as { pending: number };
      return pending === 0;
    }, 30_000);
    for (let i = 0; i < 3; i += 1) expect(messagesTo(`outage-${i}@example.be`)).toHaveLength(1);
    const ids2 = smtp.messages.map((m) => /Message-ID: (<[^>]+>)/i.exec(m.raw)?.[1]);
    expect(new Set(ids2).size).toBe(ids2.length);
  }, 60_000);
});

describe("the outbox's count", () => {
  const outbox = (base: string, authorization?: string) =>
    fetch(
      `${base}/api/forms/outbox`,
      authorization === undefined ? {} : { headers: { Authorization: authorization } },
    );

  it('answers the operator only, who sends OPS_TOKEN as a bearer token', async () => {
    const right = await outbox(api.base, `Bearer ${opsToken}`);
    expect(right.status).toBe(200);
    expect(right.headers.get('cache-control')).toBe('no-store');
    expect(await right.json()).toEqual({ pending: expect.any(Number) });
    for (const authorization of [
      undefined,
      `Bearer ${opsToken.slice(0, -1)}x`,
      `Basic ${opsToken}`,
      opsToken,
    ]) {
      const refused = await outbox(api.base, authorization);
      expect(refused.status, authorization).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect(await refused.text()).not.toContain('pending');
    }
  });

  it('does not exist without OPS_TOKEN, whatever token is sent', async () => {
    // Empty as unset, whatever the environment running the tests holds.
    const closed = await startApi(ensureBuild(), { OPS_TOKEN: '' });
    try {
      for (const authorization of [undefined, `Bearer ${opsToken}`, 'Bearer ']) {
        const answer = await outbox(closed.base, authorization);
        expect(answer.status, authorization).toBe(404);
        expect(await answer.text()).not.toContain('pending');
      }
    } finally {
      closed.stop();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP that allows the consented tag manager, and HSTS, nosniff, a referrer policy', async () => {
    const answer = await fetch(`${api.base}/`);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
