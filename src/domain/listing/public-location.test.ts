// Unit tests of what a listing page reveals of a property's location.
import { describe, expect, it } from 'vitest';
import {
  type LocatedListing,
  mapPosition,
  openStreetMapUrl,
  publicAddress,
  publicStreet,
} from './public-location';

const listing: LocatedListing = {
  Street: 'Kortrijksesteenweg',
  HouseNumber: '146',
  BoxNr: '2',
  Zip: '9000',
  City: 'GENT',
  PublicAddress: true,
  Latitude: 51.041973,
  Longitude: 3.731351,
};

describe('publicStreet', () => {
  it("writes the box number after the language's word, as given (a German noun keeps its capital)", () => {
    expect(publicStreet(listing, 'Briefkasten')).toBe('Kortrijksesteenweg 146 Briefkasten 2');
  });

  it('reads a project the same way: a box number never follows the house number bare', () => {
    const project = { Street: 'Drève des Chasseurs', HouseNumber: '12', BoxNr: '3', PublicAddress: true };
    expect(publicStreet(project, 'boîte')).toBe('Drève des Chasseurs 12 boîte 3');
    expect(publicStreet({ ...project, PublicAddress: false }, 'boîte')).toBeUndefined();
  });
});

describe('publicAddress', () => {
  it('shows street, number and box when the address is public', () => {
    expect(publicAddress(listing, 'box', 'en')).toEqual({
      street: 'Kortrijksesteenweg 146 box 2',
      locality: '9000 Gent',
      withheld: false,
    });
  });

  it('withholds the street line when the address is not public or not said to be', () => {
    for (const PublicAddress of [false, undefined]) {
      expect(publicAddress({ ...listing, PublicAddress }, 'box', 'en')).toEqual({
        street: undefined,
        locality: '9000 Gent',
        withheld: true,
      });
    }
  });

  it("names the town in the page's language when the records name it so", () => {
    const named = { ...listing, CityName: { nl: 'Gent', fr: 'Gand' } };
    expect(publicAddress(named, 'boîte', 'fr').locality).toBe('9000 Gand');
    expect(publicAddress(named, 'box', 'en').locality).toBe('9000 Gent');
  });

  it('has no street line without a street', () => {
    expect(
      publicAddress({ Zip: '1000', City: 'Bruxelles', PublicAddress: true }, 'box', 'en').street,
    ).toBeUndefined();
  });
});

describe('mapPosition', () => {
  it('gives the exact position of a public address', () => {
    expect(mapPosition(listing)).toEqual({ latitude: 51.041973, longitude: 3.731351, approximate: false });
  });

  it('rounds a private address to the neighbourhood', () => {
    expect(mapPosition({ ...listing, PublicAddress: false })).toEqual({
      latitude: 51.04,
      longitude: 3.73,
      approximate: true,
    });
  });

  it('has no position without both coordinates', () => {
    expect(mapPosition({ ...listing, Longitude: undefined })).toBeUndefined();
  });
});

describe('openStreetMapUrl', () => {
  it('puts a marker at the position, zoomed out for an approximate one', () => {
    expect(openStreetMapUrl({ latitude: 51.04, longitude: 3.73, approximate: false })).toBe(
      'https://www.openstreetmap.org/?mlat=51.04&mlon=3.73#map=17/51.04/3.73',
    );
    expect(openStreetMapUrl({ latitude: 51.04, longitude: 3.73, approximate: true })).toContain('#map=14/');
  });
});
