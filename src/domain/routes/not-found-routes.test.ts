// The server's table of property path shapes must match every property URL the route table builds.
import { describe, expect, it } from 'vitest';
import { notFoundRoutes, routePattern } from './not-found-routes';
import { pathFor } from './routes';

const options = { defaultLocale: 'en', enabledLocales: ['nl', 'fr', 'en', 'de'] } as const;

describe('routePattern', () => {
  it('matches every property path the route table builds, in every section and language', () => {
    for (const locale of options.enabledLocales) {
      const pattern = new RegExp(routePattern('property', locale, options));
      for (const section of ['sale', 'rent', 'foreign'] as const) {
        const path = pathFor(
          'property',
          locale,
          { section, city: 'gent', type: 'maison', id: 999999 },
          options,
        );
        expect(pattern.test(path), path).toBe(true);
        expect(pattern.test(path.replace(/\/$/, '')), path).toBe(true);
      }
    }
  });

  it('does not take other pages or a non-numeric id for a property', () => {
    const pattern = new RegExp(routePattern('property', 'fr', options));
    expect(pattern.test('/fr/a-vendre/')).toBe(false);
    expect(pattern.test('/fr/a-vendre/gent/maison/abc/')).toBe(false);
    expect(pattern.test('/fr/contact/a/b/12/')).toBe(false);
    expect(pattern.test('/a-vendre/gent/maison/12/')).toBe(false);
  });

  it('makes an optional parameter optional', () => {
    const pattern = new RegExp(routePattern('menuPage', 'nl', options));
    expect(pattern.test('/nl/over-ons/')).toBe(true);
    expect(pattern.test('/nl/over-ons/team/')).toBe(true);
  });
});

describe('notFoundRoutes', () => {
  it('lists the not-found pages of the enabled languages only', () => {
    const routes = notFoundRoutes({ defaultLocale: 'fr', enabledLocales: ['nl', 'fr'] });
    expect(routes.pages).toEqual({
      nl: { page: '/nl/404/', property: '/nl/property-not-found/' },
      fr: { page: '/404.html', property: '/property-not-found/' },
    });
    expect(routes.prefixedLocales).toEqual(['nl']);
  });

  it('names the results pages of the enabled languages and the parameters of a view of one', () => {
    const routes = notFoundRoutes({ defaultLocale: 'fr', enabledLocales: ['nl', 'fr'] });
    // Three results pages and the shortlist and comparison pages, in two languages.
    expect(routes.results.paths).toHaveLength(10);
    expect(routes.results.paths).toContain('/a-vendre/');
    expect(routes.results.paths).toContain('/nl/te-koop/');
    expect(routes.results.paths).not.toContain('/fr/a-vendre/');
    expect(routes.results.params).toEqual(
      expect.arrayContaining(['city', 'bedrooms', 'price', 'page', 'sort']),
    );
  });

  it('has a shared shortlist or a comparison rendered on demand too', () => {
    const routes = notFoundRoutes({ defaultLocale: 'fr', enabledLocales: ['nl', 'fr'] });
    expect(routes.results.paths).toEqual(expect.arrayContaining(['/favoris/', '/nl/bewaard/vergelijken/']));
    expect(routes.results.params).toContain('ids');
  });
});
