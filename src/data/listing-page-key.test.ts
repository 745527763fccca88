import { describe, expect, it } from 'vitest';
import { listingPageKey, onlySimilarListingsChanged } from './listing-page-key';

describe('a listing page key', () => {
  const key = listingPageKey('page-A', 'block-A');

  it('tells a page whose similar listings alone changed', () => {
    expect(onlySimilarListingsChanged(key, listingPageKey('page-A', 'block-B'))).toBe(true);
  });

  it('does not when the page changed, with or without its block, or nothing did', () => {
    expect(onlySimilarListingsChanged(key, listingPageKey('page-B', 'block-A'))).toBe(false);
    expect(onlySimilarListingsChanged(key, listingPageKey('page-B', 'block-B'))).toBe(false);
    expect(onlySimilarListingsChanged(key, key)).toBe(false);
  });

  it('does not for a page without a key before or now, or a key of another kind', () => {
    expect(onlySimilarListingsChanged(undefined, key)).toBe(false);
    expect(onlySimilarListingsChanged(key, undefined)).toBe(false);
    expect(onlySimilarListingsChanged('page-A', key)).toBe(false);
    expect(onlySimilarListingsChanged(key, 'page-A')).toBe(false);
    expect(onlySimilarListingsChanged(key, `${listingPageKey('page-A', 'block-B')}.more`)).toBe(false);
  });
});
