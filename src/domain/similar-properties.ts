// Which other listings a detail page suggests: same goal, a comparable type, a close price, nearby.

import { regionFor } from './region';
import { isSoldOrRented } from './status';

/** The fields of a listing the ranking reads; a Property of the export fits it. */
export interface SimilarCandidate {
  readonly ID: number;
  readonly Goal: number;
  readonly Marquee: number;
  readonly WebID: number;
  readonly Price: number;
  readonly Zip: string;
  readonly CountryID: number;
}

/** How many suggestions a detail page shows. */
export const maxSimilar = 4;

// Types a visitor would weigh against each other (WebIDs of the export): homes (house, apartment,
// studio), land, income and business premises (investment building, commercial, industrial, offices),
// parking. A garage is never suggested for a house.
const typeFamilies: readonly (readonly number[])[] = [[1, 2, 3], [4], [5, 6, 7, 8], [9]];

function family(webId: number): number {
  return typeFamilies.findIndex((members) => members.includes(webId));
}

// Beyond half or double the price a listing is not an alternative for the same budget.
const maxPriceRatio = 2;

function priceDistance(price: number, other: number): number | undefined {
  if (price <= 0 || other <= 0) return price === other ? 0 : undefined;
  const ratio = Math.max(price, other) / Math.min(price, other);
  return ratio > maxPriceRatio ? undefined : Math.log2(ratio);
}

// A different (but comparable) type or another region each weigh as much as a price at 1.41 times.
const typePenalty = 0.5;
const regionPenalty = 0.5;

/**
 * Up to `limit` (4) listings to suggest beside `listing`: the same goal, still on the market (not sold or
 * rented), a type of the same family (homes, land, business premises, parking), a price within half to
 * double. Ranked by closeness: price distance (on a log scale, so 10% cheaper and 10% dearer weigh alike)
 * plus a penalty for another type and another region; ties go to the lower ID, so the order never changes
 * between builds. The listing itself is never suggested.
 */
export function similarProperties<T extends SimilarCandidate>(
  listing: SimilarCandidate,
  candidates: readonly T[],
  limit = maxSimilar,
): T[] {
  const region = regionFor(listing.CountryID, listing.Zip);
  const ownFamily = family(listing.WebID);
  const scored = candidates.flatMap((candidate) => {
    if (candidate.ID === listing.ID || candidate.Goal !== listing.Goal || isSoldOrRented(candidate.Marquee))
      return [];
    if (candidate.WebID !== listing.WebID && (ownFamily === -1 || family(candidate.WebID) !== ownFamily))
      return [];
    const distance = priceDistance(listing.Price, candidate.Price);
    if (distance === undefined) return [];
    const sameRegion = region !== undefined && regionFor(candidate.CountryID, candidate.Zip) === region;
    const score =
      distance + (candidate.WebID === listing.WebID ? 0 : typePenalty) + (sameRegion ? 0 : regionPenalty);
    return [{ candidate, score }];
  });
  return scored
    .sort((a, b) => a.score - b.score || a.candidate.ID - b.candidate.ID)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
