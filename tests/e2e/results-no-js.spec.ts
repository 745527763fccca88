import { expect, type Page, test } from '@playwright/test';
import { formatCityName } from '../../src/domain/listing/city';
import { pathFor } from '../../src/domain/routes/routes';
import { type ResultsView, viewResults } from '../../src/domain/search/results-view';
import { emptySearch, townValue } from '../../src/domain/search/search';
import type { Locale } from '../../src/i18n/locales';
import { builtSectionCards } from '../built-search-index';
import { clientDir } from './built-site';
import { siteLanguages } from './site-languages';

const { DefaultLanguage, Languages } = siteLanguages();
const options = {
  defaultLocale: DefaultLanguage,
  enabledLocales: Languages.filter((language) => language.Use).map((language) => language.Code),
};
const bedrooms = 2;

/** A language's sale listings as the built index serves them. */
const saleIndex = (locale: Locale) => builtSectionCards(clientDir, locale, 'sale');

/**
 * The cities to choose: the most common first, as many as it takes for the matches to fill more than
 * one page (so the pager shows), and what the island's rules make of that search.
 */
function plannedSearch(locale: Locale) {
  const index = saleIndex(locale);
  const counts = new Map<string, number>();
  for (const entry of index) {
    // The filter's option of the town: one per name as the page shows it.
    const value = townValue(entry.cityName ?? formatCityName(entry.city));
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const byCount = [...counts].sort((a, b) => b[1] - a[1]).map(([value]) => value);
  const view = (cities: string[], page = 1): ResultsView => ({
    search: { ...emptySearch(0), cities, bedrooms, page },
    sort: 'newest',
  });
  let cities = byCount.slice(0, 1);
  while (viewResults(index, view(cities), 'sale').page.pageCount < 2 && cities.length < byCount.length)
    cities = byCount.slice(0, cities.length + 1);
  return { cities, results: (page = 1) => viewResults(index, view(cities, page), 'sale').page };
}

/** The listing each card on the page links to, in order. */
const cardLinks = (page: Page) =>
  page
    .locator('article.property-card')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('a[href]')?.getAttribute('href') ?? ''));

const countHeading = (page: Page) => page.locator('#results-count');

for (const locale of options.enabledLocales) {
  const sale = pathFor('forSale', locale, {}, options);
  const planned = plannedSearch(locale);

  test.describe(`the sale filter in ${locale}`, () => {
    test('without JavaScript lists only the matches, keeps the choices and pages them', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(sale);
      const form = page.locator('form.filter');
      await form.locator('details').first().locator('summary').click();
      for (const city of planned.cities) await form.locator(`input[name="city"][value="${city}"]`).check();
      await form.locator('select[name="bedrooms"]').selectOption(String(bedrooms));
      await form.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.searchParams.get('bedrooms') === String(bedrooms));

      const first = planned.results(1);
      expect(new URL(page.url()).pathname).toBe(sale);
      expect(new URL(page.url()).searchParams.getAll('city').sort()).toEqual([...planned.cities].sort());
      await expect(countHeading(page)).toHaveText(new RegExp(`^${first.total}\\D`));
      expect(await cardLinks(page)).toEqual(first.items.map((entry) => entry.url));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      for (const city of planned.cities)
        await expect(form.locator(`input[name="city"][value="${city}"]`)).toBeChecked();
      await expect(form.locator('select[name="bedrooms"]')).toHaveValue(String(bedrooms));
      // The language links keep the filter too.
      const languageLinks = await page
        .locator('a[hreflang]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(languageLinks.length).toBeGreaterThan(0);
      for (const link of languageLinks)
        expect(new URL(link, 'http://site').searchParams.get('bedrooms')).toBe(String(bedrooms));

      // The pager keeps the filter: its second page lists the next matches, the form still chosen.
      expect(first.pageCount).toBeGreaterThan(1);
      const links = await page
        .locator('nav.pager a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const query = new URL(link, 'http://site').searchParams;
        expect(query.getAll('city').sort()).toEqual([...planned.cities].sort());
        expect(query.get('bedrooms')).toBe(String(bedrooms));
      }
      await page.locator('nav.pager a.pager__page', { hasText: /^2$/ }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      const second = planned.results(2);
      await expect(countHeading(page)).toHaveText(new RegExp(`^${first.total}\\D`));
      expect(await cardLinks(page)).toEqual(second.items.map((entry) => entry.url));
      await expect(form.locator('select[name="bedrooms"]')).toHaveValue(String(bedrooms));
      await context.close();
    });

    test('with JavaScript the islands show the same URL the same way', async ({ page }) => {
      const query = new URLSearchParams(planned.cities.map((city) => ['city', city]));
      query.set('bedrooms', String(bedrooms));
      await page.goto(`${sale}?${query}`);
      // The results island has taken over once its order select shows (the server's page has none).
      await expect(page.locator('.sr-sort select')).toBeVisible();
      const first = planned.results(1);
      await expect(countHeading(page)).toHaveText(new RegExp(`^${first.total}\\D`));
      expect(await cardLinks(page)).toEqual(first.items.map((entry) => entry.url));
    });
  });
}

test('a results page with only bad parameter values lists every listing, never an error', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const sale = pathFor('forSale', DefaultLanguage, {}, options);
  const response = await page.goto(`${sale}?bedrooms=many&price=cheap&city=%7C&page=-1&sort=x`);
  expect(response?.status()).toBe(200);
  const all = saleIndex(DefaultLanguage).length;
  await expect(countHeading(page)).toHaveText(new RegExp(`^${all}\\D`));
  await context.close();
});
