// Every route of the site exists in every enabled language, and every property and project of the
// export has its detail page in each: the expected paths come from the export and the route table,
// not from the page lists that build them.
import { expect, test } from '@playwright/test';
import { loadExport } from '../../src/data/load-export';
import { feedbackNames } from '../../src/domain/forms/feedback-pages';
import { siteLocales } from '../../src/domain/language/site-locales';
import { listingCityName } from '../../src/domain/listing/city';
import { propertyPathParams } from '../../src/domain/listing/listing-card';
import { projectPathParams } from '../../src/domain/listing/projects';
import { propertyTypeName } from '../../src/domain/listing/property-type-name';
import { type PageKey, pathFor } from '../../src/domain/routes/routes';
import { articleCategories } from '../../src/domain/site/articles';
import { builtMenuPages, menuPageListing } from '../../src/domain/site/menu-tree';
import { localized } from '../../src/i18n/localized';
import { resolvesToFile } from './built-site';
import { acceptAllChoice, declineChoice, storeConsent } from './chrome-fixtures';

const model = loadExport();
const options = siteLocales(model.site);
const fixedPages = [
  'home',
  'forSale',
  'forRent',
  'foreign',
  'projects',
  'services',
  'team',
  'contact',
  'demandRegister',
  'contactDemand',
  'login',
  'disclaimer',
  'privacy',
  'cookiePolicy',
] as const satisfies readonly PageKey[];

function missing(paths: readonly string[]): string[] {
  return paths.filter((path) => !resolvesToFile(path));
}

for (const locale of options.enabledLocales) {
  test(`every fixed page and thank-you page exists in ${locale}`, () => {
    const paths = [
      ...fixedPages.map((key) => pathFor(key, locale, {}, options)),
      ...feedbackNames.map((name) => pathFor('formThanks', locale, { name }, options)),
    ];
    expect(missing(paths)).toEqual([]);
  });

  test(`every property and project has its detail page in ${locale}`, () => {
    const paths = [
      ...model.properties.map((property) => {
        const type =
          propertyTypeName(model.propertyTypes, property.WebID, locale, options.defaultLocale) ?? '';
        return pathFor('property', locale, propertyPathParams(property, type, locale), options);
      }),
      ...model.projects.map((project) => pathFor('project', locale, projectPathParams(project), options)),
    ];
    expect(paths).toHaveLength(model.properties.length + model.projects.length);
    expect(missing(paths)).toEqual([]);
  });

  test(`every published menu page exists in ${locale}`, () => {
    const segment = (text: Parameters<typeof localized>[0]) => localized(text, locale, options.defaultLocale);
    const paths = builtMenuPages(model.menu).map(({ item, parent }) =>
      pathFor(
        'menuPage',
        locale,
        parent === undefined
          ? { path: segment(item.Path) }
          : { path: segment(parent.Path), child: segment(item.Path) },
        options,
      ),
    );
    expect(paths.length).toBeGreaterThan(0);
    expect(missing(paths)).toEqual([]);
  });
}

// The short address a CRM prints (a window card, a mailing) is no page of its own: the server sends it
// for good to the listing's page in the default language, the visitor's query kept.
test("every property's short /property/{id}/ address leads to its page in the default language", async ({
  request,
}) => {
  for (const property of model.properties) {
    const short = pathFor('propertyShort', options.defaultLocale, { id: property.ID }, options);
    const type =
      propertyTypeName(model.propertyTypes, property.WebID, options.defaultLocale, options.defaultLocale) ??
      '';
    const page = pathFor(
      'property',
      options.defaultLocale,
      propertyPathParams(property, type, options.defaultLocale),
      options,
    );
    expect(resolvesToFile(short), short).toBe(false);
    expect(resolvesToFile(page), page).toBe(true);
    const response = await request.get(`${short}?utm_source=window`, { maxRedirects: 0 });
    expect([301, 308], short).toContain(response.status());
    expect(response.headers()['location'], short).toBe(`${page}?utm_source=window`);
  }
});

// A live listing under a slightly wrong address, ?lng=, the 404 language,
// and the language switch of a filtered results page.
test.describe('addresses a visitor types or follows', () => {
  const listing = model.properties.find((property) => property.ID === 1001) ?? model.properties[0];
  const pathIn = (locale: (typeof options.enabledLocales)[number]) => {
    if (listing === undefined) throw new Error('The export has no property');
    const type = propertyTypeName(model.propertyTypes, listing.WebID, locale, options.defaultLocale) ?? '';
    return pathFor('property', locale, propertyPathParams(listing, type, locale), options);
  };
  const goneId = Math.max(...model.properties.map((property) => property.ID)) + 1000;

  test('a live listing under a wrong city, type, section word, case or slash, and a default-language prefix, redirect for good', async ({
    request,
  }) => {
    expect(listing, 'the export holds a listing').toBeDefined();
    expect(options.enabledLocales, 'the export has Dutch on').toContain('nl');
    const id = listing?.ID ?? 0;
    const sectionWord = pathIn('en').split('/')[1] === 'for-sale' ? 'for-rent' : 'for-sale';
    const cases: [string, string][] = [
      // The export's first record's City, which English addresses named before they named Ghent.
      [`/for-sale/gent/house/${id}/`, pathIn('en')],
      [`/nl/te-koop/gent/house/${id}/`, pathIn('nl')],
      [`/${sectionWord}/gent/house/${id}/`, pathIn('en')],
      [pathIn('en').replace(/\/$/, ''), pathIn('en')],
      [`/nl/for-sale/x/y/${id}`, pathIn('nl')],
      [`/${options.defaultLocale}${pathIn(options.defaultLocale)}`, pathIn(options.defaultLocale)],
      [
        `/${options.defaultLocale}${pathFor('contact', options.defaultLocale, {}, options)}`,
        pathFor('contact', options.defaultLocale, {}, options),
      ],
    ];
    for (const [asked, canonical] of cases) {
      const response = await request.get(`${asked}?utm_source=mail`, { maxRedirects: 0 });
      expect([301, 308], asked).toContain(response.status());
      expect(response.headers()['location'], asked).toBe(`${canonical}?utm_source=mail`);
    }
  });

  test("a listing address's folders lead to its section's results, searched for its city and type, with and without JavaScript", async ({
    browser,
  }) => {
    expect(listing, 'the export holds a listing').toBeDefined();
    // Sixteen results pages, half of them with their islands and search index: about 10 s on a quiet
    // machine, over 30 s in a CI run that shared its two cores with other work.
    test.setTimeout(90_000);
    // The town as the page's language names it (Gand in French, Ghent in English).
    const cityIn = (locale: (typeof options.enabledLocales)[number]) =>
      listing === undefined ? '' : listingCityName(listing, locale);
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      for (const locale of options.enabledLocales) {
        const address = pathIn(locale);
        const city = cityIn(locale);
        const results = address.split('/').slice(0, -4).join('/');
        for (const [folder, typed] of [
          [address.split('/').slice(0, -3).join('/'), false],
          [`${address.split('/').slice(0, -2).join('/')}/`, true],
        ] as const) {
          const response = await page.goto(`${folder}?utm_source=mail`);
          expect(response?.status(), folder).toBe(200);
          const url = new URL(page.url());
          expect(url.pathname, folder).toBe(`${results}/`);
          expect(url.searchParams.get('search'), folder).toBe(city);
          expect(url.searchParams.getAll('type'), folder).toEqual(typed ? [String(listing?.WebID)] : []);
          expect(url.searchParams.get('utm_source'), folder).toBe('mail');
          await expect(page.locator('main input[name="search"]').first()).toHaveValue(city);
          await expect(page.locator(`main a[href="${address}"]`).first()).toBeAttached();
        }
      }
      await context.close();
    }
  });

  test("the testimonials' own address leads to the page that lists them, and each testimonial's breadcrumb links it", async ({
    page,
  }) => {
    const listing = menuPageListing(model.menu, articleCategories.testimonials);
    expect(listing, 'a menu page of the export lists the testimonials').toBeDefined();
    for (const locale of options.enabledLocales) {
      const text = (value: Parameters<typeof localized>[0]) =>
        localized(value, locale, options.defaultLocale);
      const list = pathFor(
        'menuPage',
        locale,
        listing?.parent === undefined
          ? { path: text(listing?.item.Path) }
          : { path: text(listing.parent.Path), child: text(listing?.item.Path) },
        options,
      );
      const bare = pathFor('testimonial', locale, { slug: 'x' }, options).replace(/x\/$/, '');
      const response = await page.goto(`${bare}?utm_source=mail`);
      expect(response?.status(), bare).toBe(200);
      expect(new URL(page.url()).pathname, bare).toBe(list);
      expect(new URL(page.url()).search, bare).toBe('?utm_source=mail');
      // A testimonial the list links to names the list in its breadcrumb, just before itself.
      await page.goto((await page.locator(`main a[href^="${bare}"]`).first().getAttribute('href')) ?? bare);
      const crumbs = page.locator('nav.breadcrumb li');
      await expect(crumbs.nth(-2).getByRole('link')).toHaveAttribute('href', list);
    }
  });

  test('a listing that has gone still answers 404 with the sold-or-withdrawn page', async ({ page }) => {
    const response = await page.goto(`/nl/te-koop/gent/huis/${goneId}/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pand niet gevonden');
    await expect(page.getByText('Dit pand bestaat niet of is verkocht.')).toBeVisible();
    // ?lng= picks the language of that page, and the address stays the one asked for.
    const asked = `/for-sale/gent/house/${goneId}/`;
    expect((await page.goto(`${asked}?lng=fr`))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
    await expect(page).toHaveURL((url) => url.pathname === asked && url.search === '');
  });

  test('?lng=nl on an English page leads to its Dutch version and remembers the choice', async ({ page }) => {
    test.slow();
    await storeConsent(page, acceptAllChoice);
    await page.goto(`${pathIn('en')}?lng=nl`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    // The address is the Dutch page's own, without the parameter.
    await expect(page).toHaveURL((url) => url.pathname === pathIn('nl') && url.search === '');
    expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('nl');
    // The home, too, and a remembered language brings the visitor back to it from "/".
    await page.goto('/?lng=fr');
    await expect(page).toHaveURL((url) => url.pathname === '/fr/');
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/fr/');
  });

  test('an unknown unprefixed path shows the 404 of the visitor language, still with status 404', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18nextLng', value: 'nl', url: baseURL ?? '' }]);
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await expect(page).toHaveURL((url) => url.pathname === '/no-such-page/');
  });

  test("an unknown path follows the browser's language without a cookie", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-BE');
    await context.close();
  });

  test('switching language on a filtered results page keeps the filters', async ({ page }) => {
    // Four page loads and a search: give a loaded machine time.
    test.slow();
    await storeConsent(page, declineChoice);
    const sale = model.properties.find((property) => property.Goal === 0 && (property.Bedrooms ?? 0) > 0);
    const query = new URLSearchParams([
      ['city', `${sale?.City.trim().toLowerCase()}|${sale?.Zip.trim()}`],
      ['type', String(sale?.WebID)],
      ['bedrooms', '1'],
    ]).toString();
    await page.goto(`${pathFor('forSale', 'en', {}, options)}?${query}`);
    await page
      .getByRole('navigation', { name: /language/i })
      .getByRole('link', { name: 'NL' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page).toHaveURL(
      (url) => url.pathname === pathFor('forSale', 'nl', {}, options) && url.search === `?${query}`,
    );
    // A filter changed on the page (the results islands push it to the address) goes along too.
    const more = page.getByRole('button', { name: 'Slaapkamers verhogen' });
    await more.click();
    await more.locator('xpath=ancestor::form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(page).toHaveURL((url) => url.searchParams.get('bedrooms') === '2');
    // The Dutch page names its switcher in Dutch.
    await page.getByRole('navigation', { name: /taal/i }).getByRole('link', { name: 'FR' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === pathFor('forSale', 'fr', {}, options) &&
        url.searchParams.get('bedrooms') === '2' &&
        url.searchParams.get('city') === new URLSearchParams(query).get('city'),
    );
  });
});
