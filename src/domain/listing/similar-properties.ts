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
  const scoreOf = scorer(listing);
  const scored = candidates.flatMap((candidate) => {
    const score = scoreOf(candidate);
    return score === undefined ? [] : [{ candidate, score }];
  });
  return scored
    .sort((a, b) => a.score - b.score || a.candidate.ID - b.candidate.ID)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/**
 * How close `candidate` comes to `listing` (lower is closer), or undefined when it is no suggestion for
 * it at all: itself, another goal, sold or rented, another family of types, a price beyond half or double.
 */
function scorer(listing: SimilarCandidate): (candidate: SimilarCandidate) => number | undefined {
  const region = regionFor(listing.CountryID, listing.Zip);
  const ownFamily = family(listing.WebID);
  return (candidate) => {
    if (candidate.ID === listing.ID || candidate.Goal !== listing.Goal || isSoldOrRented(candidate.Marquee))
      return undefined;
    if (candidate.WebID !== listing.WebID && (ownFamily === -1 || family(candidate.WebID) !== ownFamily))
      return undefined;
    const distance = priceDistance(listing.Price, candidate.Price);
    if (distance === undefined) return undefined;
    const sameRegion = region !== undefined && regionFor(candidate.CountryID, candidate.Zip) === region;
    return (
      distance + (candidate.WebID === listing.WebID ? 0 : typePenalty) + (sameRegion ? 0 : regionPenalty)
    );
  };
}

/**
 * The listings a publish took away (each as it was) and brought (each as it is), arranged for
 * `suggestionsHold`: the added ones that could be suggested at all, by goal and type family, sorted by
 * price, so that each listing's check reads only those near its own price. Checking each of 100,000
 * listings against all of 1,000 changes took 41 s of a publish; this reads a handful per listing.
 */
export interface CandidateChanges<T extends SimilarCandidate = SimilarCandidate> {
  readonly gone: ReadonlySet<T>;
  readonly added: ReadonlyMap<string, readonly T[]>;
}

export function candidateChanges<T extends SimilarCandidate>(
  gone: readonly T[],
  added: readonly T[],
): CandidateChanges<T> {
  const groups = new Map<string, T[]>();
  for (const candidate of added) {
    // Never a suggestion for any listing (the scorer's first test).
    if (isSoldOrRented(candidate.Marquee)) continue;
    const key = groupKey(candidate.Goal, candidate.WebID);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [candidate]);
    else group.push(candidate);
  }
  for (const group of groups.values()) group.sort((a, b) => a.Price - b.Price || a.ID - b.ID);
  return { gone: new Set(gone), added: groups };
}

/**
 * Whether `found`, a listing's suggestions among some candidates (similarProperties or similarFromIndex
 * with the same `limit`), stays its suggestions once the candidates `changes.gone` leave and
 * `changes.added` join: none of those gone was suggested, and none of those added ranks before the last
 * suggestion (or fills a place left free). A publish that changed a few listings works out again only
 * the blocks it may have changed, not those of the 100,000 others.
 */
export function suggestionsHold(
  listing: SimilarCandidate,
  found: readonly SimilarCandidate[],
  changes: CandidateChanges,
  limit = maxSimilar,
): boolean {
  if (found.some((candidate) => changes.gone.has(candidate))) return false;
  const last = found[found.length - 1];
  // No place at all (a limit of 0): nothing can join.
  if (last === undefined && found.length >= limit) return true;
  const scoreOf = scorer(listing);
  const lastScore = last === undefined ? undefined : scoreOf(last);
  // The suggestion an added listing must not rank before, when every place is taken.
  const bar =
    found.length >= limit && last !== undefined && lastScore !== undefined
      ? { score: lastScore, id: last.ID }
      : undefined;
  // Only an added listing at a price distance within that score can rank before it (type and region
  // only add to a score); with a place free, any within half to double the price.
  const reach = Math.min(bar?.score ?? Number.POSITIVE_INFINITY, Math.log2(maxPriceRatio));
  const near = nearPrice(
    changes.added.get(groupKey(listing.Goal, listing.WebID)) ?? [],
    listing.Price,
    reach,
  );
  return near.every((candidate) => {
    const score = scoreOf(candidate);
    if (score === undefined) return true;
    if (bar === undefined) return false;
    return score - bar.score > 0 || (score === bar.score && candidate.ID > bar.id);
  });
}

/**
 * The listings of a price-sorted group whose price distance from `price` may be at most `reach` (a
 * little more: Math.log2 is not promised to be exact); without a price, those of the same price.
 */
function nearPrice<T extends SimilarCandidate>(
  group: readonly T[],
  price: number,
  reach: number,
): readonly T[] {
  if (price <= 0) return group.slice(firstAtOrAbove(group, price), firstAbove(group, price));
  const factor = 2 ** (reach + stopSlack);
  return group.slice(firstAtOrAbove(group, price / factor), firstAbove(group, price * factor));
}

/** The candidates of `similarProperties`, grouped and sorted once so each detail page looks at a few. */
export type SimilarIndex<T extends SimilarCandidate> = {
  /**
   * Listings still on the market by goal and type family, then by region (undefined: none known), each
   * sorted by price, then ID.
   */
  readonly groups: ReadonlyMap<string, ReadonlyMap<string | undefined, readonly T[]>>;
};

// A type outside every family is only ever compared with its own WebID.
function groupKey(goal: number, webId: number): string {
  const own = family(webId);
  return own === -1 ? `${goal}:type${webId}` : `${goal}:family${own}`;
}

/** Groups `candidates` for `similarFromIndex`; build it once per export, not once per page. */
export function similarIndex<T extends SimilarCandidate>(candidates: readonly T[]): SimilarIndex<T> {
  const groups = new Map<string, Map<string | undefined, T[]>>();
  for (const candidate of candidates) {
    if (isSoldOrRented(candidate.Marquee)) continue;
    const key = groupKey(candidate.Goal, candidate.WebID);
    const region = regionFor(candidate.CountryID, candidate.Zip);
    let regions = groups.get(key);
    if (regions === undefined) {
      regions = new Map();
      groups.set(key, regions);
    }
    const group = regions.get(region);
    if (group === undefined) regions.set(region, [candidate]);
    else group.push(candidate);
  }
  for (const regions of groups.values())
    for (const group of regions.values()) group.sort((a, b) => a.Price - b.Price || a.ID - b.ID);
  return { groups };
}

type Scored<T> = { readonly candidate: T; readonly score: number };

const byScore = <T extends SimilarCandidate>(a: Scored<T>, b: Scored<T>) =>
  a.score - b.score || a.candidate.ID - b.candidate.ID;

// Math.log2 is not promised to be exactly monotonic: stop only once a price is clearly too far.
const stopSlack = 1e-9;

/**
 * The same suggestions as `similarProperties(listing, candidates, limit)`, from `similarIndex(candidates)`:
 * in the listing's own region first, then in each other one, it walks outwards from the listing's price,
 * closest price first, and stops once even a listing of the same type could no longer beat the fourth
 * best, so a page reads a handful of listings instead of the whole export.
 */
export function similarFromIndex<T extends SimilarCandidate>(
  listing: SimilarCandidate,
  index: SimilarIndex<T>,
  limit = maxSimilar,
): T[] {
  const regions = index.groups.get(groupKey(listing.Goal, listing.WebID)) ?? new Map();
  const region = regionFor(listing.CountryID, listing.Zip);
  const best: Scored<T>[] = [];
  const consider = (candidate: T, score: number) => {
    if (candidate.ID === listing.ID) return;
    const entry = { candidate, score };
    const worst = best[best.length - 1];
    if (best.length >= limit && (worst === undefined || byScore(entry, worst) >= 0)) return;
    best.push(entry);
    best.sort(byScore);
    if (best.length > limit) best.pop();
  };
  const walk = (group: readonly T[], penalty: number) => {
    const scored = (candidate: T, distance: number) =>
      distance + (candidate.WebID === listing.WebID ? 0 : typePenalty) + penalty;
    if (listing.Price <= 0) {
      // Without a price only the same (missing) price compares; rare enough to look at the whole group.
      for (const candidate of group) {
        const distance = priceDistance(listing.Price, candidate.Price);
        if (distance !== undefined) consider(candidate, scored(candidate, distance));
      }
      return;
    }
    let up = firstAtOrAbove(group, listing.Price);
    let down = up - 1;
    while (limit > 0) {
      const above = group[up];
      const below = group[down];
      const upDistance = above && priceDistance(listing.Price, above.Price);
      const downDistance = below && priceDistance(listing.Price, below.Price);
      // Past half or double the price every further listing is out of range too.
      if (upDistance === undefined && downDistance === undefined) break;
      const goUp = downDistance === undefined || (upDistance !== undefined && upDistance <= downDistance);
      const distance = (goUp ? upDistance : downDistance) as number;
      const worst = best[best.length - 1];
      if (best.length >= limit && worst !== undefined && distance + penalty > worst.score + stopSlack) break;
      if (goUp) {
        consider(above as T, scored(above as T, distance));
        up += 1;
      } else {
        consider(below as T, scored(below as T, distance));
        down -= 1;
      }
    }
  };
  // The own region first: its suggestions cost no penalty, so the other regions' walks stop sooner.
  const own = region === undefined ? undefined : regions.get(region);
  if (own !== undefined) walk(own, 0);
  for (const group of regions.values()) if (group !== own) walk(group, regionPenalty);
  return best.map(({ candidate }) => candidate);
}

// The first position in a price-sorted group whose price is at least `price` (the group's length if none).
function firstAtOrAbove(group: readonly SimilarCandidate[], price: number): number {
  return firstWhere(group, (candidate) => candidate.Price >= price);
}

// The first position in a price-sorted group whose price is over `price` (the group's length if none).
function firstAbove(group: readonly SimilarCandidate[], price: number): number {
  return firstWhere(group, (candidate) => candidate.Price > price);
}

// The first position of a price-sorted group where `reached` holds (it holds from there to the end).
function firstWhere(
  group: readonly SimilarCandidate[],
  reached: (candidate: SimilarCandidate) => boolean,
): number {
  let low = 0;
  let high = group.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (reached(group[middle] as SimilarCandidate)) high = middle;
    else low = middle + 1;
  }
  return low;
}
