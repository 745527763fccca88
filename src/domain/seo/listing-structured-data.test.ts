// Unit tests of the listing's JSON-LD: price, place and pictures as search engines read them.
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  type ListingJsonLd,
  type ListingPageInfo,
  listingStructuredData,
  type StructuredListing,
} from './listing-structured-data';

const listing: StructuredListing = {
  ID: 1001,
  Goal: 0,
  Marquee: 0,
  WebID: 1,
  Reference: 'IL-1001',
  Street: 'Kortrijksesteenweg',
  HouseNumber: '146',
  Zip: '9000',
  City: 'Gent',
  CountryID: 10,
  PublicAddress: true,
  Latitude: 51.04,
  Longitude: 3.73,
  Price: 625000,
  PriceUnit: 0,
  SurfaceLiving: 215,
  Bedrooms: 5,
  CreatedAt: '2026-05-28T09:00:00Z',
  Pictures: [{ Url: '/media/house-01.jpg' }, { Url: '/media/house-02.jpg' }],
};

const page: ListingPageInfo = {
  name: 'House with 5 bedrooms in Ghent',
  description: 'A renovation project.',
  url: 'https://www.example.be/property/1001/',
  siteUrl: 'https://www.example.be/',
  language: 'en-GB',
  city: 'Ghent',
  boxWord: 'box',
};

const offerOf = (data: ListingJsonLd) => data.offers;
const placeOf = (data: ListingJsonLd) => data.offers.itemOffered;

describe('listingStructuredData', () => {
  it('describes a sale with its price in euros, name, url and absolute pictures', () => {
    const data = listingStructuredData(listing, page);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: page.name,
      description: page.description,
      url: page.url,
      identifier: 'IL-1001',
      datePosted: '2026-05-28T09:00:00Z',
      image: ['https://www.example.be/media/house-01.jpg', 'https://www.example.be/media/house-02.jpg'],
    });
    expect(offerOf(data)).toMatchObject({
      '@type': 'Offer',
      price: 625000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(offerOf(data).priceSpecification).toBeUndefined();
  });

  it('describes the listing in plain words: its HTML description without tags, entities read', () => {
    const described = {
      ...page,
      description: '<h2>Un h&ocirc;tel</h2><p>Vue sur <b>mer</b></p><script>x()</script>',
    };
    expect(listingStructuredData(listing, described).description).toBe('Un hôtel Vue sur mer');
    expect(listingStructuredData(listing, { ...page, description: '<p> </p>' }).description).toBeUndefined();
  });

  it('gives the place its type, full address, coordinates and surface', () => {
    expect(placeOf(listingStructuredData(listing, page))).toEqual({
      '@type': 'SingleFamilyResidence',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Kortrijksesteenweg 146',
        postalCode: '9000',
        addressLocality: 'Ghent',
        addressCountry: 'BE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.04, longitude: 3.73 },
      floorSize: { '@type': 'QuantitativeValue', value: 215, unitCode: 'MTK' },
      numberOfBedrooms: 5,
    });
  });

  it('writes a box number after the word the page uses for it, as the page does', () => {
    // Before: "Kloosterstraat 120 12", read as two house numbers.
    const address = placeOf(
      listingStructuredData(
        { ...listing, Street: 'Kloosterstraat', HouseNumber: '120', BoxNr: '12' },
        { ...page, boxWord: 'bus' },
      ),
    ).address;
    expect(address.streetAddress).toBe('Kloosterstraat 120 bus 12');
  });

  it('leaves the street out when the address is not public', () => {
    const address = placeOf(listingStructuredData({ ...listing, PublicAddress: false }, page)).address;
    expect(address.streetAddress).toBeUndefined();
    expect(address).toMatchObject({ postalCode: '9000', addressLocality: 'Ghent' });
    expect(JSON.stringify(listingStructuredData({ ...listing, PublicAddress: false }, page))).not.toContain(
      'Kortrijksesteenweg',
    );
    expect(
      placeOf(listingStructuredData({ ...listing, Latitude: 51.04197, PublicAddress: false }, page)).geo,
    ).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 51.04,
      longitude: 3.73,
    });
  });

  it('prices a rental per month', () => {
    const offer = offerOf(listingStructuredData({ ...listing, Goal: 1, Price: 950, PriceUnit: 1 }, page));
    expect(offer.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: 950,
      priceCurrency: 'EUR',
      unitCode: 'MON',
    });
    expect(offer.businessFunction).toBe('http://purl.org/goodrelations/v1#LeaseOut');
  });

  it('leaves the price out of the offer when the agency does not publish it (PublishPrice false)', () => {
    const offer = offerOf(
      listingStructuredData({ ...listing, Goal: 1, Price: 950, PriceUnit: 1, PublishPrice: false }, page),
    );
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceSpecification');
    expect(JSON.stringify(offer)).not.toContain('950');
  });

  it('gives no price for a closed deal, as its page gives none', () => {
    for (const Marquee of [3, 4]) {
      const offer = offerOf(listingStructuredData({ ...listing, Marquee }, page));
      expect(offer).not.toHaveProperty('price');
      expect(offer).not.toHaveProperty('priceSpecification');
    }
  });

  it('marks sold and rented listings sold out, an option as limited', () => {
    expect(offerOf(listingStructuredData({ ...listing, Marquee: 3 }, page)).availability).toBe(
      'https://schema.org/SoldOut',
    );
    expect(offerOf(listingStructuredData({ ...listing, Marquee: 4 }, page)).availability).toBe(
      'https://schema.org/SoldOut',
    );
    expect(offerOf(listingStructuredData({ ...listing, Marquee: 2 }, page)).availability).toBe(
      'https://schema.org/LimitedAvailability',
    );
  });

  it('has no image, geo or country when the listing has none to give', () => {
    const data = listingStructuredData(
      { ...listing, Pictures: [], Latitude: undefined, Longitude: undefined, CountryID: 33, WebID: 6 },
      page,
    );
    expect(data.image).toBeUndefined();
    expect(placeOf(data).geo).toBeUndefined();
    expect(placeOf(data)['@type']).toBe('Place');
    expect(placeOf(data).address.addressCountry).toBeUndefined();
  });
});

describe('absoluteUrl', () => {
  it('joins origin and path with one slash and keeps absolute URLs', () => {
    expect(absoluteUrl('https://a.be/', '/media/x.jpg')).toBe('https://a.be/media/x.jpg');
    expect(absoluteUrl('https://a.be', 'media/x.jpg')).toBe('https://a.be/media/x.jpg');
    expect(absoluteUrl('https://a.be', 'https://cdn.be/x.jpg')).toBe('https://cdn.be/x.jpg');
  });
});
