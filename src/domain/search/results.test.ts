import { describe, expect, it } from 'vitest';
import {
  pageHref,
  pagerItems,
  pagerSlots,
  type ResultListing,
  resultsPerPage,
  searchListing,
  sectionEntries,
  sectionFilterOptions,
  sectionListings,
  sectionResults,
  textElsewhere,
} from './results';
import { matchesText } from './search';

const listing = (ID: number, extra: Partial<ResultListing> = {}): ResultListing => ({
  ID,
  Goal: 0,
  Marquee: 0,
  WebID: 1,
  City: 'Gent',
  Zip: '9000',
  CountryID: 10,
  Price: 300000,
  CreatedAt: `2026-01-${String(ID % 28 || 1).padStart(2, '0')}`,
  ...extra,
});

const mixed = [
  listing(1),
  listing(2, { Goal: 1, Price: 900 }),
  listing(3, { CountryID: 50, Zip: '1111', City: 'Luxembourg' }),
  listing(4, { CountryID: 34, Zip: '29600', City: 'Marbella' }),
  listing(5, { CountryID: 34, Goal: 1, Zip: '03001', City: 'Alicante', Price: 1200 }),
  listing(6, { CountryID: 50, Goal: 1, Zip: '4001', City: 'Esch-sur-Alzette', Price: 1500 }),
];

describe('searchListing', () => {
  it('knows no price for a closed deal: the search index never publishes it, no price range matches it', () => {
    expect(searchListing(listing(1, { Marquee: 3 })).price).toBeUndefined();
    expect(searchListing(listing(2, { Goal: 1, Price: 900, Marquee: 4 })).price).toBeUndefined();
    expect(searchListing(listing(3, { Marquee: 1 })).price).toBe(300000);
  });
});

describe('sectionListings', () => {
  it('lists Belgian and Luxembourg listings by goal and every other country abroad, both goals', () => {
    expect(sectionListings(mixed, 'sale').map((item) => item.ID)).toEqual([1, 3]);
    expect(sectionListings(mixed, 'rent').map((item) => item.ID)).toEqual([2, 6]);
    expect(sectionListings(mixed, 'foreign').map((item) => item.ID)).toEqual([4, 5]);
  });
});

describe('sectionResults', () => {
  it('shows the newest first, twelve per page, with the page count and total', () => {
    const many = Array.from({ length: 27 }, (_, index) => listing(index + 1));
    const first = sectionResults(many, 'sale');
    expect(first.items).toHaveLength(resultsPerPage);
    expect(first.items[0]?.ID).toBe(27);
    expect([first.page, first.pageCount, first.total]).toEqual([1, 3, 27]);
    expect(sectionResults(many, 'sale', 3).items).toHaveLength(3);
  });

  it('keeps sold listings in the list and gives one empty page when a section has none', () => {
    expect(sectionResults([listing(1, { Marquee: 3 })], 'sale').total).toBe(1);
    const empty = sectionResults([listing(1)], 'foreign');
    expect([empty.items.length, empty.page, empty.pageCount, empty.total]).toEqual([0, 1, 1, 0]);
  });
});

describe('sectionFilterOptions', () => {
  it("offers only the section's cities and types, with their counts, and the goal's price brackets", () => {
    const sale = sectionFilterOptions(mixed, 'sale', 'en');
    expect(sale.cities.map((city) => [city.value, city.count])).toEqual([
      ['gent|', 1],
      ['luxembourg|', 1],
    ]);
    expect(sale.types).toEqual([{ webId: 1, count: 2 }]);
    expect(sale.prices[0]?.value).toBe('0-200000');
    expect(sectionFilterOptions(mixed, 'rent', 'en').prices[0]?.value).toBe('0-750');
  });

  it("names each town in the page's language, its value that name (which chooses it in any language)", () => {
    const named = [
      listing(1, { CityName: { nl: 'Gent', fr: 'Gand', en: 'Ghent' } }),
      listing(2, { Zip: '2000', City: 'Antwerpen', CityName: { nl: 'Antwerpen', fr: 'Anvers' } }),
    ];
    const options = (locale: string) =>
      sectionFilterOptions(named, 'sale', locale).cities.map((city) => [city.value, city.name]);
    expect(options('fr')).toEqual([
      ['anvers|', 'Anvers'],
      ['gand|', 'Gand'],
    ]);
    expect(options('nl')).toEqual([
      ['antwerpen|', 'Antwerpen'],
      ['gent|', 'Gent'],
    ]);
    expect(options('de')).toEqual([
      ['antwerpen|', 'Antwerpen'],
      ['gent|', 'Gent'],
    ]);
  });

  it('counts once per list, section and language, and again for the next export', () => {
    const sale = sectionFilterOptions(mixed, 'sale', 'en');
    expect(sectionFilterOptions(mixed, 'sale', 'en')).toBe(sale);
    expect(sectionFilterOptions(mixed, 'rent', 'en')).not.toBe(sale);
    // The next export is another list: a listing moved to another town is counted there.
    const next = mixed.map((item, index) => (index === 0 ? { ...item, City: 'Brugge', Zip: '8000' } : item));
    const counts = (options: typeof sale) => options.cities.map((city) => [city.name, city.count]);
    expect(counts(sectionFilterOptions(next, 'sale', 'en'))).not.toEqual(counts(sale));
    // The newest-first order too: a listing newer than all the others leads the next export's results.
    const newest = sectionResults(mixed, 'sale').items[0]?.ID;
    const added = [...mixed, listing(27, { CreatedAt: '2026-12-01' })];
    expect(sectionResults(added, 'sale').items[0]?.ID).toBe(27);
    expect(sectionResults(mixed, 'sale').items[0]?.ID).toBe(newest);
  });

  it('counts both goals abroad and offers no price brackets there', () => {
    const abroad = sectionFilterOptions(mixed, 'foreign', 'en');
    expect(abroad.cities.map((city) => city.name)).toEqual(['Alicante', 'Marbella']);
    expect(abroad.types).toEqual([{ webId: 1, count: 2 }]);
    expect(abroad.prices).toEqual([]);
  });
});

describe('pageHref', () => {
  it('links page 1 to the bare path and later pages with the page parameter', () => {
    expect(pageHref('/for-sale/', 1)).toBe('/for-sale/');
    expect(pageHref('/fr/a-vendre/', 3)).toBe('/fr/a-vendre/?page=3');
  });
});

describe('pagerItems', () => {
  it('lists every page when there are few', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps for long runs', () => {
    expect(pagerItems(1, 834)).toEqual([1, 2, 'gap', 834]);
    expect(pagerItems(50, 834)).toEqual([1, 'gap', 49, 50, 51, 'gap', 834]);
    expect(pagerItems(834, 834)).toEqual([1, 'gap', 833, 834]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
  });
});

describe('pagerSlots', () => {
  const shown = (slots: ReturnType<typeof pagerSlots>, width: 'narrow' | 'wide') =>
    slots
      .filter((slot) => (width === 'narrow' ? slot.narrow : slot.type === 'page' || slot.wide))
      .map((slot) => (slot.type === 'page' ? slot.page : 'gap'));

  it('shows a phone the first, the current and the last page, and a wide screen the neighbours too', () => {
    const slots = pagerSlots(17, 33);
    expect(shown(slots, 'wide')).toEqual([1, 'gap', 16, 17, 18, 'gap', 33]);
    expect(shown(slots, 'narrow')).toEqual([1, 'gap', 17, 'gap', 33]);
  });

  it('gives a phone a gap of its own where a wide screen shows the pages', () => {
    const slots = pagerSlots(4, 47);
    expect(shown(slots, 'wide')).toEqual([1, 2, 3, 4, 5, 'gap', 47]);
    expect(shown(slots, 'narrow')).toEqual([1, 'gap', 4, 'gap', 47]);
    expect(slots.map((slot) => (slot.type === 'page' ? slot.page : 'gap'))).toEqual([
      1,
      2,
      3,
      'gap',
      4,
      5,
      'gap',
      47,
    ]);
  });

  it('shows a single left-out page instead of a gap at both widths', () => {
    expect(shown(pagerSlots(3, 47), 'narrow')).toEqual([1, 2, 3, 'gap', 47]);
    expect(shown(pagerSlots(45, 47), 'narrow')).toEqual([1, 'gap', 45, 46, 47]);
  });

  it('shows both widths the same few pages', () => {
    expect(shown(pagerSlots(1, 3), 'narrow')).toEqual([1, 2, 3]);
    expect(shown(pagerSlots(1, 3), 'wide')).toEqual([1, 2, 3]);
    expect(shown(pagerSlots(1, 2), 'narrow')).toEqual([1, 2]);
  });

  it('keeps every page a phone shows among those of a wide screen, in the same order', () => {
    for (const pageCount of [1, 2, 5, 9, 40]) {
      for (let current = 1; current <= pageCount; current += 1) {
        const slots = pagerSlots(current, pageCount);
        expect(shown(slots, 'wide')).toEqual(pagerItems(current, pageCount, 1));
        expect(shown(slots, 'narrow')).toEqual(pagerItems(current, pageCount, 0));
      }
    }
  });
});

describe('textElsewhere', () => {
  const others = [
    { section: 'sale', path: '/for-sale/' },
    { section: 'rent', path: '/for-rent/' },
    { section: 'foreign', path: '/spain/' },
  ] as const;
  const countOf = (section: 'sale' | 'rent' | 'foreign', text: string) =>
    sectionEntries(mixed, section, 'en').filter((entry) => matchesText(entry, text)).length;

  it('says which other sections a free text finds listings in, with how many and a link', () => {
    // Before: "Marbella" on the sale results found nothing and said nothing more.
    expect(textElsewhere(others, countOf, 'sale', 'Marbella')).toEqual([
      { section: 'foreign', count: 1, href: '/spain/?search=Marbella' },
    ]);
    expect(textElsewhere(others, countOf, 'rent', 'esch sur alzette')).toEqual([]);
    expect(textElsewhere(others, countOf, 'sale', 'esch sur alzette')).toEqual([
      { section: 'rent', count: 1, href: '/for-rent/?search=esch+sur+alzette' },
    ]);
  });

  it('says nothing without a text, or where no other section has a match', () => {
    expect(textElsewhere(others, countOf, 'sale', ' ')).toEqual([]);
    expect(textElsewhere(others, countOf, 'foreign', 'Brugge')).toEqual([]);
    // A section whose index has not come yet counts as none.
    expect(textElsewhere(others, () => undefined, 'sale', 'Marbella')).toEqual([]);
  });
});
