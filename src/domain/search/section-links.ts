// Where the site links to its listing sections (for sale, for rent, abroad): the abroad section has no
// fixed place of its own, so it is linked wherever the export has listings there.

import { type ListingSection, type PageKey, sectionsOf } from '../routes/routes';
import { mainNavigation } from '../site/navigation';

type SectionListing = { readonly Goal: number; readonly CountryID: number };

/**
 * The main menu's fixed pages: mainNavigation, with the abroad section after the rentals when the export
 * has a listing abroad (an agency without any shows no empty section).
 */
export function mainNavigationFor(listings: readonly SectionListing[]): PageKey[] {
  if (!sectionsOf(listings).includes('foreign')) return [...mainNavigation];
  return mainNavigation.flatMap((key): PageKey[] => (key === 'forRent' ? [key, 'foreign'] : [key]));
}

/**
 * The sections the home page's newest listings lead on to: those of the listings it shows, and abroad
 * whenever the export has listings there, even when none of them is among the newest.
 */
export function homeSections(
  shown: readonly SectionListing[],
  listings: readonly SectionListing[],
): readonly ListingSection[] {
  const abroad = sectionsOf(listings).includes('foreign');
  const sections = sectionsOf(shown);
  return abroad && !sections.includes('foreign') ? [...sections, 'foreign'] : sections;
}
