import { describe, expect, it } from 'vitest';
import { shortlistPageAt, shortlistPages } from './shortlist-pages';

const options = { defaultLocale: 'nl', enabledLocales: ['nl', 'fr'] } as const;

describe('shortlistPages', () => {
  it('lists the shortlist and the comparison in each enabled language', () => {
    expect(shortlistPages(options).map((page) => page.path)).toEqual([
      '/bewaard/',
      '/fr/favoris/',
      '/bewaard/vergelijken/',
      '/fr/favoris/comparer/',
    ]);
  });

  it('finds the page of a path, and none for another page or a language switched off', () => {
    expect(shortlistPageAt('/fr/favoris/comparer/', options)).toEqual({
      key: 'compare',
      locale: 'fr',
      path: '/fr/favoris/comparer/',
    });
    expect(shortlistPageAt('/fr/a-vendre/', options)).toBeUndefined();
    expect(shortlistPageAt('/de/merkliste/', options)).toBeUndefined();
  });
});
