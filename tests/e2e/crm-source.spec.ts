// The visit's source for the CRM's lead (src/browser/visit-source.ts): kept in sessionStorage and posted
// with a form only once the visitor gave analytical consent; declined, nothing is kept or sent. The form
// post is caught before the API, whose side tests/api/crm-webhook.test.ts covers.
import { expect, type Page, test } from '@playwright/test';
import { visitSourceKey } from '../../src/domain/crm/visit-source';
import { acceptAllChoice, declineChoice, storeConsent } from './chrome-fixtures';

const landing = '/?utm_source=news&utm_campaign=spring&fbclid=abc';

/** Posts the contact form with JavaScript; returns the body the island sent. */
async function postedBody(page: Page): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> | undefined;
  await page.route('**/api/forms/site-contact', async (route) => {
    body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' });
  });
  await page.goto('/contact/');
  const form = page.locator('form[data-lead-form="site-contact"]');
  await form.locator('input[name="email"]').first().focus();
  await expect(form.locator('.robot')).toBeVisible();
  await form.locator('[name="firstName"]').fill('Anna');
  await form.locator('[name="lastName"]').fill('Peeters');
  await form.locator('input[name="email"]').fill('anna@example.be');
  const title = form.locator('input[name="title"]');
  if ((await title.count()) > 0) await title.first().check();
  await form.locator('input[name="privacyConsent"]').check();
  await form.locator('[data-submit]').click();
  await expect.poll(() => body, { timeout: 30_000 }).toBeDefined();
  return body ?? {};
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.sessionStorage.setItem('popup-dismissed', '1'));
});

test('with analytical consent, the landing page and its utm parameters go with a form post', async ({
  page,
}) => {
  await storeConsent(page, acceptAllChoice);
  await page.goto(landing);
  const kept = await page.evaluate((key) => window.sessionStorage.getItem(key), visitSourceKey);
  expect(JSON.parse(kept ?? '{}')).toMatchObject({ utm: { utm_source: 'news', utm_campaign: 'spring' } });
  const body = await postedBody(page);
  const source = JSON.parse(String(body['source'])) as Record<string, unknown>;
  expect(String(source['landingPage'])).toContain('utm_source=news');
  expect(source['utm']).toEqual({ utm_source: 'news', utm_campaign: 'spring' });
});

test('without analytical consent nothing of the visit is kept or sent', async ({ page }) => {
  await storeConsent(page, declineChoice);
  await page.goto(landing);
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), visitSourceKey)).toBeNull();
  const body = await postedBody(page);
  expect(body).not.toHaveProperty('source');
});
