// Keep me informed end to end: a demand is confirmed by the link in its e-mail, `npm run alerts` then
// sends it its matching listings once, and `npm run purge -- --erase` removes the person.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import properties from '../../data/properties.json';
import { type ApiServer, ensureBuild, eventually, solvedAltcha, startApi } from './api-server';

const run = promisify(execFile);
let api: ApiServer;
/** Where the server says it is reached (a staging machine): every e-mailed link starts there. */
const siteUrl = 'https://staging.immo.example';

beforeAll(async () => {
  api = await startApi(ensureBuild(), { SITE_URL: siteUrl });
});

afterAll(() => api?.stop());

/** The text of every .eml file sent to `address`, quoted-printable soft breaks undone. */
function mailsTo(address: string): string[] {
  const dir = join(api.varDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return (
    files
      .map((file) =>
        readFileSync(join(dir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      // The To header itself: a lead's "Reply-To: <visitor>" names the same address.
      .filter((text) => text.split(/\r?\n/).includes(`To: ${address}`))
  );
}

// Asynchronous on purpose: a synchronous spawn blocks this process while the command runs, so the
// client never sees the server close its idle keep-alive socket (after 5 s) and the next fetch reuses
// a closed socket ("other side closed") whenever the command is slow, as on a loaded machine.
async function command(script: string, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await run(
      process.execPath,
      [resolve('node_modules/tsx/dist/cli.mjs'), script, ...args],
      {
        encoding: 'utf8',
        env: { ...process.env, VAR_DIR: api.varDir, SITE_URL: siteUrl },
      },
    );
    return stdout;
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string };
    throw new Error(`${script} failed:\n${failed.stderr ?? ''}${failed.stdout ?? ''}`);
  }
}

const forSale = (
  properties as { ID: number; Goal: number; Marquee: number; CountryID: number; Zip: string; WebID: number }[]
).filter((item) => item.Goal === 0 && item.Marquee !== 3 && item.Marquee !== 4 && item.CountryID === 10);
const wanted = forSale[0];

/** Registers a demand for the sample's Belgian listing for sale, as its form posts it with JavaScript. */
async function registerDemand(email: string, locale: string, firstName: string, lastName: string) {
  if (wanted === undefined) throw new Error('The sample needs a Belgian listing for sale');
  return fetch(`${api.base}/api/forms/demand-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: api.base },
    body: JSON.stringify({
      firstName,
      lastName,
      email,
      privacyConsent: true,
      goal: 'sale',
      types: [String(wanted.WebID)],
      postcodes: wanted.Zip,
      locale,
      submissionId: randomUUID(),
      startedAt: Date.now() - 60_000,
      altcha: await solvedAltcha(api.base),
    }),
  });
}

/** The Dutch words of a link's page. */
const dutchFeedback = JSON.parse(readFileSync('locales/nl/feedback.json', 'utf8')) as {
  linkAction: Record<'confirm-demand' | 'unsubscribe', { button: string }>;
};

/** Presses the button of a link's page, as its form posts it (from `origin`, the site's own unless said). */
const press = (link: string, origin = api.base) =>
  fetch(`${api.base}${link}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
  });

describe('demand register', () => {
  it('is confirmed by its link, alerted once per new match, and erased on request', async () => {
    if (wanted === undefined) throw new Error('The sample needs a Belgian listing for sale');
    const email = `demand-${randomUUID().slice(0, 8)}@example.be`;
    const answer = await registerDemand(email, 'nl', 'Lotte', 'Maes');
    expect(answer.status).toBe(201);

    // Nothing is alerted before the visitor confirms.
    expect(await command('scripts/ops/alerts.ts')).toContain('Alerts: 0 queued');
    await eventually(() => mailsTo(email).length === 1);
    const link = /\/api\/forms\/confirm\?token=[\w-]+/.exec(mailsTo(email)[0] ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mailsTo(email)[0]).toContain(`${siteUrl}${link}`);
    // Opening the link (the reader, or a mail scanner before them) only shows its button, in Dutch.
    const opened = await fetch(`${api.base}${link}`, { redirect: 'manual' });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(`>${dutchFeedback.linkAction['confirm-demand'].button}</button>`);
    expect(await command('scripts/ops/alerts.ts')).toContain('Alerts: 0 queued');
    // Another site cannot press it: it gets the page with the button back.
    const forged = await press(`${link}`, 'https://attacker.example');
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe(link);
    expect(await command('scripts/ops/alerts.ts')).toContain('Alerts: 0 queued');
    const confirmed = await press(`${link}`);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/nl/bedankt/demand-confirmed/');
    // Pressed twice (a double click), the button still says the search is confirmed.
    const twice = await press(`${link}`);
    expect(twice.headers.get('location')).toBe('/nl/bedankt/demand-confirmed/');
    // Opened again later, the link says the search is confirmed instead of offering its button again.
    const reopened = await fetch(`${api.base}${link}`, { redirect: 'manual' });
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get('location')).toBe('/nl/bedankt/demand-confirmed/');
    // A link that is not (or no longer) ours leads to a page saying so, in the browser's language.
    const unknown = await fetch(`${api.base}/api/forms/confirm?token=${'x'.repeat(32)}`, {
      redirect: 'manual',
      headers: { 'Accept-Language': 'fr-BE,fr;q=0.9,en;q=0.5' },
    });
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toMatch(/^\/fr\/[^/]+\/link-invalid\/$/);

    expect(await command('scripts/ops/alerts.ts')).toContain('Alerts: 1 queued');
    const alert = mailsTo(email).find((text) => text.includes(`/${wanted.ID}/`));
    expect(alert).toBeDefined();
    // Dutch, as the visitor registered in Dutch; the first alert lists what matches now, not "new" listings.
    const dutch = JSON.parse(readFileSync('locales/nl/mail.json', 'utf8')) as {
      alert: { firstBody_one: string; firstBody_other: string; body_one: string; body_other: string };
    };
    // In the singular for one listing, as the subject.
    const listed = alert?.match(/^- /gm)?.length ?? 0;
    expect(alert).toContain(listed === 1 ? dutch.alert.firstBody_one : dutch.alert.firstBody_other);
    expect(alert).not.toContain(dutch.alert.body_one);
    expect(alert).not.toContain(dutch.alert.body_other);
    expect(await command('scripts/ops/alerts.ts')).toContain('Alerts: 0 queued');

    // The alert's unsubscribe link ends the demand, and says so in the visitor's language.
    const unsubscribe = /\/api\/forms\/confirm\?token=[\w-]+/.exec(alert ?? '')?.[0];
    expect(unsubscribe).toBeDefined();
    // Its links lead to this server's site too, the listing's as the way out.
    expect(alert).toContain(`${siteUrl}${unsubscribe}`);
    expect(alert).toContain(`${siteUrl}/nl/`);
    const shown = await fetch(`${api.base}${unsubscribe}`, { redirect: 'manual' });
    expect(await shown.text()).toContain(`>${dutchFeedback.linkAction.unsubscribe.button}</button>`);
    expect(
      await api.query("SELECT id FROM subscriptions WHERE email = ? AND status = 'confirmed'", email),
    ).toHaveLength(1);
    const stopped = await press(`${unsubscribe}`);
    expect(stopped.headers.get('location')).toBe('/nl/bedankt/demand-ended/');
    expect(
      await api.query("SELECT id FROM subscriptions WHERE email = ? AND status = 'confirmed'", email),
    ).toHaveLength(0);
    // Once ended, its unsubscribe link says so when opened again, and the old confirmation link no
    // longer confirms anything: pressed, it says so and the search stays ended.
    const leadsTo = async (path: string) =>
      (await fetch(`${api.base}${path}`, { redirect: 'manual' })).headers.get('location');
    expect(await leadsTo(`${unsubscribe}`)).toBe('/nl/bedankt/demand-ended/');
    expect(await leadsTo(`${link}`)).toBe('/nl/bedankt/link-invalid/');
    expect((await press(`${link}`)).headers.get('location')).toBe('/nl/bedankt/link-invalid/');
    expect(
      await api.query("SELECT id FROM subscriptions WHERE email = ? AND status = 'confirmed'", email),
    ).toHaveLength(0);

    expect(await command('scripts/ops/purge.ts', '--erase', email)).toContain('1 submissions');
    expect(await api.query('SELECT id FROM submissions WHERE email = ?', email)).toHaveLength(0);
  });

  it("ends by the mail client's one-click unsubscribe (RFC 8058), which never confirms one", async () => {
    if (wanted === undefined) throw new Error('The sample needs a Belgian listing for sale');
    const email = `one-click-${randomUUID().slice(0, 8)}@example.be`;
    const answer = await registerDemand(email, 'de', 'Jonas', 'Weber');
    expect(answer.status).toBe(201);
    await eventually(() => mailsTo(email).length === 1);
    const confirmation = mailsTo(email)[0] ?? '';
    // A confirmation is not a subscription's e-mail: the mail client offers no unsubscribe on it.
    expect(confirmation).not.toMatch(/^List-Unsubscribe/m);
    const link = /\/api\/forms\/confirm\?token=[\w-]+/.exec(confirmation)?.[0] ?? '';
    // As a mail provider posts it: from its own servers, without our Origin (or with its own).
    const oneClick = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${api.base}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'List-Unsubscribe=One-Click',
      });
    const notConfirmed = await oneClick(link, { Origin: 'https://mail.example' });
    expect(notConfirmed.status).toBe(303);
    expect(notConfirmed.headers.get('location')).toBe(link);
    expect(
      await api.query("SELECT id FROM subscriptions WHERE email = ? AND status = 'confirmed'", email),
    ).toEqual([]);
    expect((await press(link)).status).toBe(303);
    expect(await command('scripts/ops/alerts.ts')).toContain('Alerts: 1 queued');
    await eventually(() => mailsTo(email).length === 2);
    const alert = mailsTo(email).find((text) => text !== confirmation) ?? '';
    const headers = alert.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n /g, ' ') ?? '';
    const unsubscribe = /\/api\/forms\/confirm\?token=[\w-]+/.exec(
      alert
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )?.[0];
    expect(unsubscribe).toBeDefined();
    // The header names the same link as the alert's text, and offers the one-click POST.
    const named = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1] ?? '';
    expect(named).toMatch(/^https?:\/\//);
    expect(`${new URL(named).pathname}${new URL(named).search}`).toBe(unsubscribe);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const german = JSON.parse(readFileSync('locales/de/feedback.json', 'utf8')) as {
      kinds: { 'demand-ended': { title: string } };
    };
    for (const origin of [{}, { Origin: 'https://mail.example', 'Sec-Fetch-Site': 'cross-site' }]) {
      const done = await oneClick(unsubscribe ?? '', origin);
      expect(done.status).toBe(200);
      expect(await done.text()).toContain(german.kinds['demand-ended'].title);
    }
    expect(
      await api.query("SELECT id FROM subscriptions WHERE email = ? AND status = 'confirmed'", email),
    ).toEqual([]);
  });

  it('erases a person on request however their address is typed, as the form stored it in one spelling', async () => {
    const local = `erase-${randomUUID().slice(0, 8)}`;
    const answer = await registerDemand(`${local.toUpperCase()}@Ex\uFF41mple.BE`, 'fr', 'Zoé', 'Ünal');
    expect(answer.status).toBe(201);
    expect(await api.query('SELECT id FROM submissions WHERE email = ?', `${local}@example.be`)).toHaveLength(
      1,
    );
    const idn = `${local}@exämple.be`;
    expect((await registerDemand(idn, 'fr', 'Zoé', 'Ünal')).status).toBe(201);
    expect(await command('scripts/ops/purge.ts', '--erase', `${local}@\uFF45xample.be`)).toContain(
      '1 submissions',
    );
    expect(await command('scripts/ops/purge.ts', '--erase', idn.toUpperCase())).toContain('1 submissions');
    for (const stored of [`${local}@example.be`, `${local}@xn--exmple-cua.be`]) {
      expect(await api.query('SELECT id FROM submissions WHERE email = ?', stored)).toHaveLength(0);
    }
  });
});
