// What the header and footer of every page show of the listings: the sections that have any (the
// footer's links), the main navigation (abroad joins it when there are listings abroad) and the agency's
// town as the page's language names it (a listing in that town gives its name per language). A page
// that shows no listing of its own depends on the listings through these alone, so its cache key covers
// these and not the listings (src/data/page-cache-keys.ts).
import type { Property } from '../../schemas/property';
import { townNameIn } from '../listing/city';
import { type ListingSection, type PageKey, sectionsOf } from '../routes/routes';
import { mainNavigationFor } from '../search/section-links';

/** The shell's view of the listings, in one language. */
export interface ShellListings {
  /** The sections with listings, in the footer's order. */
  readonly sections: readonly ListingSection[];
  /** The header's fixed pages. */
  readonly mainNavigation: readonly PageKey[];
  /** The agency's town in the page's language. */
  readonly agencyTown: string;
}

// Every page of a build asks: made once per listings array (a new one with each export) and language.
const made = new WeakMap<readonly Property[], Map<string, ShellListings>>();

/** What the shell of a page in `locale` shows of `listings`, for an agency at `agency`. */
export function shellListings(
  listings: readonly Property[],
  agency: { readonly City: string; readonly Zip: string },
  locale: string,
): ShellListings {
  let byLocale = made.get(listings);
  if (byLocale === undefined) {
    byLocale = new Map();
    made.set(listings, byLocale);
  }
  const key = `${locale}\u0000${agency.Zip}\u0000${agency.City}`;
  const known = byLocale.get(key);
  if (known !== undefined) return known;
  const shell = {
    sections: sectionsOf(listings),
    mainNavigation: mainNavigationFor(listings),
    agencyTown: townNameIn(listings, agency, locale),
  };
  byLocale.set(key, shell);
  return shell;
}
