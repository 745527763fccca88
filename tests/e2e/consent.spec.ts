// The cookie dialog and what each choice lets load: nothing before a choice, the right consent-mode
// flags after accept, decline and a custom choice, setcookies asking again, no React for a returning
// visitor, and no accessibility problem with the dialog open.
import { expect, type Page, test } from '@playwright/test';
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

test('settings: analytics alone loads the tag manager with only analytics granted, not the pixel', async ({
  page,
}) => {
  const trackers = await recordTrackers(page);
  await page.goto('/');
  await dialog(page).getByRole('button', { name: 'Settings' }).click();
  const necessary = dialog(page).getByRole('checkbox', { name: /Strictly necessary/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ['Functional', 'Analytics', 'Advertising', 'Personalisation']) {
    await expect(dialog(page).getByRole('checkbox', { name })).not.toBeChecked();
  }
  await dialog(page).getByRole('checkbox', { name: 'Analytics' }).check();
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
  await storeConsent(page, { ...declineChoice, functional: true });
  await page.goto('/contact/');
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('checkbox', { name: 'Functional' })).toBeChecked();
  await expect(dialog(page).getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked();
  await expect(page.locator(':focus')).toHaveText('Cookies on this website');
  expect(await seriousViolations(page, '.consent')).toEqual([]);
  await dialog(page).getByRole('button', { name: 'Accept all' }).click();
  expect(await storedFlags(page)).toMatchObject({ ad_storage: 'granted', functionality_storage: 'granted' });
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused();
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

test('a preview path does not show the dialog', async ({ page }) => {
  await page.goto('/preview-page/');
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
});

test('a returning visitor downloads no framework JavaScript on a page without islands', async ({ page }) => {
  await storeConsent(page, acceptAllChoice);
  await recordTrackers(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/privacy-statement/');
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
  const local = scripts.filter((path) => path.startsWith('/_astro/'));
  expect(local.length).toBeGreaterThan(0);
  expect(local.filter((path) => /react|jsx-runtime|client\.|mount-consent-dialog/i.test(path))).toEqual([]);
});

test('a first visit loads the dialog island, and the open dialog passes axe in both views', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/fr/');
  await expect(page.getByRole('dialog', { name: 'Cookies sur ce site' })).toBeVisible();
  expect(scripts.some((path) => path.includes('mount-consent-dialog'))).toBe(true);
  expect(await seriousViolations(page, '.consent')).toEqual([]);
  await page.getByRole('button', { name: 'Paramètres', exact: true }).click();
  expect(await seriousViolations(page, '.consent')).toEqual([]);
  expect(errors).toEqual([]);
});
