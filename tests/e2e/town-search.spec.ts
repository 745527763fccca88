// Finding a listing by its town however the visitor writes it (hyphens or spaces, either apostrophe, the
// name of another language), with and without JavaScript, and being told where a search finds listings
// of another section; and the ways to the listings abroad.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { pathFor } from '../../src/domain/routes/routes';
import type { Locale } from '../../src/i18n/locales';
import { builtPages } from './built-site';
import { siteLanguages } from './site-languages';

const { DefaultLanguage, Languages } = siteLanguages();
const options = {
  defaultLocale: DefaultLanguage,
  enabledLocales: Languages.filter((language) => language.Use).map((language) => language.Code),
};

type Exported = { ID: number; Goal: number; CountryID: number; City: string };
const records = JSON.parse(readFileSync('data/properties.json', 'utf8')) as Exported[];

/** The sale listings in Belgium and Luxembourg that some record of the export places in `town`. */
function saleIdsIn(town: string): number[] {
  const ids = records
    .filter((record) => record.City === town && record.Goal === 0 && [10, 50].includes(record.CountryID))
    .map((record) => record.ID);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The IDs of the listings the cards of the page link to, once the count heading says how many. */
async function cardIds(page: Page): Promise<number[]> {
  await expect(page.locator('#results-count, #results-empty')).toBeVisible();
  const hrefs = await page
    .locator('article.property-card')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('a[href]')?.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/(\d+)\/?$/.exec(href)?.[1])).sort((a, b) => a - b);
}

const searches: readonly [Locale, string, string][] = [
  ['fr', 'Luxemburg', 'Luxembourg'],
  ['fr', 'Gand', 'Gent'],
  ['fr', 'Esch sur Alzette', 'Esch-sur-Alzette'],
  ['fr', "Braine l'Alleud", "Braine-l'Alleud"],
  ['fr', 'Braine-l’Alleud', "Braine-l'Alleud"],
  ['nl', 'Gand', 'Gent'],
];

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript });

    for (const [locale, text, town] of searches) {
      test(`"${text}" on the ${locale} sale results finds the listings in ${town}`, async ({ page }) => {
        const expected = saleIdsIn(town);
        expect(expected.length, `the sample sells in ${town}`).toBeGreaterThan(0);
        const sale = pathFor('forSale', locale, {}, options);
        await page.goto(`${sale}?search=${encodeURIComponent(text)}`);
        // With JavaScript the island lists the index's matches; wait for its list, not the prerendered one.
        if (javaScript) await expect(page.locator('.sr')).toBeVisible();
        expect(await cardIds(page)).toEqual(expected);
      });
    }

    for (const locale of ['en', 'fr'] as const) {
      test(`a search on the ${locale} sale results that finds listings abroad says where they are`, async ({
        page,
      }) => {
        const sale = pathFor('forSale', locale, {}, options);
        const abroad = pathFor('foreign', locale, {}, options);
        await page.goto(`${sale}?search=Marbella`);
        const title = locale === 'en' ? 'Properties abroad' : 'Biens à l’étranger';
        const link = page.getByRole('link', { name: `${title} (2)` });
        await expect(link).toHaveAttribute('href', `${abroad}?search=Marbella`);
        await link.click();
        await expect(page).toHaveURL((url) => url.pathname === abroad);
        if (javaScript) await expect(page.locator('.sr')).toBeVisible();
        expect((await cardIds(page)).length).toBe(2);
      });
    }
  });
}

for (const locale of ['en', 'fr'] as const) {
  test(`the ${locale} home page links the listings abroad from the menu, its listings and the footer`, async ({
    page,
  }) => {
    const abroad = pathFor('foreign', locale, {}, options);
    await page.goto(pathFor('home', locale, {}, options));
    await expect(page.locator(`#site-nav a[href="${abroad}"]`)).toHaveCount(1);
    await expect(page.locator(`main a[href="${abroad}"]`)).toHaveCount(1);
    await expect(page.locator(`footer a[href="${abroad}"]`)).toHaveCount(1);
  });
}

test("a listing's address of a release that named the town by the export's first record leads to its address now", async ({
  page,
}) => {
  // Ghent's Dutch record comes first in the sample: French addresses said gent before they said gand.
  const address = (city: string) =>
    pathFor('property', 'fr', { section: 'sale', city, type: 'maison', id: 1001 }, options);
  const response = await page.request.get(address('gent'), { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(address('gand'));
  expect((await page.request.get(address('gand'))).status()).toBe(200);
});

test('the article on buying in Spain links to the listings abroad in each language', async ({ page }) => {
  for (const [locale, words] of [
    ['en', 'our properties in Spain'],
    ['fr', 'nos biens en Espagne'],
  ] as const) {
    const abroad = pathFor('foreign', locale, {}, options);
    const article = builtPages().find((built) => built.html.includes(`>${words}</a>`));
    expect(article, `a ${locale} page with the article`).toBeDefined();
    await page.goto(article?.path ?? '/');
    const link = page.getByRole('link', { name: words });
    await expect(link).toHaveAttribute('href', abroad);
  }
});
