// The server picks the 404 page from the build's table: language by prefix, property variant by shape.
import { describe, expect, it } from 'vitest';
import { notFoundRoutes, pageCaseTable } from '../../src/domain/routes/not-found-routes';
import { languageTarget, notFoundTarget, slashTarget, withQuery } from './not-found-target.ts';

const listing1001 = {
  nl: '/nl/te-koop/gent/huis/1001/',
  fr: '/fr/a-vendre/gent/maison/1001/',
  en: '/for-sale/gent/house/1001/',
  de: '/de/zu-verkaufen/gent/haus/1001/',
};
const routes = notFoundRoutes(
  { defaultLocale: 'en', enabledLocales: ['nl', 'fr', 'en', 'de'] },
  { '1001': listing1001 },
  { '/nl/getuigenissen/': '/nl/over-ons/getuigenissen/', '/testimonials/': '/about-us/testimonials/' },
  pageCaseTable(['/Disclaimer/', '/fr/Disclaimer/', '/about-us/', '/fr/a-propos/']),
);
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

  it('answers the property variant asked for by name with itself, in the language asked', () => {
    // Before: /nl/property-not-found/, where a mailing may link a withdrawn listing, said "page not found".
    expect(target('/nl/property-not-found/')).toEqual({ locale: 'nl', page: '/nl/property-not-found/' });
    expect(target('/fr/property-not-found')).toEqual({ locale: 'fr', page: '/fr/property-not-found/' });
    expect(target('/property-not-found/')).toEqual({ locale: 'en', page: '/property-not-found/' });
    expect(notFoundTarget('/property-not-found/', routes, { lng: 'de' })).toEqual({
      locale: 'de',
      page: '/de/property-not-found/',
    });
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

describe('notFoundTarget for a page typed in another case', () => {
  it('redirects any case of a known page to its own address, with or without the trailing slash', () => {
    for (const path of ['/disclaimer/', '/DISCLAIMER', '/disClaimer/'])
      expect(target(path)).toEqual({ redirect: '/Disclaimer/' });
    expect(target('/fr/disclaimer')).toEqual({ redirect: '/fr/Disclaimer/' });
    expect(target('/About-Us/')).toEqual({ redirect: '/about-us/' });
    expect(target('/FR/A-Propos/')).toEqual({ redirect: '/fr/a-propos/' });
  });

  it('leaves an unknown path a not-found page', () => {
    expect(target('/disclaimers/')).toEqual({ locale: 'en', page: '/404.html' });
  });
});

describe('notFoundTarget for a page of a language that lost the default', () => {
  // A French agency's site once had French as its default language, and its texts link /notre-equipe/;
  // with English the default now, French pages live under /fr/.
  const moved = notFoundRoutes(
    { defaultLocale: 'en', enabledLocales: ['fr', 'en', 'de'] },
    {},
    {},
    pageCaseTable(['/our-team/', '/fr/notre-equipe/', '/fr/a-propos/', '/de/a-propos/', '/about-us/']),
  );
  it('redirects an unprefixed address to the one language whose page it is', () => {
    expect(notFoundTarget('/notre-equipe/', moved)).toEqual({ redirect: '/fr/notre-equipe/' });
    expect(notFoundTarget('/Notre-Equipe', moved)).toEqual({ redirect: '/fr/notre-equipe/' });
  });
  it("picks the visitor's language where several languages have the page, else the first enabled", () => {
    expect(notFoundTarget('/a-propos/', moved, { acceptLanguage: 'de-LU' })).toEqual({
      redirect: '/de/a-propos/',
    });
    expect(notFoundTarget('/a-propos/', moved)).toEqual({ redirect: '/fr/a-propos/' });
  });
  it('leaves a path no language has a not-found page', () => {
    expect(notFoundTarget('/nulle-part/', moved)).toEqual({ locale: 'en', page: '/404.html' });
  });
});

describe("notFoundTarget for a section's bare address", () => {
  it('redirects to the page that lists its pages, with or without the trailing slash', () => {
    expect(target('/nl/getuigenissen/')).toEqual({ redirect: '/nl/over-ons/getuigenissen/' });
    expect(target('/nl/getuigenissen')).toEqual({ redirect: '/nl/over-ons/getuigenissen/' });
    expect(target('/testimonials/')).toEqual({ redirect: '/about-us/testimonials/' });
    expect(target('/en/testimonials/')).toEqual({ redirect: '/about-us/testimonials/' });
    expect(target('/fr/temoignages/')).toEqual({ locale: 'fr', page: '/fr/404/' });
  });
});

describe('notFoundTarget for a live listing under a wrong address', () => {
  it('redirects to its page in the same language whatever the city, type or section word', () => {
    expect(target('/for-sale/ghent/house/1001/')).toEqual({ redirect: listing1001.en });
    expect(target('/nl/te-koop/gent/house/1001/')).toEqual({ redirect: listing1001.nl });
    expect(target('/for-rent/gent/house/1001/')).toEqual({ redirect: listing1001.en });
    expect(target('/fr/a-louer/bruxelles/appartement/1001')).toEqual({ redirect: listing1001.fr });
    expect(target('/de/spanien/x/y/1001/')).toEqual({ redirect: listing1001.de });
    expect(target('/nl/for-sale/gent/house/1001/')).toEqual({ redirect: listing1001.nl });
    expect(target('/for-sale/gent/house/1001')).toEqual({ redirect: listing1001.en });
    expect(target('/property/1001')).toEqual({ redirect: listing1001.en });
    expect(target('/For-Sale/Gent/House/1001')).toEqual({ redirect: listing1001.en });
    expect(target('/en/for-sale/ghent/house/1001/')).toEqual({ redirect: listing1001.en });
  });

  it('keeps the sold-or-withdrawn page for an ID that is no live listing', () => {
    expect(target('/for-sale/ghent/house/1002/')).toEqual({ locale: 'en', page: '/property-not-found/' });
    expect(target('/nl/te-koop/gent/huis/10010/')).toEqual({ locale: 'nl', page: '/nl/property-not-found/' });
  });
});

describe('notFoundTarget in the visitor language', () => {
  const visitor = (path: string, seen: Parameters<typeof notFoundTarget>[2]) =>
    notFoundTarget(path, routes, seen);

  it('answers an unprefixed path in the language of ?lng=, the cookie, then the browser', () => {
    expect(visitor('/nope/', { cookie: 'i18nextLng=nl' })).toEqual({ locale: 'nl', page: '/nl/404/' });
    expect(visitor('/nope/', { acceptLanguage: 'de-BE,de;q=0.9' })).toEqual({
      locale: 'de',
      page: '/de/404/',
    });
    expect(visitor('/nope/', { cookie: 'i18nextLng=fr', acceptLanguage: 'de' })).toEqual({
      locale: 'fr',
      page: '/fr/404/',
    });
    expect(visitor('/nope/', { lng: 'nl', cookie: 'i18nextLng=fr' })).toEqual({
      locale: 'nl',
      page: '/nl/404/',
    });
    expect(visitor('/nope/', { cookie: 'i18nextLng=es', acceptLanguage: 'es, it' })).toEqual({
      locale: 'en',
      page: '/404.html',
    });
    expect(visitor('/for-sale/x/y/999/', { cookie: 'i18nextLng=nl' })).toEqual({
      locale: 'nl',
      page: '/nl/property-not-found/',
    });
  });

  it('keeps the language of a prefix over the cookie and the browser, but not over ?lng=', () => {
    expect(visitor('/fr/nope/', { cookie: 'i18nextLng=nl', acceptLanguage: 'de' })).toEqual({
      locale: 'fr',
      page: '/fr/404/',
    });
    expect(visitor('/fr/nope/', { lng: 'de' })).toEqual({ locale: 'de', page: '/de/404/' });
  });
});

describe('languageTarget', () => {
  const versions = {
    '/': { en: '/', nl: '/nl/' },
    '/nl/': { en: '/', nl: '/nl/' },
    '/property/1001/': listing1001,
  };

  it("gives the page's version in the asked language", () => {
    expect(languageTarget('/', 'nl', versions)).toBe('/nl/');
    expect(languageTarget('/nl/', 'EN', versions)).toBe('/');
    expect(languageTarget('/property/1001', 'fr', versions)).toBe(listing1001.fr);
  });

  it('gives nothing for the same language, a language the page lacks, or an unknown path', () => {
    expect(languageTarget('/nl/', 'nl', versions)).toBeUndefined();
    expect(languageTarget('/', 'es', versions)).toBeUndefined();
    expect(languageTarget('/nope/', 'nl', versions)).toBeUndefined();
  });
});

describe('slashTarget', () => {
  const versions = { '/contact/': {}, '/feed-back': {} };
  it('adds the trailing slash a page has, and only then', () => {
    expect(slashTarget('/contact', versions)).toBe('/contact/');
    expect(slashTarget('/contact/', versions)).toBeUndefined();
    expect(slashTarget('/feed-back', versions)).toBeUndefined();
    expect(slashTarget('/nope', versions)).toBeUndefined();
  });

  it("takes off the default language's code, which its addresses do not have", () => {
    const withHome = { ...versions, '/': {} };
    expect(slashTarget('/en/contact/', withHome, 'en')).toBe('/contact/');
    expect(slashTarget('/en/contact', withHome, 'en')).toBe('/contact/');
    expect(slashTarget('/en/', withHome, 'en')).toBe('/');
    expect(slashTarget('/en', withHome, 'en')).toBe('/');
    expect(slashTarget('/english/', withHome, 'en')).toBeUndefined();
    expect(slashTarget('/nl/contact/', withHome, 'en')).toBeUndefined();
  });
});

describe('withQuery', () => {
  it("keeps the request's query after the target's own", () => {
    expect(withQuery('/nl/te-koop/?search=Gent', '?utm_source=mail')).toBe(
      '/nl/te-koop/?search=Gent&utm_source=mail',
    );
    expect(withQuery('/nl/over-ons/getuigenissen/', '?utm_source=mail')).toBe(
      '/nl/over-ons/getuigenissen/?utm_source=mail',
    );
    expect(withQuery('/nl/te-koop/?search=Gent', '')).toBe('/nl/te-koop/?search=Gent');
  });
});
