// The server renders a results page on demand only when it is one and its query asks for a view.
import { describe, expect, it } from 'vitest';
import { notFoundRoutes } from '../../src/domain/routes/not-found-routes';
import { resultsTarget } from './results-target.ts';

const routes = notFoundRoutes({ defaultLocale: 'en', enabledLocales: ['nl', 'fr', 'en', 'de'] });
const target = (path: string, query: string) => resultsTarget(path, new URLSearchParams(query), routes);

describe('resultsTarget', () => {
  it('renders a results page of any language on demand when its query names a view parameter', () => {
    expect(target('/fr/a-vendre/', 'city=uccle%7C1180&bedrooms=2')).toBe(
      '/filtered-results/fr/a-vendre/?city=uccle%7C1180&bedrooms=2',
    );
    expect(target('/for-rent/', 'page=2')).toBe('/filtered-results/for-rent/?page=2');
    expect(target('/nl/te-koop/', 'search=&bedrooms=&price=')).toBe(
      '/filtered-results/nl/te-koop/?search=&bedrooms=&price=',
    );
    expect(target('/de/zu-verkaufen/', 'sort=price-asc&utm_source=x')).toBe(
      '/filtered-results/de/zu-verkaufen/?sort=price-asc&utm_source=x',
    );
  });

  it('leaves the static page to answer without a view parameter', () => {
    expect(target('/fr/a-vendre/', '')).toBeUndefined();
    expect(target('/fr/a-vendre/', 'utm_source=mail&lng=fr')).toBeUndefined();
  });

  it('renders nothing on demand for other pages, a switched-off language or an older build', () => {
    expect(target('/contact/', 'city=gent%7C9000')).toBeUndefined();
    expect(target('/fr/a-vendre/gent/maison/1001/', 'bedrooms=2')).toBeUndefined();
    expect(target('/fr/a-vendre', 'bedrooms=2')).toBeUndefined();
    const englishOnly = notFoundRoutes({ defaultLocale: 'en', enabledLocales: ['en'] });
    expect(resultsTarget('/fr/a-vendre/', new URLSearchParams('bedrooms=2'), englishOnly)).toBeUndefined();
    // A release built before the table had `results`.
    expect(resultsTarget('/for-sale/', new URLSearchParams('bedrooms=2'), {})).toBeUndefined();
  });
});
