import { describe, expect, it } from 'vitest';
import { englishPriceWords } from '../listing/listing-price.fixtures';
import { buildSearchIndex, type IndexListing, searchIndexBytes, serializeSearchIndex } from './search-index';

const words = englishPriceWords;
const input = {
  section: 'sale' as const,
  locale: 'en' as const,
  words,
  typeName: (webId: number) => (webId === 1 ? 'House' : 'Flat'),
  title: (type: string, city: string) => `${type} in ${city}`,
  href: (params: { city: string; type: string; id: number }) =>
    `/property/${params.city}/${params.type}/${params.id}/`,
};

const listing = (ID: number, extra: Partial<IndexListing> = {}): IndexListing => ({
  ID,
  Goal: 0,
  Marquee: 0,
  WebID: 1,
  City: 'SINT-NIKLAAS',
  Zip: '9100',
  CountryID: 10,
  Price: 350_000,
  PriceUnit: 0,
  Bedrooms: 3,
  Bathrooms: 0,
  Reference: `REF-${ID}`,
  CreatedAt: `2026-02-0${ID}`,
  Latitude: 51.165_432,
  Longitude: 4.143_21,
  PublicAddress: true,
  Pictures: [{ Url: '/media/house-01.jpg', Width: 1600, Height: 1067 }],
  ...extra,
});

describe('buildSearchIndex', () => {
  it("lists only the section's listings, newest first", () => {
    const list = [listing(1), listing(2, { Goal: 1 }), listing(3, { CountryID: 34 }), listing(4)];
    expect(buildSearchIndex(list, input).map((entry) => entry.id)).toEqual([4, 1]);
  });

  it("names the town in the index's language, where it differs from the City, and only there", () => {
    const named = listing(1, { CityName: { nl: 'Sint-Niklaas', fr: 'Saint-Nicolas' } });
    const [french] = buildSearchIndex([named], { ...input, locale: 'fr' });
    expect(french).toMatchObject({ city: 'SINT-NIKLAAS', cityName: 'Saint-Nicolas' });
    expect(french?.title).toBe('House in Saint-Nicolas');
    expect(french?.url).toBe('/property/saint-nicolas/house/1/');
    const [dutch] = buildSearchIndex([named], { ...input, locale: 'nl' });
    expect(dutch).not.toHaveProperty('cityName');
    // The other language's name is searched, not shown.
    expect(dutch).toMatchObject({ otherCityNames: ['Saint-Nicolas'] });
  });

  it('carries the search fields and the decided card: link, title, price, photo, facts', () => {
    const [entry] = buildSearchIndex([listing(1, { WebID: 2 })], input);
    expect(entry).toMatchObject({
      id: 1,
      goal: 0,
      webId: 2,
      city: 'SINT-NIKLAAS',
      zip: '9100',
      price: 350_000,
      reference: 'REF-1',
      bedrooms: 3,
      url: '/property/sint-niklaas/flat/1/',
      title: 'Flat in Sint-Niklaas',
      priceText: '€350,000',
      photo: { url: '/media/house-01.jpg', width: 1600, height: 1067 },
      facts: { bedrooms: 3 },
    });
    expect(entry?.facts.bathrooms).toBeUndefined();
  });

  it('shows the status instead of the price of a sold listing', () => {
    const [entry] = buildSearchIndex([listing(1, { Marquee: 3 })], input);
    expect(entry?.priceText).toBe('Sold');
    expect(entry?.ribbon).toBe('sold');
  });

  it('badges a listing whose price dropped lately and says its previous price', () => {
    const reductions = {
      previousPrice: (id: number) => (id === 1 ? 375_000 : undefined),
      text: (price: string) => `Price reduced from ${price}`,
    };
    const [reduced, other] = buildSearchIndex([listing(1), listing(2, { CreatedAt: '2026-01-01' })], {
      ...input,
      reductions,
    });
    expect([reduced?.badge, reduced?.priceText, reduced?.previousPriceText]).toEqual([
      'price-lowered',
      '€350,000',
      'Price reduced from €375,000',
    ]);
    expect([other?.badge, other?.previousPriceText]).toEqual([undefined, undefined]);
    expect(serializeSearchIndex(buildSearchIndex([listing(1)], input))).not.toContain('previousPrice');
  });

  it('gives away no price the agency does not publish: "price on request", no amount to filter on', () => {
    const [entry] = buildSearchIndex([listing(1, { PublishPrice: false })], input);
    expect(entry?.priceText).toBe('Price on request');
    expect(serializeSearchIndex(buildSearchIndex([listing(1, { PublishPrice: false })], input))).not.toMatch(
      /350/,
    );
  });

  it("carries the other types of a listing published under several (WebIDs) and the agency's status word", () => {
    const [entry] = buildSearchIndex(
      [listing(1, { WebID: 5, WebIDs: [5, 1], Marquee: 1, MarqueeName: { en: 'Just in' } })],
      input,
    );
    expect(entry).toMatchObject({ webId: 5, otherWebIds: [1], badge: 'new', statusText: 'Just in' });
    expect(serializeSearchIndex(buildSearchIndex([listing(2)], input))).not.toMatch(/otherWebIds|statusText/);
  });

  it('rounds the map position when the address is not public', () => {
    const [exact] = buildSearchIndex([listing(1)], input);
    const [hidden] = buildSearchIndex([listing(1, { PublicAddress: false })], input);
    expect([exact?.lat, exact?.lng]).toEqual([51.165_432, 4.143_21]);
    expect([hidden?.lat, hidden?.lng]).toEqual([51.17, 4.14]);
  });

  it('leaves out what a listing lacks, so the served file stays small', () => {
    const json = serializeSearchIndex(
      buildSearchIndex([listing(1, { Pictures: [], Reference: undefined })], input),
    );
    expect(json).not.toContain('photo');
    expect(json).not.toContain('reference');
    expect(JSON.parse(json)[0].title).toBe('House in Sint-Niklaas');
  });
  it("writes the file as JSON.stringify writes the entries, in UTF-8, whatever the towns' letters", () => {
    const entries = buildSearchIndex(
      [
        listing(1, { City: 'Liège' }),
        listing(2, { City: 'Ettelbréck', CreatedAt: '2026-01-01' }),
        listing(3, { City: 'Zürich €' }),
      ],
      input,
    );
    for (const list of [entries, entries.slice(0, 1), []]) {
      for (const entryBytes of ['kept', 'made', 'kept'] as const)
        expect(
          Buffer.from(searchIndexBytes(list, entryBytes)).equals(Buffer.from(JSON.stringify(list))),
        ).toBe(true);
      expect(serializeSearchIndex(list)).toBe(JSON.stringify(list));
    }
  });
});
