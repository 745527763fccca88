// The property search: its state, the state in the URL, filtering, sorting, paging and the option lists.

import { formatCityName } from '../listing/city';
import { type Goal, isSoldOrRented } from '../listing/status';
import { clampPrice, priceRange } from './price-slider';

/** Minimum room counts of the search form; 0 means "any". */
export const roomFields = ['bedrooms', 'bathrooms', 'showerrooms', 'toilets', 'garages'] as const;

/** One of the room counters. */
export type RoomField = (typeof roomFields)[number];

/**
 * What a visitor searches for. `text` is the free text (a reference, a town or a zip), `cities` hold
 * "name|zip" values (see cityValue), `types` WebIDs.
 */
export interface SearchState extends Record<RoomField, number> {
  readonly goal: Goal;
  readonly text: string;
  readonly cities: readonly string[];
  readonly types: readonly number[];
  readonly price: readonly [min: number, max: number];
  readonly page: number;
}

/** The search with nothing chosen: the goal's full price range, first page. */
export function emptySearch(goal: Goal): SearchState {
  const { min, max } = priceRange(goal);
  return {
    goal,
    text: '',
    cities: [],
    types: [],
    bedrooms: 0,
    bathrooms: 0,
    showerrooms: 0,
    toilets: 0,
    garages: 0,
    price: [min, max],
    page: 1,
  };
}

/**
 * The value of a town under one postcode: lower-cased name, a bar, the zip ("gent|9000"). The filter
 * offers townValue; links made with this one still choose the town.
 */
export function cityValue(city: string, zip: string): string {
  return `${city.trim().toLowerCase()}|${zip.trim()}`;
}

/**
 * The value of a town option, whatever its postcodes: the folded name and a bar with no zip
 * ("luxembourg|"), so one town under several postcodes is one choice.
 */
export function townValue(name: string): string {
  return `${foldTownText(name)}|`;
}

/** The URL parameter and form field name of the free text, as the specification names it. */
export const textParam = 'search';

// Links written before the specification's name was followed still work: `q` is read when `search` is
// missing or empty.
const textAliases = [textParam, 'q'] as const;

/**
 * Whether two searches hold the same choices, field by field (the results page's form keeps its own state
 * when the address reads back the search it applied, rather than being drawn again).
 */
export function sameSearch(a: SearchState, b: SearchState): boolean {
  const sameList = (x: readonly unknown[], y: readonly unknown[]) =>
    x.length === y.length && x.every((value, index) => value === y[index]);
  return (
    a.goal === b.goal &&
    a.text === b.text &&
    a.page === b.page &&
    sameList(a.cities, b.cities) &&
    sameList(a.types, b.types) &&
    sameList(a.price, b.price) &&
    roomFields.every((field) => a[field] === b[field])
  );
}

/**
 * The state as URL parameters: the free text as `search` (the specification's name) when not empty,
 * repeatable `city` and `type`, room counts only above 0, `price=min-max` only when it differs from the
 * goal's full range, `page` only above 1. The goal is not in the query: it is in the path.
 */
export function searchToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text !== '') params.set(textParam, state.text);
  for (const city of state.cities) params.append('city', city);
  for (const type of state.types) params.append('type', String(type));
  for (const field of roomFields) if (state[field] > 0) params.set(field, String(state[field]));
  const { min, max } = priceRange(state.goal);
  if (state.price[0] !== min || state.price[1] !== max)
    params.set('price', `${state.price[0]}-${state.price[1]}`);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const wholeNumber = (text: string | null) =>
  text !== null && /^\s*-?\d+\s*$/.test(text) ? Number(text) : undefined;

/**
 * Reads the URL parameters leniently: the free text from `search` (or its older alias `q`), bad values are ignored, counts below 0 become 0, the price range is
 * clamped into the goal's range (and put in order), a page below 1 becomes 1, duplicate cities and types
 * are dropped. `searchToParams` then `paramsToSearch` gives the same state back.
 */
export function paramsToSearch(params: URLSearchParams, goal: Goal): SearchState {
  const state = emptySearch(goal);
  const cities = [
    ...new Set(
      params
        .getAll('city')
        .map((value) => value.trim().toLowerCase())
        .filter((value) => /^[^|]+\|[^|]*$/.test(value)),
    ),
  ];
  const types = [
    ...new Set(
      params
        .getAll('type')
        .map(wholeNumber)
        .filter((value): value is number => value !== undefined && value > 0),
    ),
  ];
  const rooms = Object.fromEntries(
    roomFields.map((field) => [field, Math.max(0, wholeNumber(params.get(field)) ?? 0)]),
  ) as Record<RoomField, number>;
  const priceMatch = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(params.get('price') ?? '');
  let price = state.price;
  if (priceMatch) {
    const low = clampPrice(Number(priceMatch[1]), goal);
    const high = clampPrice(Number(priceMatch[2]), goal);
    price = [Math.min(low, high), Math.max(low, high)];
  }
  return {
    ...state,
    ...rooms,
    text: textAliases.map((name) => (params.get(name) ?? '').trim()).find((text) => text !== '') ?? '',
    cities,
    types,
    price,
    page: Math.max(1, wholeNumber(params.get('page')) ?? 1),
  };
}

/** The fields of a listing the search needs; a property of the export maps onto it. */
export interface SearchListing {
  readonly id: number;
  readonly goal: Goal;
  readonly marquee: number;
  readonly webId: number;
  /** The other types the listing is published under (the CRM's WebIDs besides webId). */
  readonly otherWebIds?: readonly number[] | undefined;
  /** The town as the listing's first record names it: the city filter's value, the same in every language. */
  readonly city: string;
  /** The town as the page's language names it, when not as `city` ("Gand" for Gent): shown and searched. */
  readonly cityName?: string | undefined;
  /** The town's names in the export's other languages, besides these two ("Ghent"): searched, not shown. */
  readonly otherCityNames?: readonly string[] | undefined;
  readonly zip: string;
  /** undefined when the agency does not publish it: unknown, never 0. */
  readonly price?: number | undefined;
  readonly bedrooms?: number | undefined;
  readonly bathrooms?: number | undefined;
  readonly showerRooms?: number | undefined;
  readonly toilets?: number | undefined;
  readonly garages?: number | undefined;
  readonly reference?: string | undefined;
  /** ISO date the listing was created: the order of 'newest'. */
  readonly createdAt?: string | undefined;
}

/** The listing's count each room filter reads. */
export const listingRoom: Record<RoomField, keyof SearchListing> = {
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  showerrooms: 'showerRooms',
  toilets: 'toilets',
  garages: 'garages',
};

/** Lower-cases and removes accents, so "Liège" matches "liege". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * foldText, with hyphens, spaces and apostrophes (straight or curly) alike: "Braine l'Alleud",
 * "Braine-l’Alleud" and "braine l alleud" fold to the same text, as do "Esch sur Alzette" and
 * "Esch-sur-Alzette".
 */
export function foldTownText(text: string): string {
  return foldText(text)
    .replace(/[\s\-‐‑–'’‘`´]+/g, ' ')
    .trim();
}

/** Every name of a listing's town, folded (foldTownText): its City, its name here and in other languages. */
function townNamesOf(listing: SearchListing): string[] {
  return [listing.city, listing.cityName ?? '', ...(listing.otherCityNames ?? [])]
    .map(foldTownText)
    .filter((name) => name !== '');
}

/** Whether a listing is in a chosen town: "name|" by any of its names, "name|zip" under that postcode too. */
function inChosenTown(listing: SearchListing, chosen: ReadonlySet<string>): boolean {
  const names = townNamesOf(listing);
  const zip = listing.zip.trim();
  for (const value of chosen) {
    const bar = value.indexOf('|');
    const wanted = value.slice(bar + 1);
    if ((wanted === '' || wanted === zip) && names.includes(foldTownText(value.slice(0, bar)))) return true;
  }
  return false;
}

/**
 * Whether a listing matches a free text: inside its reference or one of its town's names (in any of the
 * export's languages: "Gand" finds Gent on a Dutch page, "Luxemburg" Luxembourg on a French one), or
 * the start of its zip, ignoring case, accents, and the difference between hyphens, spaces and
 * apostrophes. An empty text matches every listing.
 */
export function matchesText(listing: SearchListing, text: string): boolean {
  const query = foldTownText(text);
  if (query === '') return true;
  if (listing.reference !== undefined && foldTownText(listing.reference).includes(query)) return true;
  if (townNamesOf(listing).some((name) => name.includes(query))) return true;
  return listing.zip.startsWith(foldText(text));
}

/** Every type a listing is published under: its main WebID, then the others of the CRM's WebIDs. */
export function typesOf(listing: Pick<SearchListing, 'webId' | 'otherWebIds'>): readonly number[] {
  return listing.otherWebIds === undefined ? [listing.webId] : [listing.webId, ...listing.otherWebIds];
}

/**
 * The listings that match: the goal; one of the chosen cities and types (none chosen = all; a listing
 * published under several types matches any of them); at least the chosen room counts (a listing without
 * the count does not match a minimum); a price within the range, where a max at the range's top means no
 * upper limit, and an unknown price (not published) matches only the full range; the free text as
 * matchesText says.
 */
export function filterProperties<L extends SearchListing>(list: readonly L[], state: SearchState): L[] {
  const cities = new Set(state.cities);
  const types = new Set(state.types);
  const { min: bottom, max: top } = priceRange(state.goal);
  const [min, max] = state.price;
  return list.filter((listing) => {
    if (listing.goal !== state.goal) return false;
    if (cities.size > 0 && !inChosenTown(listing, cities)) return false;
    if (types.size > 0 && !typesOf(listing).some((webId) => types.has(webId))) return false;
    for (const field of roomFields) {
      const wanted = state[field];
      const count = listing[listingRoom[field]];
      if (wanted > 0 && !(typeof count === 'number' && count >= wanted)) return false;
    }
    // An unknown price matches no price range; with the goal's full range it is not asked about.
    if (listing.price === undefined) {
      if (min > bottom || max < top) return false;
    } else if (listing.price < min || (max < top && listing.price > max)) return false;
    return matchesText(listing, state.text);
  });
}

/** The orders a result list can be shown in. */
export type SortKey = 'newest' | 'price-asc' | 'price-desc';

/** Every sort key, the default first. */
export const sortKeys = ['newest', 'price-asc', 'price-desc'] as const satisfies readonly SortKey[];

/**
 * A sorted copy: 'newest' by creation date (undated last), then the higher ID first; by price up or
 * down, equal prices newest ID first, unknown prices (not published) last either way. In every order
 * what is still on the market comes first and what is sold or rented after it: a visitor looking for a
 * home meets the ones they can visit, and the agency's track record follows (its cards show the status
 * in place of a price, which would read as a break in a list sorted by price).
 */
export function sortProperties<L extends SearchListing>(list: readonly L[], sort: SortKey): L[] {
  const gone = (listing: L) => (isSoldOrRented(listing.marquee) ? 1 : 0);
  const byId = (a: L, b: L) => b.id - a.id;
  const byPrice = (a: L, b: L, direction: 1 | -1) =>
    a.price === undefined || b.price === undefined
      ? (a.price === undefined ? 1 : 0) - (b.price === undefined ? 1 : 0)
      : direction * (a.price - b.price);
  const compare: Record<SortKey, (a: L, b: L) => number> = {
    newest: (a, b) => {
      const left = a.createdAt ?? '';
      const right = b.createdAt ?? '';
      return left === right ? byId(a, b) : left < right ? 1 : -1;
    },
    'price-asc': (a, b) => byPrice(a, b, 1) || byId(a, b),
    'price-desc': (a, b) => byPrice(a, b, -1) || byId(a, b),
  };
  const order = compare[sort];
  return [...list].sort((a, b) => gone(a) - gone(b) || order(a, b));
}

/** One page of results, for "page X of Y" and the pager. */
export interface Page<T> {
  readonly items: T[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/** Cuts a page out of a list; the page is clamped to 1..pageCount and there is always at least one page. */
export function paginate<T>(list: readonly T[], page: number, perPage: number): Page<T> {
  const size = Math.max(1, Math.floor(perPage));
  const pageCount = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(pageCount, Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1));
  return {
    items: list.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    total: list.length,
  };
}

/** A town in the search form, with how many listings it has for the goal. */
export interface CityOption {
  /** townValue of the name: every postcode of the town at once. */
  readonly value: string;
  readonly name: string;
  /** The town's postcodes among the listings, in order. */
  readonly zips: readonly string[];
  readonly count: number;
}

/**
 * The town with the most listings among a search's town choices (the first by name when two have as
 * many), or undefined when there is none: the example the free-text field offers, so that it finds
 * listings in the section it searches.
 */
export function mostListedTown(cities: readonly Pick<CityOption, 'name' | 'count'>[]): string | undefined {
  let best: Pick<CityOption, 'name' | 'count'> | undefined;
  for (const city of cities) {
    if (best === undefined || city.count > best.count || (city.count === best.count && city.name < best.name))
      best = city;
  }
  return best?.name;
}

/**
 * The towns that have listings for the goal, named in the page's language and sorted by name: one choice
 * per name, whatever the postcodes (Luxembourg's many, or a town whose listings' first records are in
 * different languages), where a choice per postcode showed "Luxembourg (1)" several times. With no goal,
 * every listing counts (abroad lists both goals).
 */
export function cityOptions(list: readonly SearchListing[], goal: Goal | undefined): CityOption[] {
  const towns = new Map<string, { readonly name: string; readonly zips: Set<string>; count: number }>();
  for (const listing of list) {
    if (goal !== undefined && listing.goal !== goal) continue;
    const { name, value } = townOf(listing);
    const zip = listing.zip.trim();
    const known = towns.get(value);
    if (known === undefined) towns.set(value, { name, zips: new Set([zip]), count: 1 });
    else {
      known.zips.add(zip);
      known.count += 1;
    }
  }
  return [...towns]
    .map(([value, { name, zips, count }]) => ({ value, name, zips: [...zips].sort(), count }))
    .sort((a, b) => townOrder.compare(a.name, b.name));
}

// A town as the form offers it, by the name a listing gives it: worked out once per name (a few thousand
// at most), as every page with the form counts the towns of every listing in four languages.
const townsByName = new Map<string, { readonly name: string; readonly value: string }>();

function townOf(listing: SearchListing): { readonly name: string; readonly value: string } {
  const key = listing.cityName ?? `\0${listing.city}`;
  let town = townsByName.get(key);
  if (town === undefined) {
    const name = listing.cityName ?? formatCityName(listing.city);
    town = { name, value: townValue(name) };
    townsByName.set(key, town);
  }
  return town;
}

// One collator for every comparison: localeCompare with a locale makes one per call.
const townOrder = new Intl.Collator('nl-BE', { sensitivity: 'base' });

/** A property type in the search form (the caller names it by WebID), with its count for the goal. */
export interface TypeOption {
  readonly webId: number;
  readonly count: number;
}

/**
 * The types that have listings for the goal, the most common first (then by WebID); a listing published
 * under several types counts in each of them. With no goal, every listing counts.
 */
export function typeOptions(list: readonly SearchListing[], goal: Goal | undefined): TypeOption[] {
  const counts = new Map<number, number>();
  for (const listing of list) {
    if (goal !== undefined && listing.goal !== goal) continue;
    for (const webId of typesOf(listing)) counts.set(webId, (counts.get(webId) ?? 0) + 1);
  }
  return [...counts]
    .map(([webId, count]) => ({ webId, count }))
    .sort((a, b) => b.count - a.count || a.webId - b.webId);
}
