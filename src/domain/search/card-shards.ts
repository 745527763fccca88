// Where the results island finds the cards of the page it shows: a section's search index in one language,
// cut into shards of a fixed number of listings in the default order (the filter index's positions), so
// a page of 12 results, in any filter and order, loads at most 12 small files rather than the whole index.
// Shards are counted from the far end of that order (the oldest listing first): a new listing, which the
// default order puts first, lands in the last shard and moves no other card, so a publish rewrites one
// shard per language rather than every one.

import type { ListingSection } from '../routes/routes';
import type { FilterPart } from './filter-index';

/**
 * Listings per card shard. Measured at 100,000 listings: a shard of 100 cards is about 4 KB gzip, so the
 * worst page (12 results in 12 shards) loads about 50 KB; smaller shards pack worse and make more files.
 */
export const cardShardSize = 100;

/** Where the card of the listing at `position` of `count` in the default order is: its shard and index. */
export function cardPlace(position: number, count: number): { shard: number; index: number } {
  const fromEnd = count - 1 - position;
  return { shard: Math.floor(fromEnd / cardShardSize), index: fromEnd % cardShardSize };
}

/** How many shards a section of `count` listings has. */
export function cardShardCount(count: number): number {
  return Math.ceil(count / cardShardSize);
}

/** The cards of one shard, out of the section's index in the default order, by their index (cardPlace). */
export function cardShard<E>(ordered: readonly E[], shard: number): E[] {
  const end = ordered.length - shard * cardShardSize;
  return ordered.slice(Math.max(0, end - cardShardSize), Math.max(0, end)).reverse();
}

/** The URL of a part of a section's filter index, the same in every language. */
export function filterPartUrl(section: ListingSection, part: FilterPart): string {
  return `/search-index/${section}/${part}.json`;
}

/**
 * The URL of a card shard of a section in a language. Under `cards-from-end/`: a results page loaded
 * before shards were counted from the far end asks the old URLs, and finds nothing there rather than the
 * wrong cards (its prerendered page stays).
 */
export function cardShardUrl(locale: string, section: ListingSection, shard: number): string {
  return `/search-index/${locale}/${section}/cards-from-end/${shard}.json`;
}
