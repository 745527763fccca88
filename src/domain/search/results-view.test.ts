import { describe, expect, it } from 'vitest';
import type { ResultListing } from './results';
import {
  hasViewParams,
  paramsToView,
  sectionViewPage,
  viewHref,
  viewResults,
  viewToParams,
} from './results-view';
import { emptySearch, type SearchListing } from './search';

const listing = (id: number, extra: Partial<SearchListing> = {}): SearchListing => ({
  id,
  goal: 0,
  marquee: 0,
  webId: 1,
  city: 'Gent',
  zip: '9000',
  price: 100_000 * id,
  createdAt: `2026-01-${String(id).padStart(2, '0')}`,
  ...extra,
});

describe('viewToParams and paramsToView', () => {
  it('writes the order only when it is not the default, and reads it back with the search', () => {
    const view = { search: { ...emptySearch(0), bedrooms: 2, page: 2 }, sort: 'price-asc' as const };
    const params = viewToParams(view);
    expect(params.toString()).toBe('bedrooms=2&page=2&sort=price-asc');
    expect(paramsToView(params, 0)).toEqual(view);
    expect(viewToParams({ search: emptySearch(0), sort: 'newest' }).toString()).toBe('');
  });

  it('reads an unknown order as newest first', () => {
    expect(paramsToView(new URLSearchParams('sort=cheapest'), 1).sort).toBe('newest');
  });
});

describe('viewHref', () => {
  it('adds a query string only when the view has parameters', () => {
    expect(viewHref('/for-sale/', { search: emptySearch(0), sort: 'newest' })).toBe('/for-sale/');
    expect(viewHref('/fr/a-vendre/', { search: { ...emptySearch(0), text: 'gent' }, sort: 'newest' })).toBe(
      '/fr/a-vendre/?search=gent',
    );
  });
});

describe('viewResults', () => {
  const many = Array.from({ length: 30 }, (_, index) => listing(index + 1));

  it('filters, sorts every match and pages twelve at a time', () => {
    const view = {
      search: { ...emptySearch(0), price: [0, 2_000_000] as const, page: 2 },
      sort: 'price-desc' as const,
    };
    const { matches, page } = viewResults(many, view, 'sale');
    expect(matches).toHaveLength(20);
    expect(matches[0]?.price).toBe(2_000_000);
    expect(page.items.map((item) => item.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect([page.page, page.pageCount, page.total]).toEqual([2, 2, 20]);
  });

  it('filters on the goal for sale and rent, but abroad lists both goals', () => {
    const mixed = [listing(1), listing(2, { goal: 1, price: 900 })];
    const view = { search: emptySearch(0), sort: 'newest' as const };
    expect(viewResults(mixed, view, 'sale').matches.map((item) => item.id)).toEqual([1]);
    expect(viewResults(mixed, view, 'foreign').matches.map((item) => item.id)).toEqual([2, 1]);
  });

  it('keeps the entries themselves, so a card can be drawn from each match', () => {
    const entries = [{ ...listing(1), title: 'House in Ghent' }];
    const { matches } = viewResults(entries, { search: emptySearch(0), sort: 'newest' }, 'foreign');
    expect(matches[0]).toBe(entries[0]);
  });

  it('finds nothing when no listing matches', () => {
    const view = { search: { ...emptySearch(0), bedrooms: 9 }, sort: 'newest' as const };
    const { matches, page } = viewResults(many, view, 'sale');
    expect(matches).toEqual([]);
    expect([page.total, page.pageCount]).toEqual([0, 1]);
  });
});

describe('hasViewParams', () => {
  it('says whether a query names any parameter a view reads, whatever its value', () => {
    expect(hasViewParams(new URLSearchParams('city=gent%7C9000&bedrooms=2'))).toBe(true);
    expect(hasViewParams(new URLSearchParams('search='))).toBe(true);
    expect(hasViewParams(new URLSearchParams('q=uccle'))).toBe(true);
    expect(hasViewParams(new URLSearchParams('page=2'))).toBe(true);
    expect(hasViewParams(new URLSearchParams('sort=price-asc'))).toBe(true);
    expect(hasViewParams(new URLSearchParams('garages=1'))).toBe(true);
  });

  it('is false for a query of other parameters only', () => {
    expect(hasViewParams(new URLSearchParams(''))).toBe(false);
    expect(hasViewParams(new URLSearchParams('lng=fr&utm_source=mail&form-return=x'))).toBe(false);
  });

  it('names every parameter viewToParams writes', () => {
    const search = {
      ...emptySearch(0),
      text: 'a',
      cities: ['gent|9000'],
      types: [1],
      bedrooms: 1,
      bathrooms: 1,
      showerrooms: 1,
      toilets: 1,
      garages: 1,
      price: [100_000, 200_000] as const,
      page: 2,
    };
    for (const name of viewToParams({ search, sort: 'price-asc' }).keys()) {
      expect(hasViewParams(new URLSearchParams([[name, 'x']]))).toBe(true);
    }
  });
});

describe('sectionViewPage', () => {
  const exported = (ID: number, extra: Partial<ResultListing> = {}): ResultListing => ({
    ID,
    Goal: 0,
    Marquee: 0,
    WebID: 1,
    City: 'Uccle',
    Zip: '1180',
    CountryID: 10,
    Price: 300_000,
    Bedrooms: 2,
    CreatedAt: `2026-01-${String(ID).padStart(2, '0')}`,
    ...extra,
  });
  const list = [
    exported(1),
    exported(2, { Bedrooms: 1 }),
    exported(3, { City: 'Gent', Zip: '9000' }),
    exported(4, { Price: 500_000 }),
    exported(5, { Goal: 1, Price: 900 }),
    exported(6, { CountryID: 34, City: 'Marbella', Zip: '29600' }),
    ...Array.from({ length: 14 }, (_, index) => exported(10 + index, { Bedrooms: 3 })),
  ];
  const view = (search: Partial<ReturnType<typeof emptySearch>>, goal: 0 | 1 = 0) => ({
    search: { ...emptySearch(goal), ...search },
    sort: 'newest' as const,
  });

  it('lists the export listings of the section that match the view, newest first', () => {
    const page = sectionViewPage(
      list,
      'sale',
      view({ cities: ['uccle|1180'], bedrooms: 2, price: [0, 400_000] }),
      'en',
    );
    expect(page.total).toBe(15);
    expect(page.items[0]).toBe(list.at(-1));
    expect(page.items.map((item) => item.ID)).not.toContain(2);
    expect(page.items.map((item) => item.ID)).not.toContain(3);
    expect(page.items.map((item) => item.ID)).not.toContain(4);
    expect([page.page, page.pageCount]).toEqual([1, 2]);
  });

  it("finds a town by its name in the page's language, by its City and by its other languages' names", () => {
    const towns = [
      exported(1, { City: 'Gent', Zip: '9000', CityName: { nl: 'Gent', fr: 'Gand' } }),
      exported(2, { City: 'Leuven', Zip: '3000' }),
    ];
    const ids = (text: string, locale: string) =>
      sectionViewPage(towns, 'sale', view({ text }), locale).items.map((item) => item.ID);
    expect(ids('gand', 'fr')).toEqual([1]);
    expect(ids('gent', 'fr')).toEqual([1]);
    // The French record's name finds the listing on a Dutch page too.
    expect(ids('gand', 'nl')).toEqual([1]);
  });

  it('pages the matches as the view says, and keeps the section', () => {
    const second = sectionViewPage(list, 'sale', view({ bedrooms: 2, price: [0, 400_000], page: 2 }), 'en');
    expect(second.items.map((item) => item.ID)).toEqual([11, 10, 3, 1]);
    expect(sectionViewPage(list, 'rent', view({}, 1), 'en').items.map((item) => item.ID)).toEqual([5]);
    expect(
      sectionViewPage(list, 'foreign', view({ text: 'marbella' }), 'en').items.map((item) => item.ID),
    ).toEqual([6]);
  });
});
