import { describe, expect, it } from 'vitest';
import { buildMapPlaces, isMapPlaces, mapPlacesUrl, placesAt } from './map-places';
import type { SearchIndexEntry } from './search-index';

const entry = (id: number, place?: { lat: number; lng: number }, marquee = 0): SearchIndexEntry => ({
  id,
  goal: 0,
  marquee,
  webId: 1,
  city: 'GENT',
  zip: '9000',
  price: 100_000 * id,
  createdAt: `2026-01-0${id}`,
  url: `/property/${id}/`,
  title: `House ${id}`,
  priceText: `€ ${100_000 * id}`,
  facts: {},
  ...(place === undefined ? {} : place),
});

const ordered = [entry(3, { lat: 51.05, lng: 3.72 }, 4), entry(2), entry(1, { lat: 50.85, lng: 4.35 })];

describe('buildMapPlaces', () => {
  it('lists each listing in the given order: its place, its name and its Marquee code', () => {
    expect(buildMapPlaces(ordered)).toEqual({
      lat: [51.05, null, 50.85],
      lng: [3.72, null, 4.35],
      title: ['House 3', '', 'House 1'],
      marquee: [4, 0, 0],
    });
  });

  it('holds no price, link or picture: a new price leaves the file as it was', () => {
    const cheaper = ordered.map((listing) => ({ ...listing, price: 1, priceText: '€ 1', url: '/other/' }));
    expect(JSON.stringify(buildMapPlaces(cheaper))).toBe(JSON.stringify(buildMapPlaces(ordered)));
  });
});

describe('placesAt', () => {
  it('gives the markers of the positions asked, in the order asked, leaving off those without a place', () => {
    const places = buildMapPlaces(ordered);
    expect(placesAt(places, [2, 1, 0])).toEqual([
      { position: 2, lat: 50.85, lng: 4.35, title: 'House 1', marquee: 0 },
      { position: 0, lat: 51.05, lng: 3.72, title: 'House 3', marquee: 4 },
    ]);
    expect(placesAt(places, [])).toEqual([]);
  });

  it('leaves off a position the file does not have (a file older than the filter index)', () => {
    expect(placesAt(buildMapPlaces(ordered), [7])).toEqual([]);
  });
});

describe('isMapPlaces', () => {
  it("takes the map's columns, and neither a card shard, an error page's JSON nor nothing", () => {
    expect(isMapPlaces(JSON.parse(JSON.stringify(buildMapPlaces(ordered))))).toBe(true);
    expect(isMapPlaces(ordered)).toBe(false);
    expect(isMapPlaces({ error: 'Not found' })).toBe(false);
    expect(isMapPlaces({ lat: [], lng: [], title: [] })).toBe(false);
    expect(isMapPlaces(null)).toBe(false);
  });
});

describe('mapPlacesUrl', () => {
  it('sits beside the card shards of the language and section', () => {
    expect(mapPlacesUrl('fr', 'rent')).toBe('/search-index/fr/rent/places.json');
  });
});
