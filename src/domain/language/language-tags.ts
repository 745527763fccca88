// The BCP 47 tags a site's pages are marked with (<html lang>, hreflang, the sitemap, og:locale) depend
// on where the agency is: a Luxembourg agency's French pages are fr-LU, not Belgian French.

import { type Locale, localeTags } from '../../i18n/locales';
import { luxembourgCountryId } from '../listing/region';

/** An agency in Luxembourg: its French and German are Luxembourg's; English and Dutch are not tied to it. */
const luxembourgTags = {
  nl: 'nl',
  fr: 'fr-LU',
  en: 'en',
  de: 'de-LU',
} as const satisfies Record<Locale, string>;

/**
 * The tag of each language for an agency whose site.json Agency.CountryID is `countryId`: Luxembourg's
 * for 50, Belgium's (nl-BE, fr-BE, en-GB, de-BE) for any other. Money and dates keep the Belgian tags
 * (localeTags): only what the pages say about their language and audience changes.
 */
export function languageTagsFor(countryId: number): Readonly<Record<Locale, string>> {
  return countryId === luxembourgCountryId ? luxembourgTags : localeTags;
}
