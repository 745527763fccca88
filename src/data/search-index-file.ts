// Build-time glue of the search index: the export's listings of one section, in one language, with the
// page's words, type names and detail links. The rules themselves are in src/domain/search-index.ts.

import { propertyTypeName } from '../domain/property-type-name';
import { type ListingSection, pathFor } from '../domain/routes';
import { buildSearchIndex, type SearchIndexEntry } from '../domain/search-index';
import type { Locale } from '../i18n/locales';
import { siteLocales } from '../i18n/site-locales';
import { createTranslator } from '../i18n/translator';
import type { ExportModel } from './export-model';

/** The URL a results page fetches its index from: one file per language and section. */
export function searchIndexUrl(locale: Locale, section: ListingSection): string {
  return `/search-index/${locale}/${section}.json`;
}

/** The index of a section in a language, from the export model. */
export function searchIndexFor(
  model: Pick<ExportModel, 'site' | 'properties' | 'propertyTypes'>,
  locale: Locale,
  section: ListingSection,
): SearchIndexEntry[] {
  const options = siteLocales(model.site);
  const t = createTranslator(locale);
  return buildSearchIndex(model.properties, {
    section,
    words: {
      startingFrom: t('property.units.startingFrom'),
      perMonth: t('property.units.perMonth'),
      sold: t('property.ribbons.sold'),
      rented: t('property.ribbons.rented'),
      onRequest: t('property.priceOnRequest'),
    },
    locale,
    typeName: (webId) =>
      propertyTypeName(model.propertyTypes, webId, locale, options.defaultLocale) ??
      t('property.fields.WebID'),
    title: (type, city) => t('listings.card.typeInCity', { type, city }),
    href: (params) => pathFor('property', locale, params, options),
  });
}
