// Every route of the site exists in every enabled language, and every property and project of the
// export has its detail page in each: the expected paths come from the export and the route table,
// not from the page lists that build them.
import { expect, test } from '@playwright/test';
import { loadExport } from '../../src/data/load-export';
import { feedbackNames } from '../../src/domain/feedback-pages';
import { propertyPathParams } from '../../src/domain/listing-card';
import { builtMenuPages } from '../../src/domain/menu-tree';
import { projectPathParams } from '../../src/domain/projects';
import { propertyTypeName } from '../../src/domain/property-type-name';
import { type PageKey, pathFor } from '../../src/domain/routes';
import { localized } from '../../src/i18n/localized';
import { siteLocales } from '../../src/i18n/site-locales';
import { resolvesToFile } from './built-site';

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
      ...feedbackNames.map((name) => pathFor('feedback', locale, { name }, options)),
    ];
    expect(missing(paths)).toEqual([]);
  });

  test(`every property and project has its detail page in ${locale}`, () => {
    const paths = [
      ...model.properties.map((property) => {
        const type =
          propertyTypeName(model.propertyTypes, property.WebID, locale, options.defaultLocale) ?? '';
        return pathFor('property', locale, propertyPathParams(property, type), options);
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

test('every property has its short /property/{id}/ page', () => {
  const paths = model.properties.map((property) =>
    pathFor('propertyShort', options.defaultLocale, { id: property.ID }, options),
  );
  expect(missing(paths)).toEqual([]);
});
