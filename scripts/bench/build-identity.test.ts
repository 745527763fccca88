import { describe, expect, it } from 'vitest';
import { compareBuilds, listingOfPage, onePercent } from './build-identity';

const ids = new Set([1001, 1002, 1003]);

describe('listingOfPage', () => {
  it('finds the listing of a detail page in any language, long or short path', () => {
    expect(listingOfPage('for-sale/gent/house/1001/index.html', ids)).toBe(1001);
    expect(listingOfPage('property/1002/index.html', ids)).toBe(1002);
    expect(listingOfPage('fr/a-vendre/gent/maison/1003/index.html', ids)).toBe(1003);
  });
  it('leaves pages whose last folder is a number but no listing (404) and other pages', () => {
    expect(listingOfPage('nl/404/index.html', ids)).toBeUndefined();
    expect(listingOfPage('for-sale/index.html', ids)).toBeUndefined();
    expect(listingOfPage('property/1001/photo.jpg', ids)).toBeUndefined();
  });
});

describe('compareBuilds', () => {
  const before = new Map([
    ['property/1001/index.html', 'a'],
    ['property/1002/index.html', 'b'],
    ['for-sale/index.html', 'c'],
    ['contact/index.html', 'd'],
    ['services/index.html', 'e'],
    ['sitemap.xml', 'f'],
    ['old/index.html', 'g'],
  ]);
  const after = new Map([
    ['property/1001/index.html', 'A'],
    ['property/1002/index.html', 'b'],
    ['for-sale/index.html', 'C'],
    ['contact/index.html', 'd'],
    ['services/index.html', 'E'],
    ['sitemap.xml', 'f'],
    ['new/index.html', 'h'],
  ]);
  const result = compareBuilds(before, after, {
    listingIds: ids,
    changedIds: new Set([1001]),
    showsChanged: (path) => path === 'for-sale/index.html',
  });

  it('sorts pages into those of changed listings, those showing one, and the untouched', () => {
    expect(result.changedListingPages).toEqual({
      total: 1,
      identical: 0,
      changed: ['property/1001/index.html'],
    });
    expect(result.pagesShowingChanged).toEqual({ total: 1, identical: 0, changed: ['for-sale/index.html'] });
    expect(result.untouchedPages).toEqual({
      total: 3,
      identical: 2,
      changed: ['services/index.html'],
    });
    expect(result.otherFiles).toEqual({ total: 1, identical: 1, changed: [] });
  });
  it('lists added and removed files', () => {
    expect(result.added).toEqual(['new/index.html']);
    expect(result.removed).toEqual(['old/index.html']);
  });
});

describe('onePercent', () => {
  it('takes every hundredth listing, and one at least', () => {
    const many = Array.from({ length: 1000 }, (_, index) => 1001 + index);
    expect(onePercent(many)).toHaveLength(10);
    expect(onePercent(many)[0]).toBe(1100);
    expect(onePercent([7, 8])).toEqual([7]);
    expect(onePercent([])).toEqual([]);
  });
});
