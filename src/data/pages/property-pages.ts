// Every listing's detail page in every enabled language. Its short /property/{id}/ address is no page:
// the server sends it for good to the default language's page (scripts/server/not-found-target.ts).

import { siteLocales } from '../../domain/language/site-locales';
import { listingCityName } from '../../domain/listing/city';
import { propertyPathParams } from '../../domain/listing/listing-card';
import { propertyTypeName } from '../../domain/listing/property-type-name';
import { perObject } from '../../domain/memo/per-object';
import { alternatesFor, type LocaleOptions, pathFor, sectionResultsPage } from '../../domain/routes/routes';
import { slugify } from '../../domain/routes/slug';
import { textParam } from '../../domain/search/search';
import type { Locale } from '../../i18n/locales';
import type { Property } from '../../schemas/property';
import type { ExportModel } from '../export-model';
import type { PageListInput, SitePage } from '../site-pages';
import { pagesFor } from './page-entry';

/** The type word of a listing's address in a language. */
function addressTypeName(
  { model, options }: { readonly model: Pick<ExportModel, 'propertyTypes'>; readonly options: LocaleOptions },
  webId: number,
  locale: Locale,
): string {
  // A WebID unknown to the type list cannot pass the export check, so the ID is only a last resort.
  return propertyTypeName(model.propertyTypes, webId, locale, options.defaultLocale) ?? String(webId);
}

/**
 * The property pages of the site: each listing at its localised address ("/fr/a-vendre/gand/maison/12/")
 * in every enabled language. The short "/property/{id}/" is a permanent redirect to the default
 * language's page, answered by the server from not-found-routes.json: a copy of the page there made a
 * fifth of a large site's pages (10,000 of 50,300) and told search engines the same thing twice. The
 * languages are the site's (`siteLocales(model.site)`, what every page list is given as its options):
 * the pages are kept per site settings object, not per options object.
 */
export function propertyPages({ model }: PageListInput): SitePage[] {
  const pagesOf = listingPages(model.propertyTypes)(model.site);
  return model.properties.flatMap((property) => pagesOf(property));
}

// A listing's pages read the listing, the type names and the site's languages only: made once per
// listing object under those (src/domain/memo/per-object.ts). A publish keeps the objects of the
// listings it did not change, so listing the pages of 10,000 listings makes the pages of those changed.
const listingPages = perObject((propertyTypes: ExportModel['propertyTypes']) =>
  perObject((site: ExportModel['site']) => {
    const input = { model: { propertyTypes }, options: siteLocales(site) };
    return perObject((property: Property): readonly SitePage[] => {
      const { options } = input;
      const typeName = (locale: Locale) => addressTypeName(input, property.WebID, locale);
      const params = { id: String(property.ID) };
      const alternates = alternatesFor(
        'property',
        (locale) => propertyPathParams(property, typeName(locale), locale),
        options,
      );
      return pagesFor('property', alternates, params, { subject: property });
    });
  }),
);

/**
 * The folders of the listings' addresses, which have no page of their own: "/fr/a-vendre/gand/" and
 * "/fr/a-vendre/gand/maison/", what a visitor gets by trimming a listing's address. Each leads to its
 * section's results searched for the city in the page's language (the free text, as the visitor would type it: it stays right
 * when another export adds a postcode to the city), and for the folder of a type, that type too (every
 * type ID the listings there are published under, as their type word may name several).
 */
export function listingFolderIndexes({ model, options }: PageListInput): Record<string, string> {
  const folders = new Map<string, { results: string; city: string; types: Set<number> }>();
  for (const property of model.properties) {
    for (const locale of options.enabledLocales) {
      const params = propertyPathParams(
        property,
        addressTypeName({ model, options }, property.WebID, locale),
        locale,
      );
      const results = pathFor(sectionResultsPage[params.section], locale, {}, options);
      const city = listingCityName(property, locale);
      // The folders of the address, and of the one a release before named the town by the export's
      // first record ("/fr/a-vendre/gent/" where the French record says Gand): links to it still lead.
      const addresses = new Set([
        pathFor('property', locale, params, options),
        pathFor('property', locale, { ...params, city: slugify(property.City) }, options),
      ]);
      for (const address of addresses) {
        const page = address.split('/');
        for (const [folder, types] of [
          [`${page.slice(0, -3).join('/')}/`, []],
          [`${page.slice(0, -2).join('/')}/`, [property.WebID]],
        ] as const) {
          const entry = folders.get(folder) ?? { results, city, types: new Set<number>() };
          for (const type of types) entry.types.add(type);
          folders.set(folder, entry);
        }
      }
    }
  }
  return Object.fromEntries(
    [...folders].map(([folder, { results, city, types }]) => {
      const query = new URLSearchParams({ [textParam]: city });
      for (const type of [...types].sort((a, b) => a - b)) query.append('type', String(type));
      return [folder, `${results}?${query}`];
    }),
  );
}
