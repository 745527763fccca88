// The filter index of a section: what filtering, counting and sorting read, as columns of numbers in the
// results' default order (newest first), the same in every language, split in parts so that a search
// loads only the columns its filters read. The card of a listing comes from the card shards instead
// (card-shards.ts), fetched only for the page of results shown. Counts are then exact for any filter
// combination, since every listing of the section is in every column.

import { isSoldOrRented } from '../listing/status';
import { priceRange } from './price-slider';
import type { ResultsView } from './results-view';
import {
  emptySearch,
  foldText,
  foldTownText,
  listingRoom,
  type Page,
  paginate,
  type RoomField,
  roomFields,
  type SearchListing,
  type SearchState,
} from './search';

/** A town under one postcode: every name the export gives it in any language (foldTownText), its zip. */
export interface FilterTown {
  readonly names: readonly string[];
  readonly zip: string;
}

/** The parts of a filter index, each its own file; the columns are indexed by position in the order. */
export interface FilterIndexParts {
  /** The town filter and the free text: the towns, and each listing's town by its number among them. */
  readonly towns: { readonly towns: readonly FilterTown[]; readonly town: readonly number[] };
  /** The type filter: the main WebID, and the other WebIDs of the few listings published under several. */
  readonly types: {
    readonly webId: readonly number[];
    readonly others: Readonly<Record<string, readonly number[]>>;
  };
  /** The price filter and the price orders: null where the price is not published. */
  readonly price: { readonly price: readonly (number | null)[] };
  /** The room counters: 0 where the count is unknown (the filter treats both alike). */
  readonly rooms: Readonly<Record<RoomField, readonly number[]>>;
  /**
   * The price orders' tie-break: the IDs, each as its difference to the one before (mostly small, so the
   * file packs well), and the first position of a sold or rented listing (the order puts them last).
   */
  readonly ids: { readonly idSteps: readonly number[]; readonly firstGone: number };
  /** The free text: the references ('' where none). */
  readonly text: { readonly reference: readonly string[] };
}

/** One part of a filter index. */
export type FilterPart = keyof FilterIndexParts;

/** Every part, in the order of their files. */
export const filterParts = [
  'towns',
  'types',
  'price',
  'rooms',
  'ids',
  'text',
] as const satisfies readonly FilterPart[];

/** The parts loaded so far. */
export type LoadedParts = Partial<FilterIndexParts>;

/** Every name of a listing's town, folded, once each. */
const townNames = (listing: SearchListing): string[] => [
  ...new Set(
    [listing.city, listing.cityName ?? '', ...(listing.otherCityNames ?? [])]
      .map(foldTownText)
      .filter((name) => name !== ''),
  ),
];

/**
 * The filter index of a section's listings, given in the results' default order (sortProperties,
 * 'newest'), as the search index of every language lists them.
 */
export function buildFilterIndex(ordered: readonly SearchListing[]): FilterIndexParts {
  const towns: FilterTown[] = [];
  const townNumbers = new Map<string, number>();
  const town = ordered.map((listing) => {
    const names = townNames(listing).sort();
    const key = `${names.join('\u0000')}\u0001${listing.zip}`;
    let number = townNumbers.get(key);
    if (number === undefined) {
      number = towns.length;
      towns.push({ names, zip: listing.zip });
      townNumbers.set(key, number);
    }
    return number;
  });
  const others: Record<string, readonly number[]> = {};
  for (const [position, listing] of ordered.entries())
    if (listing.otherWebIds !== undefined && listing.otherWebIds.length > 0)
      others[position] = listing.otherWebIds;
  const firstGone = ordered.findIndex((listing) => isSoldOrRented(listing.marquee));
  return {
    towns: { towns, town },
    types: { webId: ordered.map((listing) => listing.webId), others },
    price: { price: ordered.map((listing) => listing.price ?? null) },
    rooms: Object.fromEntries(
      roomFields.map((field) => [
        field,
        ordered.map((listing) => {
          const count = listing[listingRoom[field]];
          return typeof count === 'number' ? count : 0;
        }),
      ]),
    ) as Record<RoomField, number[]>,
    ids: {
      idSteps: ordered.map((listing, position) => listing.id - (ordered[position - 1]?.id ?? 0)),
      firstGone: firstGone < 0 ? ordered.length : firstGone,
    },
    text: { reference: ordered.map((listing) => listing.reference ?? '') },
  };
}

const roomsChosen = (search: SearchState) => roomFields.some((field) => search[field] > 0);

const priceChosen = (search: SearchState) => {
  const { min, max } = priceRange(search.goal);
  return search.price[0] !== min || search.price[1] !== max;
};

/** The parts a view reads: none for the whole section newest first. */
export function partsFor(view: ResultsView): FilterPart[] {
  const { search } = view;
  const text = search.text.trim() !== '';
  const wanted = new Set<FilterPart>();
  if (search.cities.length > 0 || text) wanted.add('towns');
  if (text) wanted.add('text');
  if (search.types.length > 0) wanted.add('types');
  if (priceChosen(search) || view.sort !== 'newest') wanted.add('price');
  if (roomsChosen(search)) wanted.add('rooms');
  if (view.sort !== 'newest') wanted.add('ids');
  return filterParts.filter((part) => wanted.has(part));
}

// Made once per loaded column: the folded references, the IDs summed up, the prices as numbers (NaN where
// unknown: a column of plain numbers is read faster than one mixed with null) and the other types by
// position.
const foldedReferences = new WeakMap<readonly string[], string[]>();
const summedIds = new WeakMap<readonly number[], number[]>();
const numericPrices = new WeakMap<readonly (number | null)[], Float64Array>();
const otherTypes = new WeakMap<object, Map<number, readonly number[]>>();

function pricesOf(column: readonly (number | null)[]): Float64Array {
  let prices = numericPrices.get(column);
  if (prices === undefined) {
    prices = Float64Array.from(column, (price) => price ?? Number.NaN);
    numericPrices.set(column, prices);
  }
  return prices;
}

function othersOf(others: Readonly<Record<string, readonly number[]>>): Map<number, readonly number[]> {
  let byPosition = otherTypes.get(others);
  if (byPosition === undefined) {
    byPosition = new Map(Object.entries(others).map(([position, types]) => [Number(position), types]));
    otherTypes.set(others, byPosition);
  }
  return byPosition;
}

function referencesOf(column: readonly string[]): string[] {
  let folded = foldedReferences.get(column);
  if (folded === undefined) {
    folded = column.map(foldTownText);
    foldedReferences.set(column, folded);
  }
  return folded;
}

function idsOf(steps: readonly number[]): number[] {
  let ids = summedIds.get(steps);
  if (ids === undefined) {
    let id = 0;
    ids = steps.map((step) => {
      id += step;
      return id;
    });
    summedIds.set(steps, ids);
  }
  return ids;
}

/** For each town, whether it is one of the chosen ("name|" by any name, "name|zip" under that zip too). */
function chosenTowns(towns: readonly FilterTown[], chosen: readonly string[]): boolean[] {
  const wanted = chosen.map((value) => {
    const bar = value.indexOf('|');
    return { name: foldTownText(value.slice(0, bar)), zip: value.slice(bar + 1) };
  });
  return towns.map((town) =>
    wanted.some(({ name, zip }) => (zip === '' || zip === town.zip.trim()) && town.names.includes(name)),
  );
}

/** For each town, whether the free text finds it: inside one of its names, or the start of its zip. */
function textTowns(towns: readonly FilterTown[], text: string): boolean[] {
  const query = foldTownText(text);
  const zipStart = foldText(text);
  return towns.map(
    (town) => town.names.some((name) => name.includes(query)) || town.zip.startsWith(zipStart),
  );
}

/**
 * How many listings a free text finds in a section (matchesText), from its towns and text parts;
 * undefined until both are loaded.
 */
export function textMatchCount(parts: LoadedParts, text: string): number | undefined {
  if (parts.towns === undefined || parts.text === undefined) return undefined;
  const view: ResultsView = { search: { ...emptySearch(0), text }, sort: 'newest' };
  return viewPositions(parts.towns.town.length, parts, view).length;
}

/** A view's parts are all loaded. */
export function hasParts(parts: LoadedParts, view: ResultsView): boolean {
  return partsFor(view).every((part) => parts[part] !== undefined);
}

/**
 * The positions of the listings a view matches, in its order: the rules of filterProperties and
 * sortProperties, on the columns (see viewResults). `count` is the section's number of listings; the
 * view's parts must be loaded (hasParts).
 */
export function viewPositions(count: number, parts: LoadedParts, view: ResultsView): number[] {
  const match = matcher(parts, view);
  const positions: number[] = [];
  for (let position = 0; position < count; position++) if (match(position)) positions.push(position);
  if (view.sort === 'newest') return positions;
  return sortByPrice(positions, parts, view.sort === 'price-asc' ? 1 : -1);
}

/**
 * The page of positions a view lists (its `page` of `perPage`, clamped as paginate does), with the count
 * of all its matches: viewPositions paged, without a list of every match in the default order.
 */
export function viewPage(
  count: number,
  parts: LoadedParts,
  view: ResultsView,
  perPage: number,
): Page<number> {
  if (view.sort !== 'newest') return paginate(viewPositions(count, parts, view), view.search.page, perPage);
  const match = matcher(parts, view);
  const pageOf = (page: number) => {
    const start = (page - 1) * perPage;
    const items: number[] = [];
    let total = 0;
    for (let position = 0; position < count; position++) {
      if (!match(position)) continue;
      if (total >= start && total < start + perPage) items.push(position);
      total++;
    }
    return { items, total };
  };
  const wanted = Math.max(1, Number.isFinite(view.search.page) ? Math.floor(view.search.page) : 1);
  let { items, total } = pageOf(wanted);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  // A page past the last one shows the last, as paginate does: a second pass, only then.
  if (wanted > pageCount) items = pageOf(pageCount).items;
  return { items, page: Math.min(wanted, pageCount), pageCount, total };
}

/** Whether the listing at a position matches a view's filters; the view's parts must be loaded. */
function matcher(parts: LoadedParts, view: ResultsView): (position: number) => boolean {
  const { search } = view;
  const need = <P extends FilterPart>(part: P): FilterIndexParts[P] => {
    const loaded = parts[part];
    if (loaded === undefined) throw new Error(`the filter index part ${part} is not loaded`);
    return loaded;
  };
  const checks: ((position: number) => boolean)[] = [];
  if (search.cities.length > 0) {
    const { towns, town } = need('towns');
    const chosen = chosenTowns(towns, search.cities);
    checks.push((position) => chosen[town[position] ?? -1] === true);
  }
  if (search.types.length > 0) {
    const { webId, others } = need('types');
    const byPosition = othersOf(others);
    const types = new Set(search.types);
    checks.push(
      (position) =>
        types.has(webId[position] ?? 0) || (byPosition.get(position) ?? []).some((type) => types.has(type)),
    );
  }
  for (const field of roomFields) {
    const wanted = search[field];
    if (wanted > 0) {
      const column = need('rooms')[field];
      checks.push((position) => (column[position] ?? 0) >= wanted);
    }
  }
  if (priceChosen(search)) {
    const price = pricesOf(need('price').price);
    const { min: bottom, max: top } = priceRange(search.goal);
    const [min, max] = search.price;
    // An unknown price matches no price range other than the full one.
    const unknownMatches = !(min > bottom || max < top);
    const upTo = max < top ? max : Number.POSITIVE_INFINITY;
    checks.push((position) => {
      const value = price[position] ?? Number.NaN;
      return Number.isNaN(value) ? unknownMatches : value >= min && value <= upTo;
    });
  }
  if (foldTownText(search.text) !== '') {
    const { towns, town } = need('towns');
    const found = textTowns(towns, search.text);
    const references = referencesOf(need('text').reference);
    const query = foldTownText(search.text);
    checks.push(
      (position) => found[town[position] ?? -1] === true || (references[position] ?? '').includes(query),
    );
  }
  const [first, second, ...rest] = checks;
  if (first === undefined) return () => true;
  if (second === undefined) return first;
  if (rest.length === 0) return (position) => first(position) && second(position);
  return (position) => checks.every((check) => check(position));
}

/** Positions in a price order: what is on the market first, unknown prices last, then the higher ID. */
function sortByPrice(positions: number[], parts: LoadedParts, direction: 1 | -1): number[] {
  if (parts.price === undefined || parts.ids === undefined)
    throw new Error('the filter index parts price and ids are not loaded');
  const price = pricesOf(parts.price.price);
  const ids = idsOf(parts.ids.idSteps);
  const { firstGone } = parts.ids;
  const gone = (position: number) => (position >= firstGone ? 1 : 0);
  return positions.sort((a, b) => {
    const left = price[a] ?? Number.NaN;
    const right = price[b] ?? Number.NaN;
    const byPrice =
      Number.isNaN(left) || Number.isNaN(right)
        ? (Number.isNaN(left) ? 1 : 0) - (Number.isNaN(right) ? 1 : 0)
        : direction * (left - right);
    return gone(a) - gone(b) || byPrice || (ids[b] ?? 0) - (ids[a] ?? 0);
  });
}
