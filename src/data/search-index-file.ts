// Build-time glue of the search index: the export's listings of one section, in one language, with the
// page's words, type names and detail links, and the section's filter index. The rules themselves are in
// src/domain/search/search-index.ts and filter-index.ts.

import { siteLocales } from '../domain/language/site-locales';
import { cardWords } from '../domain/listing/card-words';
import type { PropertyPathParams } from '../domain/listing/listing-card';
import { propertyTypeName } from '../domain/listing/property-type-name';
import { perObject } from '../domain/memo/per-object';
import { type ListingSection, pathFor } from '../domain/routes/routes';
import { buildFilterIndex, type FilterIndexParts } from '../domain/search/filter-index';
import { buildSearchIndex, type SearchIndexEntry, searchIndexEntry } from '../domain/search/search-index';
import type { Locale } from '../i18n/locales';
import { createTranslator } from '../i18n/translator';
import type { Property } from '../schemas/property';
import type { ExportModel } from './export-model';

/** The index of a section in a language, from the export model and the previous prices of reduced listings. */
export function searchIndexFor(
  model: Pick<ExportModel, 'site' | 'propertyTypes'> & { readonly properties: readonly Property[] },
  locale: Locale,
  section: ListingSection,
  previousPrice: (listingId: number) => number | undefined = () => undefined,
): SearchIndexEntry[] {
  const { input, text, entry } = entriesOf(model.propertyTypes)(model.site, locale);
  return buildSearchIndex(
    model.properties,
    { ...input, section, reductions: { previousPrice, text } },
    (listing) => entry(listing, String(previousPrice(listing.ID) ?? '')),
  );
}

// A listing's entry reads the listing, its previous price, the language, and the export's type names and
// languages: kept per listing object under the type names and site settings they were made with, so a
// publish that changed one listing makes that listing's entries only (src/domain/memo/per-object.ts).
const entryMemo = () =>
  perObject((propertyTypes: ExportModel['propertyTypes']) =>
    perObject((site: ExportModel['site'], language) => {
      const locale = language as Locale;
      const options = siteLocales(site);
      const t = createTranslator(locale);
      const text = (price: string) => t('property.priceReducedFrom', { price });
      const input = {
        words: cardWords(t),
        locale,
        typeName: (webId: number) =>
          propertyTypeName(propertyTypes, webId, locale, options.defaultLocale) ?? t('property.fields.WebID'),
        title: (type: string, city: string) => t('detail.typeInCity', { type, city }),
        href: (params: PropertyPathParams) => pathFor('property', locale, params, options),
      };
      const entry = perObject((listing: Property, previous) =>
        searchIndexEntry(listing, {
          ...input,
          reductions: { previousPrice: () => (previous === '' ? undefined : Number(previous)), text },
        }),
      );
      return { input, text, entry };
    }),
  );
let entriesOf = entryMemo();

/**
 * Lets go of every kept entry (and so of its bytes): a one-shot build calls it once its last index file
 * is written. At 100,000 listings in four languages the entries and their bytes are some 0.8 GB that no
 * other page reads.
 */
export function forgetSearchIndexEntries(): void {
  entriesOf = entryMemo();
}

/**
 * The filter index of a section, the same in every language, from the section's search index in any
 * language: every language's index has the same order, and its entries carry every language's town names.
 */
export function filterIndexFor(entries: readonly SearchIndexEntry[]): FilterIndexParts {
  return buildFilterIndex(entries);
}
