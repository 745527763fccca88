import { expect, test } from '@playwright/test';
import { enabledHomes } from './site-languages';

// The home page renders in every enabled language, with the right `lang` attribute.
for (const { locale, path, tag } of enabledHomes()) {
  test(`home page in ${locale} at ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/undefined|\[object Object\]|\bnull\b/);
  });
}

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('a[href="/"]').first()).toBeVisible();
});

test('the API answers from the same process as the pages', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true });
});
