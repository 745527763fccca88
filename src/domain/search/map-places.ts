// What the results map view draws its markers from: a section's listings in one language, as columns in
// the filter index's order (the results' default order), each listing's position, its card's title (the
// marker's name) and its Marquee code (the site's map settings may leave some codes off). The map takes
// the positions a search matches from the filter index, as the list does, and fetches a listing's card
// (card-shards.ts) only for the popup a visitor opens. The file holds no price, so a publish of new
// prices writes none of it: the whole index it replaces (every card of the section) was rewritten by
// every publish, some 220 MB at 100,000 listings in four languages, and was every map visitor's download.

import type { SearchIndexEntry } from './search-index';

/** The map's columns of a section in one language, by position in the default order. */
export interface MapPlaces {
  /** The marker's position; null where the listing has none (it is left off the map). */
  readonly lat: readonly (number | null)[];
  readonly lng: readonly (number | null)[];
  /** The card's title, the marker's name ('' where the listing has no position). */
  readonly title: readonly string[];
  /** The export's Marquee code. */
  readonly marquee: readonly number[];
}

/** The map's columns of a section's index in one language, given in the default order. */
export function buildMapPlaces(ordered: readonly SearchIndexEntry[]): MapPlaces {
  const placed = (entry: SearchIndexEntry) => entry.lat !== undefined && entry.lng !== undefined;
  return {
    lat: ordered.map((entry) => (placed(entry) ? (entry.lat as number) : null)),
    lng: ordered.map((entry) => (placed(entry) ? (entry.lng as number) : null)),
    title: ordered.map((entry) => (placed(entry) ? entry.title : '')),
    marquee: ordered.map((entry) => entry.marquee),
  };
}

/** Whether a fetched file has the map's columns: a broken or foreign file leaves the map empty. */
export function isMapPlaces(data: unknown): data is MapPlaces {
  if (typeof data !== 'object' || data === null) return false;
  const columns = data as Record<string, unknown>;
  return ['lat', 'lng', 'title', 'marquee'].every((name) => Array.isArray(columns[name]));
}

/** A marker of the results map: the listing's position in the order, where it lies and its name. */
export interface MapPlace {
  readonly position: number;
  readonly lat: number;
  readonly lng: number;
  readonly title: string;
  readonly marquee: number;
}

/** The markers of the listings at `positions` (a search's matches) that have a place on the map. */
export function placesAt(places: MapPlaces, positions: readonly number[]): MapPlace[] {
  return positions.flatMap((position) => {
    const lat = places.lat[position];
    const lng = places.lng[position];
    if (lat === undefined || lat === null || lng === undefined || lng === null) return [];
    return [
      {
        position,
        lat,
        lng,
        title: places.title[position] ?? '',
        marquee: places.marquee[position] ?? 0,
      },
    ];
  });
}

/**
 * The URL of the map's file of a section in a language. Beside its card shards; the whole index it
 * replaced, /search-index/<locale>/<section>.json, is no longer written: a results page loaded before
 * finds nothing there, and its map stays empty until the page is loaded again.
 */
export function mapPlacesUrl(locale: string, section: string): string {
  return `/search-index/${locale}/${section}/places.json`;
}
