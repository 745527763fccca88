import { describe, expect, it } from 'vitest';
import { resultsPageAt, resultsPages } from './results-pages';

const options = { defaultLocale: 'en', enabledLocales: ['nl', 'fr', 'en', 'de'] } as const;

describe('resultsPages', () => {
  it('lists the three results pages in every enabled language, the default one unprefixed', () => {
    const paths = resultsPages(options).map((page) => page.path);
    expect(paths).toHaveLength(12);
    expect(paths).toContain('/for-sale/');
    expect(paths).toContain('/fr/a-vendre/');
    expect(paths).toContain('/nl/te-koop/');
    expect(paths).toContain('/de/zu-verkaufen/');
    expect(resultsPages({ defaultLocale: 'fr', enabledLocales: ['fr'] }).map((page) => page.path)).toEqual([
      '/a-vendre/',
      '/a-louer/',
      expect.any(String),
    ]);
  });
});

describe('resultsPageAt', () => {
  it('finds the key and language of a results path', () => {
    expect(resultsPageAt('/fr/a-vendre/', options)).toEqual({
      key: 'forSale',
      locale: 'fr',
      path: '/fr/a-vendre/',
    });
    expect(resultsPageAt('/nl/te-huur/', options)?.key).toBe('forRent');
  });

  it('knows no other path, nor a switched-off language, nor a spelling without its slash', () => {
    expect(resultsPageAt('/fr/a-vendre/gent/maison/1/', options)).toBeUndefined();
    expect(resultsPageAt('/contact/', options)).toBeUndefined();
    expect(resultsPageAt('/fr/a-vendre', options)).toBeUndefined();
    expect(
      resultsPageAt('/de/zu-verkaufen/', { defaultLocale: 'en', enabledLocales: ['en'] }),
    ).toBeUndefined();
  });
});
