// The server picks the 404 page from the build's table: language by prefix, property variant by shape.
import { describe, expect, it } from 'vitest';
import { notFoundRoutes } from '../src/domain/not-found-routes';
import { notFoundTarget } from './not-found-target.mjs';

const routes = notFoundRoutes({ defaultLocale: 'en', enabledLocales: ['nl', 'fr', 'en', 'de'] });
const target = (path: string) => notFoundTarget(path, routes);

describe('notFoundTarget', () => {
  it('answers in the language of the first path segment, the default language otherwise', () => {
    expect(target('/fr/nope/')).toEqual({ locale: 'fr', page: '/fr/404/' });
    expect(target('/de/')).toEqual({ locale: 'de', page: '/de/404/' });
    expect(target('/nope/')).toEqual({ locale: 'en', page: '/404.html' });
    expect(target('/en/nope/')).toEqual({ locale: 'en', page: '/404.html' });
  });

  it('says the property does not exist or is sold for an old property URL of any form', () => {
    expect(target('/property/999999/')).toEqual({ locale: 'en', page: '/property-not-found/' });
    expect(target('/for-rent/gent/house/42')).toEqual({ locale: 'en', page: '/property-not-found/' });
    expect(target('/fr/a-vendre/gent/maison/999999/')).toEqual({
      locale: 'fr',
      page: '/fr/property-not-found/',
    });
    expect(target('/nl/spanje/marbella/villa/7/')).toEqual({ locale: 'nl', page: '/nl/property-not-found/' });
    expect(target('/fr/property/12/')).toEqual({ locale: 'fr', page: '/fr/404/' });
  });

  it('knows nothing of a switched-off language: its prefix is an unknown path of the default language', () => {
    const withoutGerman = notFoundRoutes({ defaultLocale: 'fr', enabledLocales: ['fr', 'nl'] });
    expect(notFoundTarget('/de/zu-verkaufen/a/b/1/', withoutGerman)).toEqual({
      locale: 'fr',
      page: '/404.html',
    });
    expect(notFoundTarget('/a-vendre/gent/maison/1/', withoutGerman)).toEqual({
      locale: 'fr',
      page: '/property-not-found/',
    });
    expect(withoutGerman.pages).not.toHaveProperty('de');
  });
});
