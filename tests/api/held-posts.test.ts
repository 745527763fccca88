// A form posted without the proof of work (JavaScript off, or a robot) is held: the agency hears
// nothing until the visitor follows the link mailed to the address typed, whose page's button delivers
// the post exactly once. Expired, unknown and reused links get a clear page in the visitor's language;
// an inbox and a client address get only a few confirmation e-mails a day.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import site from '../../data/site.json';
import { type ApiServer, decodeMessage, ensureBuild, eventually, MailCatcher, startApi } from './api-server';

const smtp = new MailCatcher();
let api: ApiServer;
let clockFile: string;
const addressLimit = 12;

beforeAll(async () => {
  const dist = ensureBuild();
  const port = await smtp.start();
  clockFile = join(mkdtempSync(join(tmpdir(), 'held-clock-')), 'clock');
  api = await startApi(dist, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    TEST_CLOCK_FILE: clockFile,
    CONFIRM_ADDRESS_LIMIT: String(addressLimit),
  });
});

afterAll(async () => {
  api?.stop();
  await smtp.stop();
});

const messagesTo = (address: string) => smtp.messages.filter((message) => message.to.includes(address));
const agencyMailsAbout = (email: string) =>
  messagesTo(site.Agency.LeadEmail).filter((message) => decodeMessage(message.raw).includes(email));
const settle = () => new Promise((done) => setTimeout(done, 1500));

/** A plain (JavaScript-off) post of the contact form, with no proof of work. */
function plainPost(email: string, locale: string, extra: Record<string, string> = {}) {
  return fetch(`${api.base}/api/forms/site-contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: api.base },
    body: new URLSearchParams({
      title: 'ms',
      firstName: 'Eve',
      lastName: 'Mallory',
      email,
      privacyConsent: 'yes',
      locale,
      remark: 'Click https://phish.example/ now',
      returnPath: locale === 'en' ? '/contact/' : `/${locale}/contact/`,
      ...extra,
    }),
    redirect: 'manual',
  });
}

/** The link of the one confirmation request an address received, as a path on the API under test. */
async function heldLink(email: string): Promise<string> {
  await eventually(() => messagesTo(email).length === 1);
  const text = decodeMessage(messagesTo(email)[0]?.raw ?? '');
  const url = /https?:\/\/\S+\/api\/forms\/held\/[\w-]{32}/.exec(text)?.[0] ?? '';
  expect(url).not.toBe('');
  return new URL(url).pathname;
}

const press = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${api.base}${path}`, {
    method: 'POST',
    headers: { Origin: api.base, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    redirect: 'manual',
  });

describe('a post without the proof of work', () => {
  it('never reaches the agency by itself: the visitor gets one short confirmation request, with nothing they typed', async () => {
    const email = `robot-${randomUUID().slice(0, 8)}@example.be`;
    const answer = await plainPost(email, 'fr');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/fr/merci/confirm-by-mail/');
    const page = await (await fetch(`${api.base}/fr/merci/confirm-by-mail/`)).text();
    expect(page).toContain('Consultez votre boîte mail');

    await heldLink(email);
    await settle();
    expect(agencyMailsAbout(email)).toEqual([]);
    expect(messagesTo(email)).toHaveLength(1);
    const raw = messagesTo(email)[0]?.raw ?? '';
    // Its subject read as a mail client reads it (French punctuation's no-break space makes it an
    // encoded word), and the whole message as sent.
    expect((await PostalMime.parse(raw)).subject).toContain('Confirmez votre demande');
    const request = decodeMessage(raw);
    for (const typed of ['Eve', 'Mallory', 'phish.example']) expect(request).not.toContain(typed);
    // Stored, but held: its e-mails wait in the store, not in the outbox.
    expect(
      await api.query('SELECT COUNT(*) AS n FROM outbox WHERE to_address = ?', site.Agency.LeadEmail),
    ).toEqual([{ n: 0 }]);
  });

  it('is delivered exactly once when its link is confirmed; opening the link alone changes nothing', async () => {
    const email = `person-${randomUUID().slice(0, 8)}@example.be`;
    await plainPost(email, 'de');
    const link = await heldLink(email);

    // A mail scanner opening the link (GET, twice) sends nothing.
    for (let i = 0; i < 2; i++) {
      const shown = await fetch(`${api.base}${link}`, { redirect: 'manual' });
      expect(shown.status).toBe(200);
      expect(shown.headers.get('cache-control')).toBe('no-store');
      const html = await shown.text();
      expect(html).toContain('Bestätigen Sie Ihre Anfrage');
      expect(html).toContain('<form method="post"');
      expect(html).toContain('Meine Anfrage senden');
    }
    await settle();
    expect(agencyMailsAbout(email)).toEqual([]);

    // The button, pressed twice at once and once more later: one delivery, then "already confirmed".
    const [first, second] = await Promise.all([press(link), press(link)]);
    const places = [first.headers.get('location'), second.headers.get('location')].sort();
    expect(places).toEqual(['/de/danke/request-already-confirmed/', '/de/danke/request-confirmed/']);
    const third = await press(link);
    expect(third.headers.get('location')).toBe('/de/danke/request-already-confirmed/');
    const reopened = await fetch(`${api.base}${link}`, { redirect: 'manual' });
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get('location')).toBe('/de/danke/request-already-confirmed/');

    await eventually(() => agencyMailsAbout(email).length === 1 && messagesTo(email).length === 2);
    await settle();
    expect(agencyMailsAbout(email)).toHaveLength(1);
    expect(messagesTo(email)).toHaveLength(2);
    // The agency's lead has what was typed, as a lead with proof of work does.
    expect(decodeMessage(agencyMailsAbout(email)[0]?.raw ?? '')).toContain('phish.example');
    const done = await (await fetch(`${api.base}/de/danke/request-confirmed/`)).text();
    expect(done).toContain('Ihre Anfrage wurde gesendet');
  });

  it('another site cannot press the button for the visitor', async () => {
    const email = `csrf-${randomUUID().slice(0, 8)}@example.be`;
    await plainPost(email, 'nl');
    const link = await heldLink(email);
    const forged = await press(link, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    // It gets the page with the button back, and nothing is sent.
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe(link);
    await settle();
    expect(agencyMailsAbout(email)).toEqual([]);
  });

  it('an unknown or malformed link says so in the visitor language', async () => {
    for (const token of ['x'.repeat(32), 'short', '%3Cscript%3E']) {
      const shown = await fetch(`${api.base}/api/forms/held/${token}`, {
        redirect: 'manual',
        headers: { 'Accept-Language': 'nl-BE,nl;q=0.9' },
      });
      expect(shown.status).toBe(303);
      expect(shown.headers.get('location')).toBe('/nl/bedankt/request-link-invalid/');
      const pressed = await press(`/api/forms/held/${token}`, { 'Accept-Language': 'fr' });
      expect(pressed.headers.get('location')).toBe('/fr/merci/request-link-invalid/');
    }
    const page = await (await fetch(`${api.base}/nl/bedankt/request-link-invalid/`)).text();
    expect(page).toContain('Deze bevestigingslink is niet meer geldig');
  });

  it('an inbox gets at most three confirmation requests a day, however its address is written', async () => {
    const inbox = `limit-${randomUUID().slice(0, 8)}`;
    for (const variant of [
      `${inbox}@example.be`,
      `${inbox}+a@example.be`,
      `${inbox.toUpperCase()}@example.be`,
    ]) {
      const answer = await plainPost(variant, 'en');
      expect(answer.headers.get('location')).toBe('/feedback/confirm-by-mail/');
    }
    const refused = await plainPost(`${inbox}+b@example.be`, 'en');
    expect(refused.status).toBe(303);
    const location = refused.headers.get('location') ?? '';
    expect(location).toMatch(/^\/contact\/\?form-return=[\w-]{32}#site-contact-alert$/);
    const shown = await (await fetch(`${api.base}${location.split('#')[0]}`)).text();
    expect(shown).toContain('Several confirmation e-mails have already gone to this address today');
    await eventually(() => smtp.messages.filter((m) => m.to.some((to) => to.includes(inbox))).length === 3);
    await settle();
    expect(smtp.messages.filter((m) => m.to.some((to) => to.includes(inbox)))).toHaveLength(3);
  });

  it('an expired link says so in the language of the post, and delivers nothing', async () => {
    // It moves the API's clock two days on; the forms' rate limits do not follow that clock.
    const email = `late-${randomUUID().slice(0, 8)}@example.be`;
    writeFileSync(clockFile, '0');
    const post = await fetch(`${api.base}/api/forms/site-contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: api.base },
      body: new URLSearchParams({
        title: 'ms',
        firstName: 'Ana',
        lastName: 'Late',
        email,
        privacyConsent: 'yes',
        locale: 'fr',
        returnPath: '/fr/contact/',
      }),
      redirect: 'manual',
    });
    expect(post.headers.get('location')).toBe('/fr/merci/confirm-by-mail/');
    const link = await heldLink(email);
    writeFileSync(clockFile, String(49 * 60 * 60 * 1000));
    const shown = await fetch(`${api.base}${link}`, {
      redirect: 'manual',
      headers: { 'Accept-Language': 'de' },
    });
    expect(shown.headers.get('location')).toBe('/fr/merci/request-link-invalid/');
    const pressed = await press(link);
    expect(pressed.headers.get('location')).toBe('/fr/merci/request-link-invalid/');
    await settle();
    expect(agencyMailsAbout(email)).toEqual([]);
    const page = await (await fetch(`${api.base}/fr/merci/request-link-invalid/`)).text();
    expect(page).toContain('Ce lien de confirmation n’est plus valable');
  });
  it('one client address may make only a few such posts a day', async () => {
    const used = Number(
      (
        await api.query("SELECT COALESCE(SUM(hits), 0) AS n FROM rate_counts WHERE key LIKE 'confirm-from:%'")
      )[0]?.['n'],
    );
    for (let i = used; i < addressLimit; i++) {
      const answer = await plainPost(`many-${i}-${randomUUID().slice(0, 6)}@example.be`, 'en');
      expect(answer.headers.get('location')).toBe('/feedback/confirm-by-mail/');
    }
    const refused = await plainPost(`many-last-${randomUUID().slice(0, 6)}@example.be`, 'en');
    const location = refused.headers.get('location') ?? '';
    expect(location).toMatch(/form-return=/);
    const shown = await (await fetch(`${api.base}${location.split('#')[0]}`)).text();
    expect(shown).toContain('Too many attempts');
  });
});
