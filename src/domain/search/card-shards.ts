// Where the results island finds the cards of the page it shows: a section's search index in one language,
// cut into shards of a fixed number of listings in the default order (the filter index's positions), so
// a page of 12 results, in any filter and order, loads at most 12 small files rather than the whole index.

import type { ListingSection } from '../routes/routes';
import type { FilterPart } from './filter-index';

/**
 * Listings per card shard. Measured at 100,000 listings: a shard of 100 cards is about 4 KB gzip, so the
 * worst page (12 results in 12 shards) loads about 50 KB; smaller shards pack worse and make more files.
 */
export const cardShardSize = 100;

/** The shard holding the card of the listing at `position` in the default order. */
export function cardShardOf(position: number): number {
  return Math.floor(position / cardShardSize);
}

/** How many shards a section of `count` listings has. */
export function cardShardCount(count: number): number {
  return Math.ceil(count / cardShardSize);
}

/** The cards of one shard, out of the section's index in the default order. */
export function cardShard<E>(ordered: readonly E[], shard: number): E[] {
  return ordered.slice(shard * cardShardSize, (shard + 1) * cardShardSize);
}

/** The URL of a part of a section's filter index, the same in every language. */
export function filterPartUrl(section: ListingSection, part: FilterPart): string {
  return `/search-index/${section}/${part}.json`;
}

/** The URL of a card shard of a section in a language. */
export function cardShardUrl(locale: string, section: ListingSection, shard: number): string {
  return `/search-index/${locale}/${section}/${shard}.json`;
}
