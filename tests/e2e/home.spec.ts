import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pathFor } from '../../src/domain/routes/routes';
import { enabledHomes, siteLanguages } from './site-languages';

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

// Before: the newest listings, two of them for rent, led on only to "All properties for sale". The
// listings abroad are led to as well whenever the export has some, shown among the newest or not.
const hasAbroad = (JSON.parse(readFileSync('data/properties.json', 'utf8')) as { CountryID: number }[]).some(
  (record) => ![10, 50].includes(record.CountryID),
);
const { DefaultLanguage, Languages } = siteLanguages();
const options = {
  defaultLocale: DefaultLanguage,
  enabledLocales: Languages.filter((language) => language.Use).map((language) => language.Code),
};
for (const { locale, path } of enabledHomes()) {
  test(`the newest listings on ${path} lead on to the list of each section they show, and abroad`, async ({
    page,
  }) => {
    await page.goto(path);
    const block = page.locator('section[aria-labelledby="home-listings"]');
    const prefix = path === '/' ? '' : path.replace(/\/$/, '');
    // A card's address starts with its section's folder, as does the section's list.
    const folder = (href: string) => href.slice(prefix.length).split('/')[1] ?? '';
    const cards = await block
      .locator('.card__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const lists = await block
      .locator('.home-section__all')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(cards.length).toBeGreaterThan(0);
    const abroad = hasAbroad ? [folder(pathFor('foreign', locale, {}, options))] : [];
    expect(new Set(lists.map(folder))).toEqual(new Set([...cards.map(folder), ...abroad]));
    for (const list of lists) expect(list).toMatch(/\/$/);
  });
}
