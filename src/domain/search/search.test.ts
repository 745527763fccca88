// Unit tests of search: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import {
  cityOptions,
  emptySearch,
  filterProperties,
  foldTownText,
  matchesText,
  mostListedTown,
  paginate,
  paramsToSearch,
  type SearchListing,
  type SearchState,
  sameSearch,
  searchToParams,
  sortProperties,
  townValue,
  typeOptions,
} from './search';

const listing = (overrides: Partial<SearchListing> & { id: number }): SearchListing => ({
  goal: 0,
  marquee: 0,
  webId: 1,
  city: 'Gent',
  zip: '9000',
  price: 300_000,
  ...overrides,
});

const list: SearchListing[] = [
  listing({
    id: 1,
    city: 'GENT',
    price: 250_000,
    bedrooms: 3,
    bathrooms: 1,
    reference: 'GE-101',
    createdAt: '2026-01-10',
  }),
  listing({
    id: 2,
    city: 'Liège',
    zip: '4000',
    webId: 2,
    price: 180_000,
    bedrooms: 2,
    createdAt: '2026-03-01',
  }),
  listing({ id: 3, city: 'Kapelle-op-den-Bos', zip: '1880', price: 3_500_000, bedrooms: 6, garages: 2 }),
  listing({ id: 4, goal: 1, city: 'Gent', price: 950, bedrooms: 1, createdAt: '2026-02-01' }),
  listing({ id: 5, goal: 1, city: 'Namur', zip: '5000', webId: 2, price: 2_400, bedrooms: 3 }),
  listing({
    id: 6,
    city: 'Gent',
    zip: '9050',
    webId: 2,
    price: 250_000,
    createdAt: '2026-01-10',
    reference: 'GE-102',
  }),
];

const ids = (items: readonly SearchListing[]) => items.map((item) => item.id);

describe('search state in the URL', () => {
  it('leaves defaults out of the query', () => {
    expect(searchToParams(emptySearch(0)).toString()).toBe('');
    expect(searchToParams(emptySearch(1)).toString()).toBe('');
  });

  it("writes the free text as `search`, the specification's parameter, never as `q`", () => {
    const params = searchToParams({ ...emptySearch(0), text: 'Gent' });
    expect(params.toString()).toBe('search=Gent');
  });

  it('reads `search`, and `q` as an alias from older links; `search` wins when both are there', () => {
    expect(paramsToSearch(new URLSearchParams('search=Gent'), 0).text).toBe('Gent');
    expect(paramsToSearch(new URLSearchParams('q=%20GE-101%20'), 0).text).toBe('GE-101');
    expect(paramsToSearch(new URLSearchParams('q=Namur&search=Gent'), 0).text).toBe('Gent');
    expect(paramsToSearch(new URLSearchParams('search=&q=Gent'), 0).text).toBe('Gent');
  });

  it('writes repeatable city and type, rooms above 0, a non-default price and a page above 1', () => {
    const state: SearchState = {
      ...emptySearch(0),
      text: 'GE-101',
      cities: ['gent|9000', 'liège|4000'],
      types: [1, 2],
      bedrooms: 2,
      garages: 1,
      price: [100_000, 500_000],
      page: 3,
    };
    const params = searchToParams(state);
    expect(params.getAll('city')).toEqual(['gent|9000', 'liège|4000']);
    expect(params.getAll('type')).toEqual(['1', '2']);
    expect(params.get('bedrooms')).toBe('2');
    expect(params.has('bathrooms')).toBe(false);
    expect(params.get('price')).toBe('100000-500000');
    expect(params.get('page')).toBe('3');
  });

  it.each<SearchState>([
    emptySearch(0),
    emptySearch(1),
    { ...emptySearch(1), price: [500, 2_000] },
    { ...emptySearch(0), price: [0, 750_000], page: 2 },
    {
      goal: 1,
      text: 'namur',
      cities: ['namur|5000', 'gent|9000'],
      types: [2],
      bedrooms: 1,
      bathrooms: 1,
      showerrooms: 2,
      toilets: 2,
      garages: 1,
      price: [700, 1_500],
      page: 4,
    },
  ])('round-trips state %#', (state) => {
    const query = searchToParams(state).toString();
    expect(paramsToSearch(new URLSearchParams(query), state.goal)).toEqual(state);
  });

  it('reads bad values leniently', () => {
    const state = paramsToSearch(
      new URLSearchParams(
        'city=gent|9000&city=nonsense&city=GENT|9000&type=2&type=x&type=-1&bedrooms=-3&toilets=abc&price=9000000-100&page=0',
      ),
      0,
    );
    expect(state).toEqual({
      ...emptySearch(0),
      cities: ['gent|9000'],
      types: [2],
      price: [100, 3_000_000],
    });
    expect(paramsToSearch(new URLSearchParams('price=cheap&page=two'), 1)).toEqual(emptySearch(1));
  });
});

describe('sameSearch', () => {
  it('holds for equal choices in new arrays, and fails on a change of any field', () => {
    const search: SearchState = { ...emptySearch(1), cities: ['gent|9000'], types: [3], bedrooms: 2 };
    expect(
      sameSearch(search, { ...search, cities: ['gent|9000'], types: [3], price: [...search.price] }),
    ).toBe(true);
    // One change per field of the state, so that a field added later and forgotten here fails the test.
    const changed: { [Field in keyof SearchState]: SearchState[Field] } = {
      goal: 0,
      text: 'villa',
      cities: ['gent|9000', 'ixelles|1050'],
      types: [4],
      price: [100_000, search.price[1]],
      page: 2,
      bedrooms: 3,
      bathrooms: 1,
      showerrooms: 1,
      toilets: 1,
      garages: 1,
    };
    for (const field of Object.keys(search) as (keyof SearchState)[])
      expect(sameSearch(search, { ...search, [field]: changed[field] }), field).toBe(false);
  });
});

describe('filterProperties', () => {
  it('keeps the goal only', () => {
    expect(ids(filterProperties(list, emptySearch(1)))).toEqual([4, 5]);
  });

  it('matches chosen cities by name and zip, whatever the casing', () => {
    expect(ids(filterProperties(list, { ...emptySearch(0), cities: ['gent|9000'] }))).toEqual([1]);
    expect(ids(filterProperties(list, { ...emptySearch(0), cities: ['gent|9000', 'liège|4000'] }))).toEqual([
      1, 2,
    ]);
  });

  it('matches chosen types', () => {
    expect(ids(filterProperties(list, { ...emptySearch(0), types: [2] }))).toEqual([2, 6]);
  });

  it('treats room counts as minimums', () => {
    expect(ids(filterProperties(list, { ...emptySearch(0), bedrooms: 3 }))).toEqual([1, 3]);
    expect(ids(filterProperties(list, { ...emptySearch(0), garages: 1 }))).toEqual([3]);
  });

  it('treats the top of the range as no upper limit', () => {
    expect(ids(filterProperties(list, { ...emptySearch(0), price: [200_000, 3_000_000] }))).toEqual([
      1, 3, 6,
    ]);
    expect(ids(filterProperties(list, { ...emptySearch(0), price: [200_000, 2_999_000] }))).toEqual([1, 6]);
    expect(ids(filterProperties(list, { ...emptySearch(1), price: [1_000, 2_000] }))).toEqual([5]);
    expect(ids(filterProperties(list, { ...emptySearch(1), price: [0, 1_000] }))).toEqual([4]);
  });

  it('finds free text in the reference or city, ignoring case and accents, and zip prefixes', () => {
    expect(ids(filterProperties(list, { ...emptySearch(0), text: 'ge-101' }))).toEqual([1]);
    expect(ids(filterProperties(list, { ...emptySearch(0), text: 'LIEGE' }))).toEqual([2]);
    expect(ids(filterProperties(list, { ...emptySearch(0), text: 'op-den' }))).toEqual([3]);
    expect(ids(filterProperties(list, { ...emptySearch(0), text: '90' }))).toEqual([1, 6]);
    expect(ids(filterProperties(list, { ...emptySearch(0), text: 'brugge' }))).toEqual([]);
  });
});

describe('town names in searches', () => {
  const braine = listing({ id: 30, city: "Braine-l'Alleud", zip: '1420', otherCityNames: ['Eigenbrakel'] });
  const esch = listing({ id: 31, city: 'Esch-sur-Alzette', zip: '4001' });
  // A Ghent listing as a Dutch page indexes it, and a Luxembourg one as a French page does.
  const ghent = listing({ id: 32, city: 'Gent', otherCityNames: ['Gand', 'Ghent'] });
  const luxembourg = listing({ id: 33, city: 'Luxembourg', zip: '2449', otherCityNames: ['Luxemburg'] });
  const towns = [braine, esch, ghent, luxembourg];
  const found = (text: string) => ids(filterProperties(towns, { ...emptySearch(0), text }));

  it('folds hyphens, spaces and both apostrophes alike, with accents and case', () => {
    expect(foldTownText("Braine-l'Alleud")).toBe('braine l alleud');
    expect(foldTownText('BRAINE L’ALLEUD ')).toBe('braine l alleud');
    expect(foldTownText('Esch  sur Alzette')).toBe(foldTownText('Esch-sur-Alzette'));
    expect(foldTownText('Liège')).toBe('liege');
  });

  it.each([
    ['Esch sur Alzette', [31]],
    ['esch-sur-alzette', [31]],
    ["Braine l'Alleud", [30]],
    ['Braine-l’Alleud', [30]],
    ['braine l alleud', [30]],
    ['Eigenbrakel', [30]],
    ['Gand', [32]],
    ['Ghent', [32]],
    ['Luxemburg', [33]],
  ])('"%s" finds %j', (text, expected) => {
    // Before: "Esch sur Alzette", "Braine l'Alleud" and the names of other languages found nothing.
    expect(found(text)).toEqual(expected);
  });

  it('matches every listing with an empty text', () => {
    expect(matchesText(braine, '  ')).toBe(true);
  });

  it('chooses a town by any of its names and postcodes; an old name|zip value still chooses it', () => {
    const chosen = (...cities: string[]) => ids(filterProperties(towns, { ...emptySearch(0), cities }));
    expect(chosen(townValue('Gand'))).toEqual([32]);
    expect(chosen(townValue('Luxemburg'))).toEqual([33]);
    expect(chosen("braine-l'alleud|1420")).toEqual([30]);
    expect(chosen('gent|9050')).toEqual([]);
  });

  it('offers one town under several postcodes once, its value without a postcode', () => {
    const lux = (id: number, zip: string) => listing({ id, city: 'Luxembourg', zip });
    const options = cityOptions([lux(40, '2449'), lux(41, '1111'), lux(42, '2449')], 0);
    expect(options).toEqual([{ value: 'luxembourg|', name: 'Luxembourg', zips: ['1111', '2449'], count: 3 }]);
    expect(paramsToSearch(new URLSearchParams('city=luxembourg%7C'), 0).cities).toEqual(['luxembourg|']);
  });
});

describe('mostListedTown', () => {
  it('names the town with the most listings, the first by name when two have as many', () => {
    const town = (name: string, count: number) => ({ value: `${name}|`, name, zips: ['1000'], count });
    expect(mostListedTown([town('Namur', 2), town('Marbella', 5), town('Alicante', 5)])).toBe('Alicante');
    expect(mostListedTown([])).toBeUndefined();
  });
});

describe('sortProperties', () => {
  it('puts the newest first, undated last, ties by higher ID', () => {
    expect(ids(sortProperties(list.slice(0, 3).concat(list[5] as SearchListing), 'newest'))).toEqual([
      2, 6, 1, 3,
    ]);
  });

  it('sorts by price both ways without changing the input', () => {
    const sale = list.filter((item) => item.goal === 0);
    expect(ids(sortProperties(sale, 'price-asc'))).toEqual([2, 6, 1, 3]);
    expect(ids(sortProperties(sale, 'price-desc'))).toEqual([3, 6, 1, 2]);
    expect(ids(sale)).toEqual([1, 2, 3, 6]);
  });

  it('lists what is still on the market before what is sold or rented, in every order', () => {
    const mixed = [
      listing({ id: 1, price: 200_000, createdAt: '2026-01-01' }),
      listing({ id: 2, marquee: 3, price: 100_000, createdAt: '2026-03-01' }),
      listing({ id: 3, marquee: 2, price: 300_000, createdAt: '2026-02-01' }),
      listing({ id: 4, marquee: 4, goal: 1, price: 900, createdAt: '2026-04-01' }),
      listing({ id: 5, marquee: 1, price: 150_000, createdAt: '2025-12-01' }),
    ];
    expect(ids(sortProperties(mixed, 'newest'))).toEqual([3, 1, 5, 4, 2]);
    expect(ids(sortProperties(mixed, 'price-asc'))).toEqual([5, 1, 3, 4, 2]);
    expect(ids(sortProperties(mixed, 'price-desc'))).toEqual([3, 1, 5, 2, 4]);
  });
});

describe('paginate', () => {
  const numbers = Array.from({ length: 25 }, (_, index) => index + 1);

  it('cuts pages and counts them', () => {
    expect(paginate(numbers, 2, 10)).toEqual({
      items: numbers.slice(10, 20),
      page: 2,
      pageCount: 3,
      total: 25,
    });
    expect(paginate(numbers, 3, 10).items).toEqual([21, 22, 23, 24, 25]);
  });

  it('clamps the page', () => {
    expect(paginate(numbers, 9, 10).page).toBe(3);
    expect(paginate(numbers, 0, 10).page).toBe(1);
    expect(paginate(numbers, Number.NaN, 10).page).toBe(1);
  });

  it('has one empty page for no results', () => {
    expect(paginate([], 4, 10)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe('options', () => {
  it('lists towns with listings for the goal, by name, with counts: one entry per town name', () => {
    // Before: one per postcode, "Gent (1)" twice for Gent's 9000 and 9050.
    expect(cityOptions(list, 0)).toEqual([
      { value: 'gent|', name: 'Gent', zips: ['9000', '9050'], count: 2 },
      { value: 'kapelle op den bos|', name: 'Kapelle-op-den-Bos', zips: ['1880'], count: 1 },
      { value: 'liege|', name: 'Liège', zips: ['4000'], count: 1 },
    ]);
    expect(cityOptions(list, 1).map((option) => option.name)).toEqual(['Gent', 'Namur']);
  });

  it('lists types for the goal, most common first', () => {
    expect(typeOptions(list, 0)).toEqual([
      { webId: 1, count: 2 },
      { webId: 2, count: 2 },
    ]);
    expect(
      typeOptions(
        [...list, listing({ id: 7, webId: 9 }), listing({ id: 8, webId: 9 }), listing({ id: 9, webId: 9 })],
        0,
      )[0],
    ).toEqual({
      webId: 9,
      count: 3,
    });
  });
});

describe("the CRM's own fields (unpublished prices, several types)", () => {
  const hidden = listing({ id: 20, price: undefined });
  const shown = listing({ id: 21, price: 300_000 });
  const both = [hidden, shown];

  it('treats a price the agency does not publish as unknown: no price range matches it, never as 0', () => {
    expect(ids(filterProperties(both, emptySearch(0)))).toEqual([20, 21]);
    const cheap = { ...emptySearch(0), price: [0, 200_000] as const };
    expect(ids(filterProperties(both, cheap))).toEqual([]);
    const dear = { ...emptySearch(0), price: [250_000, emptySearch(0).price[1]] as const };
    expect(ids(filterProperties(both, dear))).toEqual([21]);
  });

  it('sorts unknown prices last, up and down', () => {
    const three = [hidden, shown, listing({ id: 22, price: 100_000 })];
    expect(ids(sortProperties(three, 'price-asc'))).toEqual([22, 21, 20]);
    expect(ids(sortProperties(three, 'price-desc'))).toEqual([21, 22, 20]);
  });

  it('finds a listing published under several types (WebIDs) by any of them and counts it in each', () => {
    const investment = listing({ id: 30, webId: 5, otherWebIds: [1] });
    const house = listing({ id: 31, webId: 1 });
    expect(ids(filterProperties([investment, house], { ...emptySearch(0), types: [1] }))).toEqual([30, 31]);
    expect(ids(filterProperties([investment, house], { ...emptySearch(0), types: [5] }))).toEqual([30]);
    expect(typeOptions([investment, house], 0)).toEqual([
      { webId: 1, count: 2 },
      { webId: 5, count: 1 },
    ]);
  });
});
