import { describe, expect, it } from 'vitest';
import { paramsToView, viewHref, viewResults, viewToParams } from './results-view';
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
