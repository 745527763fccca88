import { describe, expect, it } from 'vitest';
import { type CardListing, listingCard, propertyPathParams } from './listing-card';
import { englishPriceWords } from './listing-price.fixtures';

const words = englishPriceWords;
const photo = { Url: '/media/house-01.jpg', Width: 1600, Height: 1067 };

const house: CardListing = {
  ID: 1001,
  WebID: 1,
  Goal: 0,
  Marquee: 0,
  City: 'SINT-NIKLAAS',
  Zip: '9100',
  CountryID: 10,
  Price: 350000,
  PriceUnit: 0,
  Bedrooms: 3,
  Bathrooms: 1,
  SurfaceLiving: 180,
  EnergyValue: 150,
  Pictures: [photo, { Url: '/media/house-02.jpg', Width: 1600, Height: 1067 }],
};

describe('listingCard', () => {
  it('leads with the first photo and shows type, formatted city, price, rooms and surface', () => {
    const card = listingCard(house, 'House', words, 'en');
    expect(card.picture).toEqual(photo);
    expect(card.typeName).toBe('House');
    expect(card.city).toBe('Sint-Niklaas');
    expect(card.price).toBe('€350,000');
    expect([card.bedrooms, card.bathrooms, card.surfaceLiving, card.surfaceFloor]).toEqual([
      3,
      1,
      180,
      undefined,
    ]);
  });

  it("gives an office's or a garage's surface as its floor area, not a living area", () => {
    const garage = listingCard({ ...house, WebID: 9, SurfaceLiving: 17, Bedrooms: 0 }, 'Garage', words, 'en');
    expect([garage.surfaceLiving, garage.surfaceFloor]).toEqual([undefined, 17]);
    expect(listingCard({ ...house, WebID: 8, SurfaceLiving: 0 }, 'Offices', words, 'en').surfaceFloor).toBe(
      undefined,
    );
  });

  it("names the town in the page's language, in the card and in its detail link", () => {
    const named = { ...house, CityName: { nl: 'SINT-NIKLAAS', fr: 'Saint-Nicolas' } };
    const card = listingCard(named, 'Maison', words, 'fr');
    expect(card.city).toBe('Saint-Nicolas');
    expect(card.pathParams.city).toBe('saint-nicolas');
    expect(listingCard(named, 'Huis', words, 'nl').city).toBe('Sint-Niklaas');
  });

  it('says "starting from" for price unit 7 and "per month" for a rental', () => {
    expect(listingCard({ ...house, PriceUnit: 7 }, 'House', words, 'en').price).toBe(
      'Starting from €350,000',
    );
    expect(listingCard({ ...house, Goal: 1, Price: 950 }, 'House', words, 'en').price).toBe('€950 per month');
  });

  it('shows the status instead of the price, with a ribbon, when sold or rented', () => {
    const sold = listingCard({ ...house, Marquee: 3 }, 'House', words, 'en');
    expect([sold.price, sold.ribbon, sold.badge]).toEqual(['Sold', 'sold', undefined]);
    const rented = listingCard({ ...house, Goal: 1, Marquee: 4 }, 'House', words, 'en');
    expect([rented.price, rented.ribbon]).toEqual(['Let', 'rented']);
  });

  it('badges new, under-option and price-lowered listings and keeps their price', () => {
    expect(listingCard({ ...house, Marquee: 1 }, 'House', words, 'en').badge).toBe('new');
    expect(listingCard({ ...house, Marquee: 2 }, 'House', words, 'en').badge).toBe('option');
    const lowered = listingCard({ ...house, Marquee: 5 }, 'House', words, 'en');
    expect([lowered.badge, lowered.ribbon, lowered.price]).toEqual(['price-lowered', undefined, '€350,000']);
    expect(listingCard(house, 'House', words, 'en').badge).toBeUndefined();
  });

  it('badges a listing whose price dropped lately "price lowered" and shows its previous price in its unit', () => {
    const reduced = listingCard(house, 'House', words, 'en', 375000);
    expect([reduced.badge, reduced.price, reduced.previousPrice]).toEqual([
      'price-lowered',
      '€350,000',
      '€375,000',
    ]);
    const rental = listingCard({ ...house, Goal: 1, Price: 950 }, 'House', words, 'en', 1000);
    expect(rental.previousPrice).toBe('€1,000 per month');
    expect(listingCard(house, 'House', words, 'en').previousPrice).toBeUndefined();
    // The export's ribbon wins: a new listing keeps its badge; a sold one shows no price at all.
    const fresh = listingCard({ ...house, Marquee: 1 }, 'House', words, 'en', 375000);
    expect([fresh.badge, fresh.previousPrice]).toEqual(['new', undefined]);
    const sold = listingCard({ ...house, Marquee: 3 }, 'House', words, 'en', 375000);
    expect([sold.badge, sold.previousPrice]).toEqual([undefined, undefined]);
  });

  it("reads the EPC class on the scale of the listing's region", () => {
    expect(listingCard(house, 'House', words, 'en').epc).toEqual({
      class: 'B',
      image: '/images/epc/flanders/b.svg',
    });
    // 150 kWh/m² is B in Flanders but C in Wallonia (Namur).
    expect(listingCard({ ...house, Zip: '5000' }, 'House', words, 'en').epc?.class).toBe('B');
    expect(listingCard({ ...house, Zip: '5000', EnergyValue: 200 }, 'House', words, 'en').epc).toEqual({
      class: 'C',
      image: '/images/epc/wallonia/c.svg',
    });
    const luxembourg = { ...house, CountryID: 50, Zip: '1111', EnergyValue: undefined, EnergyLabel: 'd' };
    expect(listingCard(luxembourg, 'House', words, 'en').epc).toEqual({
      class: 'D',
      image: '/images/epc/luxembourg/d.svg',
      // Luxembourg's certificate is its energy pass, named so on the card.
      energyPass: true,
    });
  });

  it('has no EPC abroad or without energy data, and no photo when the listing has none', () => {
    expect(listingCard({ ...house, CountryID: 34, Zip: '29600' }, 'House', words, 'en').epc).toBeUndefined();
    const bare: CardListing = { ...house, EnergyValue: undefined, Pictures: [] };
    expect(listingCard(bare, 'House', words, 'en').epc).toBeUndefined();
    expect(listingCard(bare, 'House', words, 'en').picture).toBeUndefined();
  });

  it('leaves out room counts and surfaces that are missing or zero', () => {
    const land: CardListing = { ...house, Bedrooms: 0, Bathrooms: undefined, SurfaceLiving: undefined };
    const card = listingCard(land, 'Land', words, 'en');
    expect([card.bedrooms, card.bathrooms, card.surfaceLiving]).toEqual([undefined, undefined, undefined]);
  });
});

describe("listingCard with the CRM's own fields (price on request, its words, thumbnail)", () => {
  it('reads "price on request" when the agency does not publish the price, never an amount', () => {
    const hidden = { ...house, PublishPrice: false, PriceUnit: 7 };
    expect(listingCard(hidden, 'House', words, 'en').price).toBe('Price on request');
    expect(listingCard({ ...hidden, Goal: 1 }, 'House', words, 'en').price).toBe('Price on request');
    // Gone listings show their status whatever PublishPrice says.
    expect(listingCard({ ...hidden, Marquee: 3 }, 'House', words, 'en').price).toBe('Sold');
  });

  it("uses the agency's words in the page's language for unit, status and type, ours otherwise", () => {
    const worded: CardListing = {
      ...house,
      Goal: 1,
      Price: 950,
      PriceUnit: 1,
      Marquee: 1,
      PriceUnitText: { nl: '/maand' },
      MarqueeName: { nl: 'Nieuw binnen' },
      MainTypeName: { nl: 'Woning' },
      TypeDescription: { nl: 'Bel-étage' },
    };
    const nl = listingCard(worded, 'Huis', words, 'nl');
    expect(nl.price).toBe('€\u00a0950 /maand');
    expect(nl.statusText).toBe('Nieuw binnen');
    expect(nl.typeName).toBe('Bel-étage');
    // The path keeps the type list's name, so rewording the type never moves the page.
    expect(nl.pathParams.type).toBe('huis');
    const en = listingCard(worded, 'House', words, 'en');
    expect([en.price, en.statusText, en.typeName]).toEqual(['€950 per month', undefined, 'House']);
    const gone = listingCard(
      { ...worded, Marquee: 4, MarqueeName: { nl: 'Verhuurd!' } },
      'Huis',
      words,
      'nl',
    );
    expect([gone.price, gone.statusText, gone.ribbon]).toEqual(['Verhuurd!', 'Verhuurd!', 'rented']);
  });

  it("leads with the CRM's thumbnail (SmallPictureItem) when it gives one", () => {
    const thumb = { Url: '/media/thumb.jpg', Width: 400, Height: 300 };
    expect(listingCard({ ...house, SmallPictureItem: thumb }, 'House', words, 'en').picture).toEqual(thumb);
  });
});

describe('propertyPathParams', () => {
  it('slugs the city and the type name and picks the section from goal and country', () => {
    expect(propertyPathParams(house, 'Immeuble de rapport', 'fr')).toEqual({
      section: 'sale',
      city: 'sint-niklaas',
      type: 'immeuble-de-rapport',
      id: 1001,
    });
    expect(propertyPathParams({ ...house, Goal: 1, CountryID: 50 }, 'Maison', 'fr').section).toBe('rent');
    expect(propertyPathParams({ ...house, CountryID: 34, City: 'Málaga' }, 'Casa', 'en')).toEqual({
      section: 'foreign',
      city: 'malaga',
      type: 'casa',
      id: 1001,
    });
  });

  it("slugs each language's own name of the town, whichever record the export lists first", () => {
    // Before: the City of the first record (here the Dutch one) in every language: /fr/a-vendre/luik/….
    const liege = {
      ...house,
      City: 'Luik',
      CityName: { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' },
    };
    expect(propertyPathParams(liege, 'Maison', 'fr').city).toBe('liege');
    expect(propertyPathParams(liege, 'House', 'en').city).toBe('liege');
    expect(propertyPathParams(liege, 'Haus', 'de').city).toBe('luettich');
    expect(propertyPathParams(liege, 'Huis', 'nl').city).toBe('luik');
    // A language without a record of its own (or an empty name) takes the City.
    expect(propertyPathParams({ ...liege, CityName: { nl: 'Luik', fr: ' ' } }, 'Maison', 'fr').city).toBe(
      'luik',
    );
  });

  it('spells out a German type name’s umlauts, as German addresses do', () => {
    // Before: /de/zu-verkaufen/waterloo/buro/1030/ for a "Büro", and "grundstuck", "industriegebaude".
    expect(propertyPathParams(house, 'Büro', 'de').type).toBe('buero');
    expect(propertyPathParams(house, 'Industriegebäude', 'de').type).toBe('industriegebaeude');
    expect(propertyPathParams(house, 'Bâtiment industriel', 'fr').type).toBe('batiment-industriel');
  });
});
