// The compact listing index a results page's islands load: what the search filters on, what a card shows
// and where a map marker goes, one file per section and language, prebuilt with the pages.

import {
  type CardBadge,
  type CardListing,
  type CardWords,
  listingCard,
  type PropertyPathParams,
} from './listing-card';
import { type LocatedListing, mapPosition } from './public-location';
import { type ResultListing, searchListing, sectionListings } from './results';
import type { ListingSection } from './routes';
import { type SearchListing, sortProperties } from './search';

/** One listing of the index: the search fields plus the card's decided text and the marker's position. */
export interface SearchIndexEntry extends SearchListing {
  readonly url: string;
  /** "House in Ghent": the card's heading and link text. */
  readonly title: string;
  /** The price label, or the status word of a sold or rented listing. */
  readonly priceText: string;
  readonly photo?: { readonly url: string; readonly width: number; readonly height: number } | undefined;
  readonly ribbon?: 'sold' | 'rented' | undefined;
  readonly badge?: CardBadge | undefined;
  /** The agency's own word for the ribbon or badge, in place of the island's. */
  readonly statusText?: string | undefined;
  /** The counts and surface a card shows (only those above zero). */
  readonly facts: {
    readonly bedrooms?: number | undefined;
    readonly bathrooms?: number | undefined;
    readonly surfaceLiving?: number | undefined;
  };
  readonly epc?: { readonly class: string; readonly image: string } | undefined;
  /** Map position, rounded when the address is not public (see mapPosition). */
  readonly lat?: number | undefined;
  readonly lng?: number | undefined;
}

/** The fields of an export listing the index reads; a Property of the export fits it. */
export type IndexListing = ResultListing & CardListing & LocatedListing;

/** What the index needs from the page's language: words, type names, the card title and detail links. */
export interface SearchIndexInput {
  readonly section: ListingSection;
  /** The page's language, for the agency's own words of each listing. */
  readonly locale: string;
  readonly words: CardWords;
  /** The name of a property type in the page's language. */
  readonly typeName: (webId: number) => string;
  /** The card's title from the type name and the formatted city ("House in Ghent"). */
  readonly title: (typeName: string, city: string) => string;
  /** The detail page's path in the page's language. */
  readonly href: (params: PropertyPathParams) => string;
}

/**
 * The index of a section's listings in one language, newest first (the results' default order), with the
 * card of each already decided so the browser needs no translations or route table to show it.
 */
export function buildSearchIndex(list: readonly IndexListing[], input: SearchIndexInput): SearchIndexEntry[] {
  const entries = sectionListings(list, input.section).map((listing) => {
    const typeName = input.typeName(listing.WebID);
    const card = listingCard(listing, typeName, input.words, input.locale);
    const position = mapPosition(listing);
    const entry: SearchIndexEntry = {
      ...searchListing(listing),
      url: input.href(card.pathParams),
      title: input.title(card.typeName, card.city),
      priceText: card.price,
      photo: card.picture && {
        url: card.picture.Url,
        width: card.picture.Width,
        height: card.picture.Height,
      },
      ribbon: card.ribbon,
      badge: card.badge,
      statusText: card.statusText,
      facts: { bedrooms: card.bedrooms, bathrooms: card.bathrooms, surfaceLiving: card.surfaceLiving },
      epc: card.epc,
      lat: position?.latitude,
      lng: position?.longitude,
    };
    return entry;
  });
  return sortProperties(entries, 'newest');
}

/** The index as the JSON file serves it: undefined fields left out, so the download stays small. */
export function serializeSearchIndex(entries: readonly SearchIndexEntry[]): string {
  return JSON.stringify(entries);
}
