// The results pages: which listings a section lists, in which order, paged, with the filter's options.

import { formatCityName, listingCityName } from '../listing/city';
import type { ListingFields } from '../listing/listing-fields';
import { type Goal, isGoal } from '../listing/status';
import { perObject } from '../memo/per-object';
import { type ListingSection, propertySection } from '../routes/routes';
import { publishedPrice } from '../values/money';
import { type PriceBracket, priceBrackets } from './price-brackets';
import {
  type CityOption,
  cityOptions,
  emptySearch,
  type Page,
  paginate,
  type SearchListing,
  searchToParams,
  sortProperties,
  type TypeOption,
  typeOptions,
} from './search';

/** Listings per results page. */
export const resultsPerPage = 12;

/** The fields of an export listing the results need; a Property of the export fits it. */
export type ResultListing = ListingFields;

/**
 * An export listing in the shape the search rules read; a price kept for enquiries is left out. With a
 * `locale`, the town's name in that language comes along when it is not the City's (see cityName); the
 * names the other languages' records give it come along in any case (otherCityNames).
 */
export function searchListing(listing: ResultListing, locale?: string): SearchListing {
  return searchFields(listing, locale ?? '');
}

// Every results page, filter, search index and home search form of a language reads each listing's fields:
// made once per listing and language (and kept for the next export while its listing is unchanged).
const searchFields = perObject((listing: ResultListing, locale: string): SearchListing => {
  const otherWebIds = (listing.WebIDs ?? []).filter((webId) => webId !== listing.WebID);
  const cityName = locale === '' ? undefined : listingCityName(listing, locale);
  const shown = new Set([formatCityName(listing.City), cityName]);
  const otherCityNames = [
    ...new Set(
      Object.values(listing.CityName ?? {})
        .filter((name): name is string => name !== undefined && name.trim() !== '')
        .map(formatCityName),
    ),
  ].filter((name) => !shown.has(name));
  return {
    id: listing.ID,
    goal: isGoal(listing.Goal) ? listing.Goal : 0,
    marquee: listing.Marquee,
    webId: listing.WebID,
    // Only when there are others, so the index of a listing with one type stays as small as before.
    ...(otherWebIds.length > 0 ? { otherWebIds } : {}),
    city: listing.City,
    // Only when it differs, so the index of a town named alike in every language stays as small as before.
    ...(cityName !== undefined && cityName !== formatCityName(listing.City) ? { cityName } : {}),
    // The names of the other languages' records: a search in any of them finds the listing.
    ...(otherCityNames.length > 0 ? { otherCityNames } : {}),
    zip: listing.Zip,
    price: publishedPrice(listing),
    bedrooms: listing.Bedrooms,
    bathrooms: listing.Bathrooms,
    showerRooms: listing.ShowerRooms,
    toilets: listing.Toilets,
    garages: listing.Garages,
    reference: listing.Reference,
    createdAt: listing.CreatedAt,
  };
});

/** A section's listing as the search rules read it, with the listing itself. */
export type SectionEntry<L extends ResultListing> = SearchListing & { readonly listing: L };

// A build asks for each section's entries on every results page, search index and filter (dozens of
// times over 10,000 listings), the server once per filtered page: made once per list, section and
// language. The list is the site model's, one array per export, dropped with it.
const entriesByList = new WeakMap<readonly ResultListing[], Map<string, readonly unknown[]>>();

/**
 * The listings of `section` with their search fields (town names in `locale`, when given), in the list's
 * order; made once per list, section and language.
 */
export function sectionEntries<L extends ResultListing>(
  list: readonly L[],
  section: ListingSection,
  locale?: string,
): readonly SectionEntry<L>[] {
  let bySection = entriesByList.get(list);
  if (bySection === undefined) {
    bySection = new Map();
    entriesByList.set(list, bySection);
  }
  const key = `${section} ${locale ?? ''}`;
  const known = bySection.get(key) as readonly SectionEntry<L>[] | undefined;
  if (known !== undefined) return known;
  // The entry holds the listing given, so it is the list's element type.
  const entries = sectionListings(list, section).map(
    (listing) => entryOf(listing, locale ?? '') as SectionEntry<L>,
  );
  bySection.set(key, entries);
  return entries;
}

// A listing's entry in a language, the same in every section and list it is in: a listing the next export
// keeps has its entry found again rather than copied out of its search fields (12 copies of every listing
// for each export, for the filters' options alone).
const entryOf = perObject(
  (listing: ResultListing, locale: string): SectionEntry<ResultListing> => ({
    ...searchListing(listing, locale === '' ? undefined : locale),
    listing,
  }),
);

/** The listings of a section: for sale and for rent in Belgium and Luxembourg, or abroad (both goals). */
export function sectionListings<L extends ResultListing>(
  list: readonly L[],
  section: ListingSection,
): readonly L[] {
  return listingsOfSection(list, section) as readonly L[];
}

// Once per list and section (the search index, the results pages and their islands ask).
const listingsOfSection = perObject(
  (list: readonly ResultListing[], section: string): readonly ResultListing[] =>
    list.filter((listing) => propertySection(listing.Goal, listing.CountryID) === section),
);

/**
 * One page of a section's results, newest first. Sold and rented listings stay in the list, after those
 * still on the market (sortProperties): they show the agency's track record, with their status instead
 * of a price.
 */
export function sectionResults<L extends ResultListing>(
  list: readonly L[],
  section: ListingSection,
  page = 1,
): Page<L> {
  const paged = paginate(newestEntries(sectionEntries(list, section)), page, resultsPerPage);
  return { ...paged, items: paged.items.map((entry) => entry.listing) };
}

// A section's entries newest first, sorted once per list (each results page in each language asks).
const newestEntries = perObject(<L extends ResultListing>(entries: readonly SectionEntry<L>[]) =>
  sortProperties(entries, 'newest'),
);

/** A section where a free text finds listings, with how many, and the link to its results searched for it. */
export interface SectionMatch {
  readonly section: ListingSection;
  readonly count: number;
  /** The section's results path with the free text ("/spain/?search=Marbella"). */
  readonly href: string;
}

/**
 * The other sections than `section` where a free text finds listings (`countOf` counts them as
 * matchesText does, whatever the page's other filters; undefined while it cannot say), in the order of
 * `others`: what a results page says when its own section has none, as "Marbella" on the sale results
 * finds the listings abroad.
 */
export function textElsewhere(
  others: readonly { readonly section: ListingSection; readonly path: string }[],
  countOf: (section: ListingSection, text: string) => number | undefined,
  section: ListingSection,
  text: string,
): SectionMatch[] {
  if (text.trim() === '') return [];
  return others.flatMap((other) => {
    if (other.section === section) return [];
    const count = countOf(other.section, text) ?? 0;
    if (count === 0) return [];
    const query = searchToParams({ ...emptySearch(sectionGoal(other.section) ?? 0), text: text.trim() });
    return [{ section: other.section, count, href: `${other.path}?${query}` }];
  });
}

/** The goal a section's search is fixed to; abroad lists both goals, so it has none. */
export function sectionGoal(section: ListingSection): Goal | undefined {
  return section === 'sale' ? 0 : section === 'rent' ? 1 : undefined;
}

/** What the results page's filter form offers: the cities and types that have listings, price brackets. */
export interface FilterOptions {
  readonly cities: readonly CityOption[];
  readonly types: readonly TypeOption[];
  /** Empty abroad: a price range means nothing across sale prices and monthly rents at once. */
  readonly prices: readonly PriceBracket[];
}

/** The filter's options for a section, counted over that section's listings only, towns named in `locale`. */
export function sectionFilterOptions(
  list: readonly ResultListing[],
  section: ListingSection,
  locale: string,
): FilterOptions {
  return filterOptionsOf(list, `${section} ${locale}`);
}

// Counted once per list, section and language: the results pages and every filter island ask.
const filterOptionsOf = perObject((list: readonly ResultListing[], variant: string): FilterOptions => {
  const [section, locale] = variant.split(' ') as [ListingSection, string];
  const goal = sectionGoal(section);
  // Abroad mixes both goals (no goal): every listing counts, so each city and type is offered once.
  const listings = sectionEntries(list, section, locale);
  return {
    cities: cityOptions(listings, goal),
    types: typeOptions(listings, goal),
    prices: goal === undefined ? [] : priceBrackets(goal),
  };
});

/** The link to a results page: the section's path, with `page` as the search writes it (none for page 1). */
export function pageHref(path: string, page: number): string {
  const query = searchToParams({ ...emptySearch(0), page }).toString();
  return query === '' ? path : `${path}?${query}`;
}

/** A step of the pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = number | 'gap';

/**
 * The pages the pager links to: the first, the last, and `around` pages each side of the current one;
 * a gap replaces each run of two or more left-out pages (a single one is shown instead of a gap).
 */
export function pagerItems(current: number, pageCount: number, around = 1): PagerItem[] {
  const shown = new Set<number>();
  for (const page of [1, pageCount]) shown.add(page);
  for (let page = current - around; page <= current + around; page += 1) shown.add(page);
  const pages = [...shown].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const [index, page] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

/** A slot of the pager, with the widths it shows at: a page, or a gap for the pages left out. */
export type PagerSlot =
  | { readonly type: 'page'; readonly page: number; readonly narrow: boolean }
  | { readonly type: 'gap'; readonly narrow: boolean; readonly wide: boolean };

/**
 * The pager for both widths in one list. A wide screen shows the first, the last and a page each side
 * of the current one (pagerItems with one around); a phone only the first, the current and the last,
 * since its previous and next links stand for the neighbours: with them, "Zurück 1 … 16 17 18 … 33
 * Weiter" took two lines at 390 px and began the second with a gap. Every page a phone shows is one a
 * wide screen shows (`narrow` says which), and every gap of a wide screen is one of a phone's; a phone's
 * gap where a wide screen shows pages instead is a slot of its own (`wide: false`).
 */
export function pagerSlots(current: number, pageCount: number): PagerSlot[] {
  const narrow = pagerItems(current, pageCount, 0);
  const slots: PagerSlot[] = [];
  // Whether a gap was placed since the last page both widths show.
  let gapPlaced = false;
  for (const item of pagerItems(current, pageCount, 1)) {
    if (item === 'gap') {
      slots.push({ type: 'gap', narrow: true, wide: true });
      gapPlaced = true;
      continue;
    }
    const at = narrow.indexOf(item);
    if (at < 0) {
      slots.push({ type: 'page', page: item, narrow: false });
      continue;
    }
    if (narrow[at - 1] === 'gap' && !gapPlaced) slots.push({ type: 'gap', narrow: true, wide: false });
    slots.push({ type: 'page', page: item, narrow: true });
    gapPlaced = false;
  }
  return slots;
}
