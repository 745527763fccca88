// The cookie dialog and what each choice lets load: nothing before a choice, the right consent-mode
// flags after accept, decline and a custom choice, setcookies asking again, a withdrawn choice taking its
// cookies along, the dialog's code left out for a returning visitor, its keyboard behaviour and words in
// every language, and no accessibility problem with the dialog open.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { siteStorage, storageByCategory, tileHostOf } from '../../src/domain/site/site-storage';
import {
  acceptAllChoice,
  collectErrors,
  dataLayer,
  declineChoice,
  recordTrackers,
  seriousViolations,
  storeConsent,
  storedFlags,
} from './chrome-fixtures';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies on this website' });
const gtm = (url: string) => url.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-K7P4Q2D');
const pixel = (url: string) => url.startsWith('https://connect.facebook.net/');
type ConsentWords = {
  dialog: Record<'title' | 'acceptAll' | 'decline' | 'settings', string>;
  categories: { analytical: { title: string } };
  cookiePolicy: string;
};

test('a first visit asks, and loads no tracker and sets no cookie before the choice', async ({
  page,
  context,
}) => {
  const errors = collectErrors(page);
  const trackers = await recordTrackers(page);
  await page.goto('/');
  await expect(dialog(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(trackers.map((request) => request.url())).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await storedFlags(page)).toBeNull();
  // Consent mode starts with everything but strictly necessary denied.
  const layer = await dataLayer(page);
  expect(layer[0]).toEqual([
    'consent',
    'default',
    expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied' }),
  ]);
  expect(errors).toEqual([]);
});

test('before a choice no page asks a third party anything, map tiles included, in two languages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
      outside.push(request.url());
  });
  for (const path of [
    '/',
    '/for-sale/',
    '/for-sale/ghent/house/1001/',
    '/contact/',
    '/nl/',
    '/nl/te-koop/',
    '/nl/te-koop/gent/huis/1001/',
    '/nl/contact/',
  ]) {
    await page.goto(path);
    await expect(page.locator('consent-dialog dialog')).toBeVisible();
    // Every lazy part (the detail map near the bottom) gets its chance to load.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(outside).toEqual([]);
});

test('accept all grants every flag, fires the page view and loads the tag manager and the pixel', async ({
  page,
}) => {
  const trackers = await recordTrackers(page);
  await page.goto('/contact/');
  await dialog(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await storedFlags(page)).toMatchObject({
    ad_user_data: 'granted',
    ad_storage: 'granted',
    analytics_storage: 'granted',
    ad_personalization: 'granted',
  });
  await expect.poll(() => trackers.map((request) => request.url()).filter(gtm).length).toBe(1);
  await expect.poll(() => trackers.map((request) => request.url()).filter(pixel).length).toBe(1);
  const layer = await dataLayer(page);
  expect(layer).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted' }),
  ]);
  expect(layer).toContainEqual(['event', 'page_view', expect.objectContaining({ send_to: 'G-4LQ7ZK2M9X' })]);
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('function');
});

test('decline takes one click, denies every flag and loads nothing', async ({ page, context }) => {
  const trackers = await recordTrackers(page);
  await page.goto('/');
  await dialog(page).getByRole('button', { name: 'Decline' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await storedFlags(page)).toMatchObject({
    ad_user_data: 'denied',
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_personalization: 'denied',
  });
  const layer = await dataLayer(page);
  expect(layer).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'denied' }),
  ]);
  expect(layer.some((entry) => entry[1] === 'page_view')).toBe(false);
  // A page later, still nothing.
  await page.goto('/contact/');
  await expect(dialog(page)).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(trackers).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test('settings: analytical alone loads the tag manager with only analytics granted, not the pixel', async ({
  page,
}) => {
  const trackers = await recordTrackers(page);
  await page.goto('/');
  await dialog(page).getByRole('button', { name: 'Settings' }).click();
  const necessary = dialog(page).getByRole('checkbox', { name: /Strictly necessary/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ['Analytical', 'Marketing', 'Social media', 'Unclassified']) {
    await expect(dialog(page).getByRole('checkbox', { name })).not.toBeChecked();
  }
  await dialog(page).getByRole('checkbox', { name: 'Analytical' }).check();
  await dialog(page).getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await storedFlags(page)).toMatchObject({
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  await expect.poll(() => trackers.map((request) => request.url()).filter(gtm).length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(trackers.map((request) => request.url()).filter(pixel)).toEqual([]);
});

test('the footer button reopens the settings with the stored choice, and a new choice replaces it', async ({
  page,
}) => {
  await storeConsent(page, { ...declineChoice, analytical: true });
  // The promotional popup (8 s after arrival, held back while the dialog is open) would open the moment
  // the dialog closes and take the focus, as a modal must: on a slow machine those 8 s passed before
  // "Accept all" and this test failed. Its interplay with the dialog is the next test's subject.
  await page.addInitScript(() => window.sessionStorage.setItem('popup-dismissed', '1'));
  await page.goto('/contact/');
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('checkbox', { name: 'Analytical' })).toBeChecked();
  await expect(dialog(page).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  await expect(page.locator(':focus')).toHaveText('Cookies on this website');
  expect(await seriousViolations(page, '.consent')).toEqual([]);
  await dialog(page).getByRole('button', { name: 'Accept all' }).click();
  expect(await storedFlags(page)).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted' });
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused();
});

test('a popup due while the settings are open waits for them, then takes the focus and gives it back', async ({
  page,
}) => {
  await page.clock.install();
  await storeConsent(page, declineChoice);
  await page.goto('/contact/');
  const reopen = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await reopen.click();
  await expect(dialog(page)).toBeVisible();
  // The popup's delay (8 s in data/site.json) passes while the visitor reads the settings.
  await page.clock.runFor(10_000);
  const popup = page.getByRole('dialog', { name: 'Stay informed' });
  await expect(popup).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(popup).toBeVisible();
  expect(
    await page.evaluate(() => document.activeElement?.closest('dialog')?.classList.contains('popup')),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(reopen).toBeFocused();
});

test('setcookies clears the stored choice and asks again', async ({ page }) => {
  await page.goto('/');
  await dialog(page).getByRole('button', { name: 'Accept all' }).click();
  expect(await storedFlags(page)).not.toBeNull();
  await page.goto('/contact/?setcookies=1');
  await expect(dialog(page)).toBeVisible();
  expect(await storedFlags(page)).toBeNull();
  // The parameter leaves the address, so a reload does not clear the next choice.
  expect(new URL(page.url()).searchParams.has('setcookies')).toBe(false);
});

test('a preview path and a preview menu page do not show the dialog; a published menu page does', async ({
  page,
}) => {
  // A path containing "preview", and the export's menu page in preview status (its URL says nothing).
  for (const path of ['/preview-page/', '/fr/apercu/preview/', '/careers/', '/nl/vacatures/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('consent-dialog')).toHaveCount(0);
  }
  await page.goto('/about-us/');
  await expect(dialog(page)).toBeVisible();
});

test('a choice stored in the old format is asked again, and grants nothing meanwhile', async ({ page }) => {
  const trackers = await recordTrackers(page);
  await page.addInitScript(() => {
    const granted = 'granted';
    window.localStorage.setItem(
      'consent',
      JSON.stringify({
        ad_user_data: granted,
        ad_storage: granted,
        analytics_storage: granted,
        ad_personalization: granted,
        functionality_storage: granted,
        personalization_storage: granted,
      }),
    );
  });
  await page.goto('/contact/');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(trackers).toEqual([]);
  const layer = await dataLayer(page);
  expect(layer.some((entry) => entry[0] === 'consent' && entry[1] === 'update')).toBe(false);
  await dialog(page).getByRole('button', { name: 'Decline' }).click();
  expect(await storedFlags(page)).toEqual({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    social_media_storage: 'denied',
    unclassified_storage: 'denied',
  });
});

test('a returning visitor loads neither the dialog nor a framework on a page without islands', async ({
  page,
}) => {
  await storeConsent(page, declineChoice);
  await recordTrackers(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/privacy-statement/');
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
  // The chrome is one module; the dialog's and the trackers' code stay in their templates, not run.
  expect(scripts.filter((path) => path.startsWith('/_astro/'))).toHaveLength(1);
  expect(scripts.filter((path) => /react|jsx-runtime|client\./i.test(path))).toEqual([]);
  expect(await page.evaluate(() => customElements.get('consent-dialog'))).toBeUndefined();
  expect(await page.locator('consent-dialog, script[src*="consent"]').count()).toBe(0);
});

test('a first visit runs the dialog from its template, and the open dialog passes axe in both views', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/fr/');
  await expect(page.getByRole('dialog', { name: 'Cookies sur ce site' })).toBeVisible();
  expect(await page.evaluate(() => customElements.get('consent-dialog') !== undefined)).toBe(true);
  // First in the page: the first stop of keyboard and screen-reader users.
  expect(await page.evaluate(() => document.body.firstElementChild?.localName)).toBe('consent-dialog');
  expect(await seriousViolations(page, '.consent')).toEqual([]);
  await page.getByRole('button', { name: 'Paramètres', exact: true }).click();
  await expect(page.locator(':focus')).toHaveText('Cookies sur ce site');
  expect(await seriousViolations(page, '.consent')).toEqual([]);
  expect(errors).toEqual([]);
});

for (const [locale, path] of [
  ['en', '/'],
  ['nl', '/nl/'],
  ['fr', '/fr/'],
  ['de', '/de/'],
] as const) {
  test(`the dialog speaks the page's language (${locale})`, async ({ page }) => {
    const words = JSON.parse(readFileSync(`locales/${locale}/consent.json`, 'utf8')) as ConsentWords;
    await page.goto(path);
    const asked = page.getByRole('dialog', { name: words.dialog.title });
    await expect(asked.getByRole('button', { name: words.dialog.acceptAll, exact: true })).toBeVisible();
    await expect(asked.getByRole('button', { name: words.dialog.decline, exact: true })).toBeVisible();
    await asked.getByRole('button', { name: words.dialog.settings, exact: true }).click();
    await expect(asked.getByRole('checkbox', { name: words.categories.analytical.title })).not.toBeChecked();
    await expect(asked.getByRole('link', { name: words.cookiePolicy })).toBeVisible();
  });
}

test('without a stored choice Escape does not dismiss the question; reopened, Escape closes it', async ({
  page,
}) => {
  await page.goto('/contact/');
  await dialog(page).getByRole('button', { name: 'Settings' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
  await dialog(page).getByRole('checkbox', { name: 'Analytical' }).check();
  await dialog(page).getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog(page)).toBeHidden();

  const reopen = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await reopen.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('checkbox', { name: 'Analytical' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(reopen).toBeFocused();
  expect(await storedFlags(page)).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
});

test("a withdrawn consent removes the trackers' cookies", async ({ page, context }) => {
  await recordTrackers(page);
  await storeConsent(page, acceptAllChoice);
  await context.addCookies(
    ['_ga', '_fbp', 'session-ish'].map((name) => ({ name, value: '1', domain: 'localhost', path: '/' })),
  );
  await page.goto('/contact/');
  // Everything allowed: the cookies stay.
  await page.waitForLoadState('networkidle');
  expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual([
    '_fbp',
    '_ga',
    'session-ish',
  ]);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await dialog(page).getByRole('checkbox', { name: 'Social media' }).uncheck();
  await dialog(page).getByRole('button', { name: 'Save my choices' }).click();
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort())
    .toEqual(['_ga', 'session-ish']);
  // setcookies withdraws the whole choice: the analytics cookie goes too, the site's own stays.
  await page.goto('/contact/?setcookies');
  await expect(dialog(page)).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
    .toEqual(['session-ish']);
});

test('the cookie policy lists each category and every key of the cookie list, headings in order', async ({
  page,
}) => {
  const tileHost = tileHostOf(
    (JSON.parse(readFileSync('data/site.json', 'utf8')) as { MapTileUrl: string }).MapTileUrl,
  );
  const groups = storageByCategory(siteStorage(tileHost));
  for (const [locale, path] of [
    ['en', '/Cookie-policy/'],
    ['fr', '/fr/Cookie-policy/'],
  ] as const) {
    const words = JSON.parse(readFileSync(`locales/${locale}/consent.json`, 'utf8')) as {
      categories: Record<string, { title: string }>;
    };
    await page.goto(path);
    for (const { category, items } of groups) {
      const section = page.locator(`[data-cookie-category="${category}"]`);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        words.categories[category]?.title ?? '',
      );
      const names = await section.locator('tbody th code').allInnerTexts();
      expect(names).toEqual(items.map((item) => item.name));
    }
    expect(await headingLevels(page)).toEqual([]);
  }
});

test('the privacy statement names the controller, the retention, the rights and both authorities', async ({
  page,
}) => {
  const site = JSON.parse(readFileSync('data/site.json', 'utf8')) as {
    RetentionDays: number;
    Agency: { Name: string; VatNumber: string; Email: string };
  };
  for (const [path, days] of [
    ['/privacy-statement/', `${site.RetentionDays} days`],
    ['/nl/privacy-statement/', `${site.RetentionDays} dagen`],
  ] as const) {
    await page.goto(path);
    const main = page.locator('main');
    await expect(main).toContainText(site.Agency.Name);
    await expect(main).toContainText(site.Agency.VatNumber);
    await expect(main).toContainText(days);
    await expect(main).toContainText('CNPD');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(5);
    expect(await headingLevels(page)).toEqual([]);
  }
});

/** The headings of the main content that skip a level (h2 then h4), as "h2 -> h4" strings. */
async function headingLevels(page: Page): Promise<string[]> {
  const levels = await page
    .locator('main :is(h1, h2, h3, h4, h5, h6)')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  return levels.flatMap((level, index) =>
    index > 0 && level > (levels[index - 1] ?? 0) + 1 ? [`h${levels[index - 1]} -> h${level}`] : [],
  );
}
