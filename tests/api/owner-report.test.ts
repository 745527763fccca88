// `npm run owners:report` against a real build, on SQLite and (project api-postgres) PostgreSQL: one
// e-mail per owner in the owner's language covering their properties (views, enquiries in words, visits,
// matching buyers), with the portal link and a signed one-click opt-out (RFC 8058 headers); a second run
// in the same ISO week sends nothing; the opt-out link works once signed and refuses a forged one.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, ensureBuild, runScript, startApi } from './api-server';
import {
  askAbout,
  mailsTo,
  matchingWants,
  otherOwner,
  owner,
  property,
  registerDemand,
} from './owner-demands.test-support';

let api: ApiServer;
const clockFile = join(mkdtempSync(join(tmpdir(), 'report-clock-')), 'offset');
const siteUrl = 'https://staging.immo.example';
const env = {
  NODE_ENV: 'test',
  TEST_CLOCK_FILE: clockFile,
  SITE_URL: siteUrl,
  ALTCHA_HMAC_KEY: 'report-test-key',
};
const week = 7 * 86_400_000;

const words = (locale: string) =>
  ({
    portal: JSON.parse(readFileSync(`locales/${locale}/portal.json`, 'utf8')),
    mail: JSON.parse(readFileSync(`locales/${locale}/mail.json`, 'utf8')),
  }) as {
    portal: {
      buyers: Record<string, string>;
      api: { enquiry: Record<string, string> };
      reportOptOut: Record<string, string>;
    };
    mail: { ownerReport: Record<string, string> };
  };

async function report(): Promise<string> {
  const run = await runScript('scripts/ops/owners-report.ts', [], { ...env, VAR_DIR: api.varDir });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

beforeAll(async () => {
  writeFileSync(clockFile, '0');
  api = await startApi(ensureBuild(), env);
  await registerDemand(api, matchingWants);
  await registerDemand(api, matchingWants, false);
  await askAbout(api, property.ID);
  await askAbout(api, property.ID);
  // A week on: the enquiries above are last week's.
  writeFileSync(clockFile, String(week));
});

afterAll(() => api?.stop());

describe('the owners weekly report', () => {
  it('mails each owner once a week, in their language, with the words of their week', async () => {
    expect(await report()).toMatch(/: 2 queued, 0 already sent this week, 0 opted out/);
    const [mail, ...more] = mailsTo(api, owner.Email).filter((text) =>
      text.includes('List-Unsubscribe-Post'),
    );
    expect(more).toHaveLength(0);
    const { portal, mail: texts } = words(owner.Language);
    expect(mail).toContain(portal.buyers.one?.replace('{{count}}', '1'));
    expect(mail).toContain(portal.buyers.how);
    expect(mail).toContain(
      texts.ownerReport.enquiryLine
        ?.replace('{{kind}}', portal.api.enquiry['contact-me'] ?? '')
        .replace('{{times}}', '2'),
    );
    expect(mail).not.toMatch(/contact-me|contact-appointment/);
    expect(mail).toContain(texts.ownerReport.noVisits);
    // The portal's login page in the owner's language, and the opt-out as RFC 8058 asks.
    expect(mail).toContain(`${siteUrl}/${owner.Language}/`);
    expect(mail).toMatch(
      /List-Unsubscribe:\s+<https:\/\/staging\.immo\.example\/api\/owner\/report-opt-out\?owner=1&/,
    );
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The other owner reads French.
    const french =
      mailsTo(api, otherOwner.Email).find((text) => text.includes('List-Unsubscribe-Post')) ?? '';
    expect(french).toContain(words(otherOwner.Language).mail.ownerReport.noEnquiries);

    // Twice in the same ISO week: nothing more.
    expect(await report()).toMatch(/: 0 queued, 2 already sent this week, 0 opted out/);
    expect(mailsTo(api, owner.Email).filter((text) => text.includes('List-Unsubscribe-Post'))).toHaveLength(
      1,
    );
    expect(await api.query('SELECT owner_id FROM owner_reports_sent')).toHaveLength(2);
  });

  it('stops for an owner who follows the signed opt-out link, and refuses a forged one', async () => {
    const mail = mailsTo(api, owner.Email).find((text) => text.includes('List-Unsubscribe-Post')) ?? '';
    const link = /List-Unsubscribe:\s+<([^>]+)>/.exec(mail)?.[1] ?? '';
    const path = link.replace(siteUrl, '');
    expect(path).toMatch(/^\/api\/owner\/report-opt-out\?/);
    const optOuts = () => api.query('SELECT owner_id FROM owner_report_optouts');
    const oneClick = (target: string) =>
      fetch(`${api.base}${target}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });

    // Another owner's number with this owner's signature, or a changed signature: refused, nothing stored.
    const forged = path.replace('owner=1&', `owner=${otherOwner.ID}&`);
    expect((await oneClick(forged)).status).toBe(400);
    expect((await fetch(`${api.base}${forged}`)).status).toBe(400);
    expect((await oneClick(path.replace(/sig=[\w-]+/, 'sig=AAAA'))).status).toBe(400);
    expect(await optOuts()).toHaveLength(0);

    // Opening the link (a mail scanner does) only shows the button, in the owner's language.
    const { portal } = words(owner.Language);
    const page = await fetch(`${api.base}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(portal.reportOptOut.button);
    expect(await optOuts()).toHaveLength(0);

    const done = await oneClick(path);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(portal.reportOptOut.done);
    expect(await optOuts()).toEqual([{ owner_id: owner.ID }]);

    // The next week: the other owner only.
    writeFileSync(clockFile, String(2 * week));
    expect(await report()).toMatch(/: 1 queued, 0 already sent this week, 1 opted out/);
  });
});
