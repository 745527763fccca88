// The compact listing index a results page's islands load: what the search filters on, what a card shows
// and where a map marker goes, one file per section and language, prebuilt with the pages.

import type { Locale } from '../../i18n/locales';
import { type CardView, cardView } from '../listing/card-view';
import {
  type CardListing,
  type CardWords,
  listingCard,
  type PropertyPathParams,
} from '../listing/listing-card';
import { type LocatedListing, mapPosition } from '../listing/public-location';
import { perObject } from '../memo/per-object';
import type { ListingSection } from '../routes/routes';
import { type ResultListing, searchListing, sectionListings } from './results';
import { type SearchListing, sortProperties } from './search';

/** One listing of the index: the search fields, the card's decided view and the marker's position. */
export interface SearchIndexEntry extends SearchListing, CardView {
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
  readonly locale: Locale;
  readonly words: CardWords;
  /** The name of a property type in the page's language. */
  readonly typeName: (webId: number) => string;
  /** The card's title from the type name and the formatted city ("House in Ghent"). */
  readonly title: (typeName: string, city: string) => string;
  /** The detail page's path in the page's language. */
  readonly href: (params: PropertyPathParams) => string;
  /** Listings whose price dropped lately: the price before (listing history), and the badge's words. */
  readonly reductions?:
    | {
        readonly previousPrice: (listingId: number) => number | undefined;
        readonly text: (previousPrice: string) => string;
      }
    | undefined;
}

/**
 * The index of a section's listings in one language, newest first (the results' default order), with the
 * card of each already decided so the browser needs no translations or route table to show it. `entryOf`
 * makes a listing's entry (searchIndexEntry unless the caller keeps them).
 */
export function buildSearchIndex<L extends IndexListing>(
  list: readonly L[],
  input: SearchIndexInput,
  entryOf: (listing: L) => SearchIndexEntry = (listing) => searchIndexEntry(listing, input),
): SearchIndexEntry[] {
  return sortProperties(sectionListings(list, input.section).map(entryOf), 'newest');
}

/** One listing's entry of the index in the input's language (the same in every section). */
export function searchIndexEntry(
  listing: IndexListing,
  input: Omit<SearchIndexInput, 'section'>,
): SearchIndexEntry {
  const typeName = input.typeName(listing.WebID);
  const card = listingCard(
    listing,
    typeName,
    input.words,
    input.locale,
    input.reductions?.previousPrice(listing.ID),
  );
  const position = mapPosition(listing);
  return {
    ...searchListing(listing, input.locale),
    ...cardView(
      card,
      input.href(card.pathParams),
      input.title(card.typeName, card.city),
      input.reductions?.text,
    ),
    lat: position?.latitude,
    lng: position?.longitude,
  };
}

/** The index as the JSON file serves it: undefined fields left out, so the download stays small. */
export function serializeSearchIndex(entries: readonly SearchIndexEntry[]): string {
  return new TextDecoder().decode(searchIndexBytes(entries));
}

/**
 * The bytes of `serializeSearchIndex(entries)` (UTF-8), as the file is written. JSON.stringify of the
 * whole array, written entry by entry. With `kept` (the default), an entry's bytes are kept with the entry,
 * so an entry kept from the last export (see searchIndexFor) keeps them too: a publish that changed 1 % of
 * the prices writes most card shards again, and copying the kept bytes of their unchanged entries is
 * cheaper than encoding them again (a file of 3 MB took 60-80 ms to join and encode, 1-2 ms to copy). With
 * `made`, they are encoded each time: a one-shot build writes each entry twice (to key its shard, then to
 * serve it), and kept bytes would sit in memory until the last index file is written, some 0.4 GB at
 * 100,000 listings in four languages.
 */
export function searchIndexBytes(
  entries: readonly SearchIndexEntry[],
  entryBytes: 'kept' | 'made' = 'kept',
): Uint8Array<ArrayBuffer> {
  const bytesOf = entryBytes === 'kept' ? keptEntryBytes : encodeEntry;
  const parts = entries.map((entry) => bytesOf(entry));
  let length = parts.length === 0 ? 2 : parts.length + 1;
  for (const part of parts) length += part.length;
  const bytes = new Uint8Array(length);
  let at = 0;
  const put = (byte: number) => {
    bytes[at] = byte;
    at += 1;
  };
  put(openBracket);
  for (const [index, part] of parts.entries()) {
    if (index > 0) put(comma);
    bytes.set(part, at);
    at += part.length;
  }
  put(closeBracket);
  return bytes;
}

const [openBracket, comma, closeBracket] = [0x5b, 0x2c, 0x5d];
const encoder = new TextEncoder();
const encodeEntry = (entry: SearchIndexEntry) => encoder.encode(JSON.stringify(entry));
const keptEntryBytes = perObject(encodeEntry);
