import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatCityName } from '../../src/domain/listing/city';
import { pathFor } from '../../src/domain/routes/routes';
import { type ResultsView, viewResults } from '../../src/domain/search/results-view';
import { emptySearch, type SearchState, townValue } from '../../src/domain/search/search';
import type { Locale } from '../../src/i18n/locales';
import { builtSectionCards } from '../built-search-index';
import { clientDir } from './built-site';
import { declineChoice, storeConsent } from './chrome-fixtures';
import { siteLanguages } from './site-languages';

const { DefaultLanguage, Languages } = siteLanguages();
const options = {
  defaultLocale: DefaultLanguage,
  enabledLocales: Languages.filter((language) => language.Use).map((language) => language.Code),
};
const en: Locale = 'en';
const forSale = pathFor('forSale', en, {}, options);
const forRent = pathFor('forRent', en, {}, options);
const home = pathFor('home', en, {}, options);

/** The English sale listings as the built index serves them. */
const saleIndex = builtSectionCards(clientDir, en, 'sale');

/** How many sale listings a search should find, by the same rules the island applies. */
const expectedCount = (search: Partial<SearchState>) =>
  viewResults(
    saleIndex,
    { search: { ...emptySearch(0), ...search }, sort: 'newest' } satisfies ResultsView,
    'sale',
  ).page.total;

const countHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /\d+ propert/ });

/**
 * Opens a page and waits until the filter island runs (its goal choice only exists then); on a phone,
 * where the island folds the filter behind its button, unfolds it as a visitor does.
 */
async function openFilter(page: Page, path: string) {
  await page.goto(path);
  await unfoldFilter(page);
  await expect(page.getByRole('group', { name: 'Buy or rent' })).toBeVisible();
}

/**
 * Presses the Filters button where the results page's island has folded the filter behind it (phones);
 * pages without the fold (the home page's search) are left as they are.
 */
async function unfoldFilter(page: Page) {
  const fold = page.locator('details.filter-fold');
  if ((await fold.count()) === 0) return;
  await expect(page.locator('form.sf')).toBeAttached();
  const folded = await fold.evaluate((details) => !(details as HTMLDetailsElement).open);
  if (folded && (await page.locator('.filter-fold__toggle').isVisible())) {
    await page.locator('.filter-fold__toggle').click();
  }
  await expect(page.locator('form.sf')).toBeVisible();
}

async function showMoreFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show filters' });
  if (await toggle.isVisible()) await toggle.click();
}

let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});
test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

test('a search survives the URL round trip: filters -> URL -> reload -> the same filters and results', async ({
  page,
}) => {
  const city = saleIndex[0];
  if (city === undefined) throw new Error('the sample has no sale listing');
  await openFilter(page, forSale);
  await page.getByRole('button', { name: /^Towns/ }).click();
  // The town as the page names it, and its option's value (one per town name).
  const shownCity = city.cityName ?? formatCityName(city.city);
  const cityName = new RegExp(`^${shownCity.replace(/[-.]/g, '.')} \\(\\d+\\)$`, 'i');
  await page.getByRole('checkbox', { name: cityName }).check();
  await page.keyboard.press('Escape');
  await showMoreFilters(page);
  await page.getByRole('button', { name: 'Increase Bedrooms' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const cityValue = townValue(shownCity);
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('city') === cityValue && url.searchParams.get('bedrooms') === '1',
  );
  const count = expectedCount({ cities: [cityValue], bedrooms: 1 });
  await expect(countHeading(page)).toHaveText(count === 1 ? '1 property' : `${count} properties`);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Buy or rent' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Towns/ })).toContainText(new RegExp(shownCity, 'i'));
  await expect(page.getByRole('group', { name: 'Bedrooms' }).locator('output')).toHaveText('1+');
  await expect(countHeading(page)).toHaveText(count === 1 ? '1 property' : `${count} properties`);
  await expect(page.locator('.sr .property-card')).toHaveCount(Math.min(count, 12));
});

test('back and forward bring the earlier searches and pages back without a reload', async ({ page }) => {
  await openFilter(page, forSale);
  await expect(countHeading(page)).toHaveText(`${expectedCount({})} properties`);
  // Until the listing index has loaded, the prerendered pager links are plain links (a full
  // navigation, which is right for a visitor but would end this test's document): wait for the island.
  await expect(page.locator('.sr .property-card').first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });

  await page.getByRole('link', { name: 'Go to page 2' }).first().click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await showMoreFilters(page);
  await page.getByRole('button', { name: 'Increase Bedrooms' }).click();
  await page.getByRole('button', { name: 'Increase Bedrooms' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('bedrooms') === '2' && !url.searchParams.has('page'),
  );
  await expect(countHeading(page)).toHaveText(`${expectedCount({ bedrooms: 2 })} properties`);

  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Bedrooms' }).locator('output')).toHaveText('Any');

  await page.goBack();
  await expect(page).toHaveURL((url) => url.search === '');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('group', { name: 'Bedrooms' }).locator('output')).toHaveText('2+');
  await expect(countHeading(page)).toHaveText(`${expectedCount({ bedrooms: 2 })} properties`);
  // The same document all along: the island moved through history, the page never reloaded.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('the price fields take digits only, apply on Enter or blur, and reset a crossing value as section 5 says', async ({
  page,
}) => {
  await openFilter(page, forSale);
  await showMoreFilters(page);
  const min = page.getByRole('textbox', { name: 'Minimum price' });
  const max = page.getByRole('textbox', { name: 'Maximum price' });
  const minHandle = page.getByRole('slider', { name: 'Minimum price' });
  const maxHandle = page.getByRole('slider', { name: 'Maximum price' });
  await expect(maxHandle).toHaveAttribute('aria-valuetext', '€3,000,000+');

  await min.fill('');
  await min.pressSequentially('2a5b0.000x');
  await expect(min).toHaveValue('250000');
  await min.press('Enter');
  await expect(minHandle).toHaveAttribute('aria-valuetext', '€250,000');
  // Enter applied the value but did not search yet.
  await expect(page).toHaveURL((url) => url.search === '');

  await max.fill('');
  await max.pressSequentially('400000');
  await max.blur();
  await expect(maxHandle).toHaveAttribute('aria-valuetext', '€400,000');

  // Section 5 of the specification: a minimum at or above the maximum resets to the slider minimum...
  await min.fill('');
  await min.pressSequentially('900000');
  await min.press('Enter');
  await expect(min).toHaveValue('0');
  await expect(minHandle).toHaveAttribute('aria-valuetext', '€0');
  await expect(max).toHaveValue('400000');

  // ...and a maximum at or below the minimum resets to the slider maximum (no upper limit).
  await min.fill('250000');
  await min.press('Enter');
  await max.fill('');
  await max.pressSequentially('250000');
  await max.press('Enter');
  await expect(max).toHaveValue('3000000');
  await expect(maxHandle).toHaveAttribute('aria-valuetext', '€3,000,000+');
  await expect(min).toHaveValue('250000');

  await max.fill('400000');
  await max.blur();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('price') === '250000-400000');

  // Switching to rent resets the range to the rent's full range.
  await page.getByRole('radio', { name: 'Rent' }).check();
  await expect(min).toHaveValue('0');
  await expect(max).toHaveValue('2000');
  await expect(maxHandle).toHaveAttribute('aria-valuetext', '€2,000+');
});

test('the free text is read from `search` (and its alias `q`) and written as `search`', async ({ page }) => {
  // Gent, the specification's example, when the sample sells there; else any town that narrows the list.
  const town = ['Gent', ...saleIndex.map((entry) => entry.city)].find((city) => {
    const found = expectedCount({ text: city });
    return found > 0 && found < expectedCount({});
  });
  if (town === undefined) throw new Error('the sample has no town that narrows the sale listings');
  const count = expectedCount({ text: town });
  const shown = (n: number) => (n === 1 ? '1 property' : `${n} properties`);
  const searchbox = page.getByRole('searchbox', { name: 'Reference or town' });

  for (const name of ['search', 'q']) {
    await openFilter(page, `${forSale}?${name}=${encodeURIComponent(town)}`);
    await expect(searchbox).toHaveValue(town);
    await expect(countHeading(page)).toHaveText(shown(count));
  }

  await openFilter(page, forSale);
  await expect(countHeading(page)).toHaveText(shown(expectedCount({})));
  await searchbox.fill(town);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('search') === town && !url.searchParams.has('q'),
  );
  await expect(countHeading(page)).toHaveText(shown(count));

  // The home page's island goes to the results page with the same parameter.
  await openFilter(page, home);
  await searchbox.fill(town);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === forSale && url.searchParams.get('search') === town && !url.searchParams.has('q'),
  );
  await expect(countHeading(page)).toHaveText(shown(count));
});

test('a French page names a town as the French records do, and finds it by either name, with and without JavaScript', async ({
  browser,
}) => {
  const fr: Locale = 'fr';
  expect(options.enabledLocales, 'the export has French on').toContain(fr);
  const frenchIndex = builtSectionCards(clientDir, fr, 'sale');
  // A town whose French name is not its City (Gand for Gent in the sample).
  const town = frenchIndex.find((entry) => entry.cityName !== undefined);
  expect(town?.cityName, 'the export names a town in French as its own').toBeDefined();
  const { city, cityName = '' } = town ?? { city: '' };
  const count = frenchIndex.filter((entry) => entry.city === city).length;
  const frSale = pathFor('forSale', fr, {}, options);
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    for (const text of [cityName, city]) {
      await page.goto(`${frSale}?search=${encodeURIComponent(text)}`);
      await expect(page.getByRole('heading', { level: 2, name: /\d+ biens?$/ })).toHaveText(
        count === 1 ? '1 bien' : `${count} biens`,
      );
      const titles = await page.locator('main .property-card__title').allInnerTexts();
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).toContain(cityName);
    }
    // The city filter offers it under its French name.
    await expect(
      page
        .locator('main')
        .getByText(new RegExp(`^${cityName} \\(\\d+\\)$`))
        .first(),
    ).toBeAttached();
    await context.close();
  }
});

test('without JavaScript the plain search forms send the free text as `search`', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(home);
  await page.getByRole('searchbox', { name: 'Reference or town' }).fill('Gent');
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === forSale && url.searchParams.get('search') === 'Gent',
  );
  await page.getByRole('searchbox', { name: 'Reference or town' }).fill('Namur');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === forSale && url.searchParams.get('search') === 'Namur',
  );
  await context.close();
});

test('room counters step by one and never go below 0', async ({ page }) => {
  await openFilter(page, forSale);
  await showMoreFilters(page);
  const garages = page.getByRole('group', { name: 'Garages' }).locator('output');
  const decrease = page.getByRole('button', { name: 'Decrease Garages' });
  await expect(garages).toHaveText('Any');
  await expect(decrease).toHaveAttribute('aria-disabled', 'true');
  // Marked disabled at 0 but still focusable: pressing it changes nothing.
  await decrease.press('Enter');
  await expect(garages).toHaveText('Any');
  await page.getByRole('button', { name: 'Increase Garages' }).click();
  await page.getByRole('button', { name: 'Increase Garages' }).click();
  await expect(garages).toHaveText('2+');
  await decrease.click();
  await decrease.click();
  await expect(garages).toHaveText('Any');
  await decrease.press('Enter');
  await expect(garages).toHaveText('Any');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('garages'));
});

test('the multi-selects open, toggle and close by keyboard', async ({ page }) => {
  await openFilter(page, forSale);
  const types = page.getByRole('button', { name: /^Property types/ });
  await types.focus();
  await page.keyboard.press('Enter');
  await expect(types).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const boxes = page.getByRole('group', { name: 'Property types' }).getByRole('checkbox');
  await expect(boxes.first()).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(boxes.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(boxes.first()).toBeChecked();
  await expect(boxes.nth(1)).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(types).toHaveAttribute('aria-expanded', 'false');
  await expect(types).toBeFocused();
  await expect(types).toContainText('2 selected');

  // Down arrow on the closed button opens it on its first choice; a click outside closes it.
  await page.keyboard.press('ArrowDown');
  await expect(boxes.first()).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(types).toHaveAttribute('aria-expanded', 'false');
});

test('a new search is announced to screen readers, and no match shows the no-results message', async ({
  page,
}) => {
  await openFilter(page, forSale);
  const status = page.getByRole('status').filter({ hasText: /propert/ });
  await showMoreFilters(page);
  await page.getByRole('button', { name: 'Increase Bathrooms' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const count = expectedCount({ bathrooms: 1 });
  await expect(status).toHaveText(count === 1 ? '1 property' : `${count} properties`);

  await page.getByRole('searchbox', { name: 'Reference or town' }).fill('no-such-place-anywhere');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'No properties found.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No properties found.' })).toHaveCount(1);
  await expect(page.locator('.sr .property-card')).toHaveCount(0);
});

test('the language switcher carries a new search into the other languages, pressed right after it', async ({
  page,
}) => {
  await openFilter(page, forSale);
  await showMoreFilters(page);
  await page.getByRole('button', { name: 'Increase Bathrooms' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The search's address is written into the history once its results are painted; a press on a
  // language link before that writes it first, so the link carries it.
  const other = page.locator('.languages a[data-locale]:not([aria-current="true"])').first();
  await other.dispatchEvent('pointerdown');
  await expect(other).toHaveAttribute('href', /\?bathrooms=1$/);
  await expect(page).toHaveURL((url) => url.searchParams.get('bathrooms') === '1');
});

test('the home page search goes to the results page of the chosen goal with its parameters', async ({
  page,
}) => {
  await openFilter(page, home);
  await page.getByRole('radio', { name: 'Rent' }).check();
  await showMoreFilters(page);
  await page.getByRole('button', { name: 'Increase Bedrooms' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === forRent && url.searchParams.get('bedrooms') === '1');
  await expect(page.getByRole('group', { name: 'Bedrooms' }).locator('output')).toHaveText('1+');
  await expect(page.getByRole('radio', { name: 'Rent' })).toBeChecked();
});

test('the sort order changes the list and is kept in the URL', async ({ page }) => {
  await openFilter(page, forSale);
  await expect(countHeading(page)).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  const cheapest = viewResults(saleIndex, { search: emptySearch(0), sort: 'price-asc' }, 'sale').page
    .items[0];
  await expect(page.locator('.sr .property-card__title').first()).toHaveText(cheapest?.title ?? '');
});

test('the filter with its lists open has no serious accessibility violation', async ({ page }) => {
  // Two axe runs over the filter and a page of cards: on a busy machine they alone took most of 30 s.
  test.setTimeout(90_000);
  await openFilter(page, forSale);
  await expect(page.locator('.sr .property-card').first()).toBeVisible();
  await showMoreFilters(page);
  await page.getByRole('button', { name: /^Towns/ }).click();
  await expect(page.getByRole('group', { name: 'Towns' })).toBeVisible();
  const check = async () => {
    // The filter and the list: the rest of the page is the site-wide sweep's (accessibility.spec.ts).
    const results = await new AxeBuilder({ page })
      .include('.sf')
      .include('.sr')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  };
  expect(await check()).toEqual([]);
  await page.getByRole('button', { name: /^Property types/ }).click();
  await expect(page.getByRole('group', { name: 'Property types' })).toBeVisible();
  expect(await check()).toEqual([]);
});

/**
 * Every open list panel of the filter on the page: its box and its choices' boxes. A choice that wraps must
 * push the next one down, not overlap it, and the panel must stay on screen.
 */
async function openPanelProblems(page: Page, panel: string, label: string): Promise<string[]> {
  return page.locator(panel).evaluate((element, labelSelector) => {
    const problems: string[] = [];
    const box = element.getBoundingClientRect();
    if (box.left < 0 || box.right > window.innerWidth)
      problems.push(`panel off screen: ${Math.round(box.left)}-${Math.round(box.right)}`);
    const labels = [...element.querySelectorAll<HTMLElement>(labelSelector)];
    labels.forEach((choice, index) => {
      const text = choice.textContent?.trim() ?? '';
      if (choice.scrollHeight > choice.clientHeight + 1) problems.push(`"${text}" is cut`);
      const next = labels[index + 1];
      if (
        next !== undefined &&
        choice.getBoundingClientRect().bottom > next.getBoundingClientRect().top + 0.5
      )
        problems.push(`"${text}" overlaps "${next.textContent?.trim()}"`);
    });
    return problems;
  }, label);
}

test('the filter lists show each choice whole and apart, on a phone and a desktop, in every language, with and without JavaScript', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const javaScriptEnabled of [true, false]) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
      const page = await context.newPage();
      for (const locale of options.enabledLocales as Locale[]) {
        const where = `${javaScriptEnabled ? 'JS' : 'no JS'} ${width}px ${locale}`;
        await page.goto(pathFor('forSale', locale, {}, options));
        if (javaScriptEnabled) {
          await unfoldFilter(page);
          // The island's buttons: the plain form's lists (summaries of the same class) are there until it
          // hydrates, and a click on one of them opens no panel of the island.
          const buttons = page.locator('button.sf-select__button');
          await expect(buttons.first()).toBeVisible();
          for (let index = 0; index < (await buttons.count()); index += 1) {
            // A tap, as a visitor opens it; the promotional popup or cookie dialog may cover the page.
            await buttons.nth(index).dispatchEvent('click');
            await expect(page.locator('.sf-select__panel:not([hidden])')).toHaveCount(1);
            const found = await openPanelProblems(page, '.sf-select__panel:not([hidden])', '.sf-check');
            problems.push(...found.map((problem) => `${where} list ${index + 1}: ${problem}`));
            await buttons.nth(index).dispatchEvent('click');
          }
        } else {
          const lists = page.locator('details.sf-select');
          // The plain form has both lists: finding none would check nothing.
          await expect(lists).toHaveCount(2);
          for (let index = 0; index < (await lists.count()); index += 1) {
            await lists.nth(index).evaluate((details) => {
              (details as HTMLDetailsElement).open = true;
            });
            const found = await openPanelProblems(
              page,
              'details.sf-select[open] .sf-select__panel',
              '.sf-check',
            );
            problems.push(...found.map((problem) => `${where} list ${index + 1}: ${problem}`));
            await lists.nth(index).evaluate((details) => {
              (details as HTMLDetailsElement).open = false;
            });
          }
        }
      }
      await context.close();
    }
  }
  expect(problems).toEqual([]);
});

test('paging by keyboard puts the focused result count below the sticky header, on a phone and a desktop', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await openFilter(page, forSale);
    await expect(page.locator('.sr .property-card').first()).toBeVisible();
    // The next page's link: the pager may leave page 2's own number out between the first and the last.
    const next = page.locator('nav.pager a[rel="next"]').last();
    await next.focus();
    await page.keyboard.press('Enter');
    const heading = page.locator('#results-count');
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(/\d+ properties/);
    // The heading must be seen, not hidden under the header that sticks to the top of the screen.
    const { top, headerBottom } = await heading.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      headerBottom: document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0,
    }));
    expect(top, `${width}px`).toBeGreaterThanOrEqual(headerBottom);
  }
});

test('a later page of results says which it is in its title, loaded or paged to, in every language', async ({
  page,
}) => {
  // Before: page 2 of 3 had the title of page 1, so the browser's tabs and history and a screen reader's
  // first words could not tell the pages apart.
  for (const [path, first, second] of [
    ['/fr/a-vendre/', 'Biens à vendre | Immo Lumière', /^Biens à vendre – page 2 sur \d+ \| Immo Lumière$/],
    ['/nl/te-huur/', 'Panden te huur | Immo Lumière', /^Panden te huur – pagina 2 van \d+ \| Immo Lumière$/],
    [
      '/de/zu-verkaufen/',
      'Immobilien zu verkaufen | Immo Lumière',
      /^Immobilien zu verkaufen – Seite 2 von \d+ \| Immo Lumière$/,
    ],
  ] as const) {
    await page.goto(`${path}?page=2`);
    await expect(page, path).toHaveTitle(second);
    await page.goto(path);
    await expect(page, path).toHaveTitle(first);
    await expect(page.locator('.sr .property-card').first()).toBeVisible();
    await page.locator('nav.pager a[rel="next"]').last().click();
    await expect(page, path).toHaveURL(/page=2/);
    await expect(page, path).toHaveTitle(second);
    await page.locator('nav.pager a[rel="prev"]').last().click();
    await expect(page, path).toHaveTitle(first);
  }
  await page.goto('/for-rent/?page=2');
  await expect(page).toHaveTitle(/^Properties to let – page 2 of \d+ \| Immo Lumière$/);
});

test("on a tablet the filter's controls line up on each of its rows, even under a label on two lines", async ({
  page,
}) => {
  await storeConsent(page, declineChoice);
  // 800 px: buy or rent and the free text on one row, the towns and types on the next; the labels may
  // take two lines in a narrower column.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/de/zu-verkaufen/');
  await expect(page.locator('.sf-goal__options')).toBeVisible();
  const bottom = async (control: Locator) => {
    const box = await control.boundingBox();
    return Math.round((box?.y ?? 0) + (box?.height ?? 0));
  };
  const rows = [
    [page.locator('.sf-goal__options'), page.locator('.sf-field--q input')],
    [page.locator('.sf-select__button').first(), page.locator('.sf-select__button').nth(1)],
  ];
  for (const row of rows) {
    const bottoms = await Promise.all(row.map(bottom));
    // Before: the reference field's input sat 21 px lower than its neighbours.
    expect(Math.max(...bottoms) - Math.min(...bottoms), bottoms.join(', ')).toBeLessThanOrEqual(1);
  }
});
