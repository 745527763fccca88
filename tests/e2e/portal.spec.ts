// The owner portal end to end, against the real API and its e-mails: an owner sets a password from an
// e-mail link, logs in (a wrong password first), switches property, reads the counters, the chart and its
// table, opens each list, downloads a document, sees a view of the detail page counted, and logs out.
// Once at desktop width in the default language with an invitation, once at phone width in French with
// a forgotten password; axe checks the forms and the dashboard on the way.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { buyersForm } from '../../src/domain/portal/matching-buyers';
import { formatAxisDay } from '../../src/domain/portal/portal-dates';
import { pathFor } from '../../src/domain/routes/routes';
import { consentFlags, declineChoice } from '../../src/domain/site/consent';
import { popupDismissedKey } from '../../src/domain/site/popup';
import { type Locale, localeTags } from '../../src/i18n/locales';
import { smtpUrl, waitForMail } from './mailbox';
import { siteLanguages } from './site-languages';

const { DefaultLanguage } = siteLanguages();
const options = { defaultLocale: DefaultLanguage };

type Dictionary = Record<string, unknown>;
const dictionaries = new Map<string, Dictionary>();

/** A string of the dictionaries, as the page shows it ("portal.login.title"), placeholders filled. */
function word(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const [namespace = '', ...path] = key.split('.');
  const file = `locales/${locale}/${namespace}.json`;
  let dictionary = dictionaries.get(file);
  if (dictionary === undefined) {
    dictionary = JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
    dictionaries.set(file, dictionary);
  }
  let value: unknown = dictionary;
  for (const part of path) value = (value as Dictionary | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No string ${key} in ${locale}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(vars[name] ?? ''));
}

interface Owner {
  readonly email: string;
  /** The language of the owner's e-mails and of the login page their links open. */
  readonly language: Locale;
  readonly firstName: string;
  readonly propertyIds: readonly number[];
}

const owners = (
  JSON.parse(readFileSync('data/owners.json', 'utf8')) as {
    Email: string;
    Language: Locale;
    FirstName: string;
    PropertyIDs: number[];
  }[]
).map((owner) => ({
  email: owner.Email,
  language: owner.Language,
  firstName: owner.FirstName,
  propertyIds: owner.PropertyIDs,
}));

/** The island's part of the page (the footer has e-mail fields of its own). */
const portal = (page: Page) => page.locator('[data-island="owner-portal"]');

function owner(email: string): Owner {
  const found = owners.find((candidate) => candidate.email === email);
  if (found === undefined) throw new Error(`data/owners.json has no owner ${email}`);
  return found;
}

/**
 * The cookie dialog answered and the promotional popup closed, as a returning visitor has them, so
 * neither covers what the test clicks nor takes the focus the portal moves.
 */
async function storeConsent(page: Page): Promise<void> {
  await page.addInitScript(
    ([flags, dismissed]) => {
      window.localStorage.setItem('consent', flags);
      window.sessionStorage.setItem(dismissed, '1');
    },
    [JSON.stringify(consentFlags(declineChoice)), popupDismissedKey] as const,
  );
}

// Each run has a fresh mailbox (E2E_VAR_DIR), so the owner's only such message is this test's.
/** The login page's path and hash of an e-mail link (whose host is the public site, not this server). */
async function mailedLink(email: string, kind: 'invite' | 'reset'): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+#${kind}=[^\\s"<>]+`);
  const mail = await waitForMail((candidate) => candidate.to.includes(email) && pattern.test(candidate.text));
  const link = new URL(pattern.exec(mail.text)?.[0] ?? '');
  return `${link.pathname}${link.hash}`;
}

const password = 'Gentse-Feesten-2026';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Fills the set-password form of an e-mail link, a mismatch first, and checks it leads to the login form
 * with the account's e-mail filled in.
 */
async function choosePassword(
  page: Page,
  locale: Locale,
  kind: 'invite' | 'reset',
  email: string,
): Promise<void> {
  const title = kind === 'invite' ? 'portal.invitation.title' : 'portal.reset.title';
  await expect(page.getByRole('heading', { name: word(locale, title) })).toBeFocused();
  // The token is read, then taken out of the address.
  expect(new URL(page.url()).hash).toBe('');
  await portal(page).getByLabel(word(locale, 'forms.fields.newPassword'), { exact: true }).fill(password);
  await portal(page)
    .getByLabel(word(locale, 'forms.fields.repeatPassword'), { exact: true })
    .fill(`${password}!`);
  const submit = word(locale, kind === 'invite' ? 'portal.invitation.submit' : 'portal.reset.submit');
  await portal(page).getByRole('button', { name: submit }).click();
  const confirm = portal(page).getByLabel(word(locale, 'forms.fields.repeatPassword'), { exact: true });
  await expect(confirm).toHaveAccessibleDescription(word(locale, 'validation.passwordsDiffer'));
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await confirm.fill(password);
  await portal(page).getByRole('button', { name: submit }).click();
  await expect(page.getByRole('status').filter({ hasText: word(locale, 'portal.reset.done') })).toBeFocused();
  await expect(page.getByRole('heading', { name: word(locale, 'portal.login.title') })).toBeVisible();
  // Before: an empty form, the owner typing again the address the link was just sent to.
  await expect(portal(page).getByLabel(word(locale, 'forms.fields.email'), { exact: true })).toHaveValue(
    email,
  );
}

/** No serious or critical axe violation in the portal's part of the page. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('[data-island="owner-portal"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target).join(', ')})`,
    );
  expect(serious, label).toEqual([]);
}

/** The page has no horizontal scroll: nothing of the portal is wider than the window. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function logIn(page: Page, locale: Locale, email: string, secret: string): Promise<void> {
  await portal(page).getByLabel(word(locale, 'forms.fields.email'), { exact: true }).fill(email);
  await portal(page).getByLabel(word(locale, 'forms.fields.password'), { exact: true }).fill(secret);
  await portal(page)
    .getByRole('button', { name: word(locale, 'portal.login.submit'), exact: true })
    .click();
}

interface Statistics {
  today: number;
  week: number;
  month: number;
  total: number;
  days: { date: string; views: number }[];
  matchingBuyers: number;
}

/** What the API says now, with the page's session cookie: the figures the dashboard must show. */
async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const counter = (page: Page, period: 'today' | 'week' | 'month' | 'total') =>
  page.locator(`[data-period="${period}"] dd`);

async function expectCounters(page: Page, locale: Locale, statistics: Statistics): Promise<void> {
  const numbers = new Intl.NumberFormat(localeTags[locale]);
  for (const period of ['today', 'week', 'month', 'total'] as const)
    await expect(counter(page, period)).toHaveText(numbers.format(statistics[period]));
}

/** Day-month-year as the page's language writes it. */
const datePattern = (locale: Locale) => (locale === 'de' ? /^\d{2}\.\d{2}\.\d{4}$/ : /^\d{2}\/\d{2}\/\d{4}$/);

const lists = [
  ['visits', 'portal.tabs.visits', 'errors.empty.visits'],
  ['communications', 'portal.tabs.communications', 'errors.empty.communications'],
  ['media', 'portal.tabs.media', 'errors.empty.media'],
  ['documents', 'portal.tabs.documents', 'errors.empty.documents'],
] as const;

async function journey(page: Page, locale: Locale, who: Owner, kind: 'invite' | 'reset', shots: string) {
  const loginPath = pathFor('login', locale, {}, options);
  await storeConsent(page);

  if (kind === 'invite') {
    // The agency invites the owner with the staff command, on the server's database and SMTP server;
    // the invitation arrives by e-mail.
    execFileSync('npm', ['run', '--silent', 'owners:invite', '--', '--email', who.email], {
      env: { ...process.env, VAR_DIR: process.env.E2E_VAR_DIR, SMTP_URL: smtpUrl() },
      stdio: 'pipe',
    });
  } else {
    // The owner asks for a reset link on the login page.
    await page.goto(pathFor('login', who.language, {}, options));
    await portal(page)
      .getByRole('button', { name: word(who.language, 'portal.login.forgotPassword') })
      .click();
    await expect(
      page.getByRole('heading', { name: word(who.language, 'portal.forgot.title') }),
    ).toBeFocused();
    await portal(page).getByLabel(word(who.language, 'forms.fields.email'), { exact: true }).fill(who.email);
    await portal(page)
      .getByRole('button', { name: word(who.language, 'portal.forgot.submit') })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: word(who.language, 'portal.forgot.sent') }),
    ).toBeVisible();
  }
  await page.goto(await mailedLink(who.email, kind));
  await page.screenshot({ path: `${shots}-set-password.png`, fullPage: true });
  await expectAccessible(page, 'set-password form');
  // The link opens the login page in the owner's language; from there on the test uses the page of
  // `locale`, whose language the portal follows whatever the owner's own.
  await choosePassword(page, who.language, kind, who.email);
  await page.goto(loginPath);

  // An empty login is stopped in the browser: the summary takes the focus and names each field, each
  // message a link that focuses its field.
  await portal(page)
    .getByRole('button', { name: word(locale, 'portal.login.submit'), exact: true })
    .click();
  const summary = page.locator('.portal-alert--error');
  await expect(summary).toBeFocused();
  // Each message names its field as the lead forms' messages do.
  const emailRequired = word(locale, 'validation.named.required', {
    field: word(locale, 'forms.fields.email'),
  });
  await expect(summary.getByRole('link')).toHaveText([
    emailRequired,
    word(locale, 'validation.named.required', { field: word(locale, 'forms.fields.password') }),
  ]);
  await summary.getByRole('link', { name: emailRequired }).click();
  await expect(portal(page).getByLabel(word(locale, 'forms.fields.email'), { exact: true })).toBeFocused();

  // A wrong password: the API's one generic message on top of the form, which takes the focus.
  await logIn(page, locale, who.email, 'not-the-password');
  const alert = page.locator('.portal-alert--error');
  await expect(alert).toHaveText(word(locale, 'portal.api.loginFailed'));
  await expect(alert).toBeFocused();
  await page.screenshot({ path: `${shots}-login-refused.png`, fullPage: true });
  await expectAccessible(page, 'login form');

  await logIn(page, locale, who.email, password);
  const welcome = page.getByRole('heading', {
    name: word(locale, 'portal.welcome', { name: who.firstName }),
  });
  await expect(welcome).toBeFocused();
  // The page's heading names the portal; the dashboard does not say it again above the welcome.
  await expect(portal(page).getByText(await page.locator('h1').innerText(), { exact: true })).toHaveCount(0);

  // The property picker lists the owner's properties; the first one shows.
  const picker = page.getByRole('group', { name: word(locale, 'portal.myProperties') });
  await expect(picker.getByRole('radio')).toHaveCount(who.propertyIds.length);
  const [, second] = who.propertyIds;
  if (second === undefined) throw new Error('the journey needs an owner with two properties');
  const me = await apiJson<{ properties: { id: number; title: string; detailUrl: string }[] }>(
    page,
    `/api/owner/me?locale=${locale}`,
  );
  const property = me.properties.find((candidate) => candidate.id === second);
  if (property === undefined) throw new Error(`/api/owner/me has no property ${second}`);
  await picker.getByRole('radio', { name: property.title }).check();
  await expect(page.locator('#portal-property-title')).toHaveText(property.title);

  // Counters, chart and table show the API's figures for that property.
  const statisticsPath = `/api/owner/properties/${second}/statistics?locale=${locale}`;
  const statistics = await apiJson<Statistics>(page, statisticsPath);
  await expectCounters(page, locale, statistics);
  const numbers = new Intl.NumberFormat(localeTags[locale]);
  // Who is looking: the API's count of matching confirmed demands as the sentence of its number, in the
  // page's language, and how it is counted under it.
  const buyers = page.locator('.portal-buyers');
  const buyersWords = `portal.buyers.${buyersForm(statistics.matchingBuyers, localeTags[locale])}`;
  await expect(buyers.locator('.portal-buyers__count')).toHaveText(
    word(locale, buyersWords, { count: numbers.format(statistics.matchingBuyers) }),
  );
  await expect(buyers.locator('.portal-buyers__how')).toHaveText(word(locale, 'portal.buyers.how'));
  const chart = page.getByRole('img', { name: word(locale, 'portal.stats.chartTitle') });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(30);
  // A window narrowed (a tablet turned upright) redraws the chart to its new width: no side scroll.
  const wide = page.viewportSize();
  if (wide !== null && wide.width > 390) {
    await page.setViewportSize({ width: 390, height: wide.height });
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(0);
    await page.setViewportSize(wide);
  }
  // Its text alternative reads out the 30 days' total.
  const total = statistics.days.reduce((sum, day) => sum + day.views, 0);
  const chartTotal = word(locale, 'portal.stats.chartTotal', {
    total: new Intl.NumberFormat(localeTags[locale]).format(total),
  });
  await expect(chart).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(chartTotal)}`));
  // A bar's tooltip: the day and its views, with the page's punctuation ("29 nov. : 3" in French).
  const lastDay = statistics.days.at(-1);
  if (lastDay === undefined) throw new Error('no days in the statistics');
  await expect(chart.locator('rect title').last()).toHaveText(
    word(locale, 'portal.stats.barTitle', {
      date: formatAxisDay(lastDay.date, localeTags[locale]),
      views: numbers.format(lastDay.views),
    }),
  );
  await page.getByText(word(locale, 'portal.stats.showTable')).click();
  const table = page.getByRole('table', { name: word(locale, 'portal.stats.tableCaption') });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  await expect(table.locator('tbody td')).toHaveText(statistics.days.map((day) => numbers.format(day.views)));
  await page.screenshot({ path: `${shots}-dashboard.png`, fullPage: true });
  await expectAccessible(page, 'dashboard');
  await expectNoSideScroll(page);

  // Each list, opened by its tab, shows the API's rows, dated day-month-year, or its empty message.
  for (const [part, tabKey, emptyKey] of lists) {
    const tab = page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(word(locale, tabKey))}`) });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: new RegExp(`^${escapeRegExp(word(locale, tabKey))}`) });
    const { rows } = await apiJson<{ rows: unknown[] }>(
      page,
      `/api/owner/properties/${second}/${part}?locale=${locale}`,
    );
    if (rows.length === 0) await expect(panel).toHaveText(word(locale, emptyKey));
    else {
      await expect(panel.locator('tbody tr')).toHaveCount(rows.length);
      await expect(panel.locator('tbody tr').first().locator('time')).toHaveText(datePattern(locale));
    }
  }
  // The keyboard moves between tabs too (WAI-ARIA tabs): from Documents, Home goes back to Visits.
  await page.keyboard.press('Home');
  await expect(
    page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(word(locale, 'portal.tabs.visits'))}`) }),
  ).toBeFocused();
  await page.keyboard.press('End');
  const documentsPanel = page.getByRole('tabpanel', {
    name: new RegExp(`^${escapeRegExp(word(locale, 'portal.tabs.documents'))}`),
  });
  await expect(documentsPanel).toBeVisible();
  await page.locator('.portal-activity').screenshot({ path: `${shots}-documents.png` });
  // In a contrast theme (forced colours) the open tab keeps its mark: before, the theme painted its
  // ground like the others'.
  await page.emulateMedia({ forcedColors: 'active' });
  const tabGround = (selected: boolean) =>
    page
      .locator(`.portal-tab[aria-selected="${selected}"]`)
      .first()
      .evaluate((element) => {
        const own = getComputedStyle(element).backgroundColor;
        // A transparent ground shows the page's.
        return /, 0\)$/.test(own) ? getComputedStyle(document.body).backgroundColor : own;
      });
  expect(await tabGround(true)).not.toBe(await tabGround(false));
  // The chart's bars take the theme's colours too (an SVG keeps its own: dark bars on a dark ground).
  const barFills = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'GrayText';
    document.body.append(probe);
    const theme = [getComputedStyle(document.body).color, getComputedStyle(probe).color];
    probe.remove();
    const fills = [...document.querySelectorAll('.portal-chart__bar')].map(
      (bar) => getComputedStyle(bar).fill,
    );
    return { theme, fills: [...new Set(fills)] };
  });
  expect(barFills.fills.length).toBeGreaterThan(0);
  for (const fill of barFills.fills) expect(barFills.theme).toContain(fill);
  await page.emulateMedia({ forcedColors: 'none' });

  // A document downloads as the PDF it is.
  const link = documentsPanel.getByRole('link').first();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);

  // A visit to the property's public page is counted: today and total go up by one.
  const beacon = page.waitForResponse(
    (response) => response.url().endsWith(`/api/views/${second}`) && response.request().method() === 'POST',
  );
  await page.goto(property.detailUrl);
  expect((await beacon).status()).toBe(204);
  await page.goto(loginPath);
  await expect(welcome).toBeVisible();
  await picker.getByRole('radio', { name: property.title }).check();
  await expect(counter(page, 'today')).toHaveText(numbers.format(statistics.today + 1));
  await expect(counter(page, 'total')).toHaveText(numbers.format(statistics.total + 1));

  // Logging out ends the session on the server: a reload shows the login form.
  await portal(page)
    .getByRole('button', { name: word(locale, 'portal.logout') })
    .click();
  await expect(page.getByRole('status').filter({ hasText: word(locale, 'portal.loggedOut') })).toBeFocused();
  expect((await page.request.get(`/api/owner/me?locale=${locale}`)).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: word(locale, 'portal.login.title') })).toBeVisible();
  await expect(portal(page).getByLabel(word(locale, 'forms.fields.password'), { exact: true })).toBeVisible();

  // A session that ends while the dashboard is open (here its cookie is gone): the next call answers 401
  // and the portal goes back to the login form, saying why.
  await logIn(page, locale, who.email, password);
  await expect(welcome).toBeFocused();
  await page.context().clearCookies();
  // click, not check: the radio is gone with the dashboard before it could be seen checked.
  await picker.getByRole('radio', { name: property.title }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: word(locale, 'errors.sessionExpired') }),
  ).toBeFocused();
  await expect(portal(page).getByLabel(word(locale, 'forms.fields.password'), { exact: true })).toBeVisible();
}

test.describe('owner portal', () => {
  // An invitation, a login, a download and a beacon: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  // The view counter ignores robots, and headless Chromium says "HeadlessChrome": the test's visits to a
  // property page must count as a person's, so the browser introduces itself as an ordinary Chrome.
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });

  test('at desktop width in the default language, from an invitation', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await journey(
      page,
      DefaultLanguage,
      owner('an.verhoeven@example.be'),
      'invite',
      testInfo.outputPath('1280'),
    );
  });

  test('at phone width in French, from a forgotten password', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await journey(page, 'fr', owner('philippe.renard@example.be'), 'reset', testInfo.outputPath('360'));
  });

  test('an anonymous visit opens on the login form without calling the API; its HTML says the portal needs JavaScript', async ({
    page,
  }, testInfo) => {
    const locale: Locale = DefaultLanguage;
    const path = pathFor('login', locale, {}, options);
    await storeConsent(page);
    // An anonymous visit asks the API nothing: a 401 would be logged as a console error, and the page
    // stays as static as the rest of the site.
    const apiCalls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/owner/')) apiCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const title = portal(page).getByRole('heading', { name: word(locale, 'portal.login.title') });
    await expect(title).toBeVisible();
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
    // The site's promotional popup never opens over the portal.
    await expect(page.locator('#popup-template')).toHaveCount(0);
    // The page opened on the form, rather than the form replacing another view: the focus stays put.
    await expect(title).not.toBeFocused();
    await page.screenshot({ path: testInfo.outputPath('login.png'), fullPage: true });
    // Chromium with scripts switched off by Playwright still parses <noscript> as if they ran, so the
    // notice is checked in the HTML as served, beside the intro that stays on the page.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(
      `<noscript><p class="portal-noscript">${word(locale, 'pages.login.noscript')}</p></noscript>`,
    );
    expect(html).toContain(word(locale, 'pages.login.intro'));
  });

  test('the login button and the newsletter button below it never share a name, in any language', async ({
    page,
  }) => {
    await storeConsent(page);
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      await page.goto(pathFor('login', locale, {}, options));
      await expect(
        portal(page).getByRole('heading', { name: word(locale, 'portal.login.title') }),
      ).toBeVisible();
      // Before: the portal's name stood as a small title right under the page's heading that said it.
      await expect(portal(page).getByText(await page.locator('h1').innerText(), { exact: true })).toHaveCount(
        0,
      );
      // Before: German said "Anmelden" for both, to log in and to subscribe.
      const names = await page
        .locator('form button[type="submit"]:visible')
        .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ''));
      expect(names.length, locale).toBeGreaterThanOrEqual(2);
      expect(new Set(names).size, `${locale}: ${names.join(' | ')}`).toBe(names.length);
    }
  });
});
