// Unit tests of routes: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { type Locale, locales } from '../../i18n/locales';
import {
  alternatesFor,
  breadcrumbFor,
  localizePath,
  matchPath,
  type PageKey,
  pageKeys,
  pathFor,
  propertySection,
  type RouteParams,
  routeTable,
  sectionsOf,
} from './routes';

const en = {
  defaultLocale: 'en',
  enabledLocales: ['nl', 'fr', 'en', 'de'],
  menuPaths: ['about-us', 'about-us/history'],
} as const;
const fr = { ...en, defaultLocale: 'fr' } as const;

const sampleParams: { [K in PageKey]: RouteParams<K> } = {
  home: {},
  forSale: {},
  forRent: {},
  property: { section: 'sale', city: 'gent', type: 'house', id: 1042 },
  propertyShort: { id: 1042 },
  projects: {},
  project: { slug: 'residentie-zonneveld', id: 3 },
  foreign: {},
  services: {},
  service: { slug: 'expertise' },
  team: {},
  testimonial: { slug: 'famille-dupont' },
  contact: {},
  demandRegister: {},
  contactDemand: {},
  login: {},
  disclaimer: {},
  privacy: {},
  cookiePolicy: {},
  formThanks: { name: 'contact-me' },
  generalThanks: {},
  map: {},
  notFound: {},
  menuPage: { path: 'about-us' },
  shortlist: {},
  compare: {},
};

// Paths with "en" as default language.
const expected: Record<PageKey, Record<Locale, string>> = {
  home: { en: '/', nl: '/nl/', fr: '/fr/', de: '/de/' },
  forSale: { en: '/for-sale/', nl: '/nl/te-koop/', fr: '/fr/a-vendre/', de: '/de/zu-verkaufen/' },
  forRent: { en: '/for-rent/', nl: '/nl/te-huur/', fr: '/fr/a-louer/', de: '/de/zu-vermieten/' },
  property: {
    en: '/for-sale/gent/house/1042/',
    nl: '/nl/te-koop/gent/house/1042/',
    fr: '/fr/a-vendre/gent/house/1042/',
    de: '/de/zu-verkaufen/gent/house/1042/',
  },
  propertyShort: {
    en: '/property/1042/',
    nl: '/property/1042/',
    fr: '/property/1042/',
    de: '/property/1042/',
  },
  projects: { en: '/new-builds/', nl: '/nl/nieuwbouw/', fr: '/fr/projet-neuf/', de: '/de/neubau/' },
  project: {
    en: '/new-builds/residentie-zonneveld-3/',
    nl: '/nl/nieuwbouw/residentie-zonneveld-3/',
    fr: '/fr/projet-neuf/residentie-zonneveld-3/',
    de: '/de/neubau/residentie-zonneveld-3/',
  },
  foreign: { en: '/spain/', nl: '/nl/spanje/', fr: '/fr/espagne/', de: '/de/spanien/' },
  services: { en: '/services/', nl: '/nl/diensten/', fr: '/fr/services/', de: '/de/dienstleistungen/' },
  service: {
    en: '/services/expertise/',
    nl: '/nl/diensten/expertise/',
    fr: '/fr/services/expertise/',
    de: '/de/dienstleistungen/expertise/',
  },
  team: { en: '/our-team/', nl: '/nl/ons-team/', fr: '/fr/notre-equipe/', de: '/de/unser-team/' },
  testimonial: {
    en: '/testimonials/famille-dupont/',
    nl: '/nl/getuigenissen/famille-dupont/',
    fr: '/fr/temoignages/famille-dupont/',
    de: '/de/erfahrungsberichte/famille-dupont/',
  },
  contact: { en: '/contact/', nl: '/nl/contact/', fr: '/fr/contact/', de: '/de/kontakt/' },
  demandRegister: {
    en: '/demand-register/',
    nl: '/nl/hou-me-op-de-hoogte/',
    fr: '/fr/tenez-moi-au-courant/',
    de: '/de/auf-dem-laufenden/',
  },
  contactDemand: {
    en: '/contact-demand/',
    nl: '/nl/gratis-schatting/',
    fr: '/fr/estimation-gratuite/',
    de: '/de/kostenlose-bewertung/',
  },
  login: { en: '/login/', nl: '/nl/login/', fr: '/fr/login/', de: '/de/login/' },
  disclaimer: { en: '/Disclaimer/', nl: '/nl/Disclaimer/', fr: '/fr/Disclaimer/', de: '/de/Disclaimer/' },
  privacy: {
    en: '/privacy-statement/',
    nl: '/nl/privacy-statement/',
    fr: '/fr/privacy-statement/',
    de: '/de/privacy-statement/',
  },
  cookiePolicy: {
    en: '/Cookie-policy/',
    nl: '/nl/Cookie-policy/',
    fr: '/fr/Cookie-policy/',
    de: '/de/Cookie-policy/',
  },
  formThanks: {
    en: '/feedback/contact-me/',
    nl: '/nl/bedankt/contact-me/',
    fr: '/fr/merci/contact-me/',
    de: '/de/danke/contact-me/',
  },
  generalThanks: { en: '/feed-back', nl: '/nl/feed-back', fr: '/fr/feed-back', de: '/de/feed-back' },
  map: { en: '/map/', nl: '/nl/map/', fr: '/fr/map/', de: '/de/map/' },
  notFound: { en: '/404/', nl: '/nl/404/', fr: '/fr/404/', de: '/de/404/' },
  menuPage: { en: '/about-us/', nl: '/nl/about-us/', fr: '/fr/about-us/', de: '/de/about-us/' },
  shortlist: { en: '/saved/', nl: '/nl/bewaard/', fr: '/fr/favoris/', de: '/de/merkliste/' },
  compare: {
    en: '/saved/compare/',
    nl: '/nl/bewaard/vergelijken/',
    fr: '/fr/favoris/comparer/',
    de: '/de/merkliste/vergleichen/',
  },
};

const cases = pageKeys.flatMap((key) => locales.map((locale) => [key, locale] as const));

describe('pathFor', () => {
  it.each(cases)('%s in %s', (key, locale) => {
    expect(pathFor(key, locale, sampleParams[key], en)).toBe(expected[key][locale]);
  });

  it('builds rent and abroad property paths with each language word', () => {
    expect(
      pathFor('property', 'fr', { section: 'rent', city: 'liege', type: 'appartement', id: 7 }, en),
    ).toBe('/fr/a-louer/liege/appartement/7/');
    expect(
      pathFor('property', 'fr', { section: 'foreign', city: 'marbella', type: 'villa', id: 8 }, en),
    ).toBe('/fr/espagne/marbella/villa/8/');
  });

  it('adds a menu child under its parent', () => {
    expect(pathFor('menuPage', 'nl', { path: 'about-us', child: 'history' }, en)).toBe(
      '/nl/about-us/history/',
    );
  });

  it('encodes parameters and refuses missing ones', () => {
    expect(pathFor('formThanks', 'en', { name: 'a b' }, en)).toBe('/feedback/a%20b/');
    expect(() => pathFor('service', 'en', { slug: '' }, en)).toThrow(/slug/);
  });

  it('covers every key of the table', () => {
    expect(Object.keys(routeTable).sort()).toEqual([...pageKeys].sort());
  });
});

describe('matchPath', () => {
  const roundTrips = cases.filter(([key, locale]) => !(key === 'propertyShort' && locale !== 'en'));

  it.each(roundTrips)('finds %s in %s from its own path', (key, locale) => {
    const match = matchPath(pathFor(key, locale, sampleParams[key], en), en);
    expect(match?.key).toBe(key);
    expect(match?.locale).toBe(locale);
    const stringParams = Object.fromEntries(
      Object.entries(sampleParams[key]).map(([name, value]) => [name, String(value)]),
    );
    expect(match?.params).toEqual(stringParams);
  });

  it('ignores query, hash and a missing trailing slash', () => {
    expect(matchPath('/fr/a-vendre?page=2#top', en)).toMatchObject({ key: 'forSale', locale: 'fr' });
    expect(matchPath('/feed-back/', en)).toMatchObject({ key: 'generalThanks', locale: 'en' });
  });

  it('does not take an unknown path, a wrong word for the language, or a non-numeric id', () => {
    expect(matchPath('/nowhere/at/all/', en)).toBeUndefined();
    expect(matchPath('/fr/te-koop/', en)).toBeUndefined();
    expect(matchPath('/for-sale/gent/house/abc/', en)).toBeUndefined();
    expect(matchPath('/nl/property/12/', en)).toBeUndefined();
    expect(matchPath('/%E0%A4%A/', en)).toBeUndefined();
  });

  it('takes menu pages only when the menu has them', () => {
    expect(matchPath('/about-us/history/', en)).toEqual({
      key: 'menuPage',
      locale: 'en',
      params: { path: 'about-us', child: 'history' },
    });
    expect(matchPath('/about-them/', en)).toBeUndefined();
    expect(matchPath('/about-us/', { ...en, menuPaths: undefined })).toBeUndefined();
  });
});

describe('another default language', () => {
  it('puts French unprefixed and English under /en/', () => {
    expect(pathFor('forSale', 'fr', {}, fr)).toBe('/a-vendre/');
    expect(pathFor('forSale', 'en', {}, fr)).toBe('/en/for-sale/');
    expect(pathFor('home', 'fr', {}, fr)).toBe('/');
    expect(pathFor('propertyShort', 'en', { id: 5 }, fr)).toBe('/property/5/');
    expect(matchPath('/a-vendre/', fr)).toMatchObject({ key: 'forSale', locale: 'fr' });
    expect(matchPath('/en/for-sale/', fr)).toMatchObject({ key: 'forSale', locale: 'en' });
    expect(matchPath('/for-sale/', fr)).toBeUndefined();
  });
});

describe('a disabled language', () => {
  const noGerman = { ...en, enabledLocales: ['nl', 'fr', 'en'] } as const;

  it('has no prefix of its own', () => {
    expect(matchPath('/de/zu-verkaufen/', noGerman)).toBeUndefined();
    expect(matchPath('/de/', noGerman)).toBeUndefined();
  });

  it('gets no alternate and localising to it goes to the default home', () => {
    expect(alternatesFor('forSale', {}, noGerman).map((alternate) => alternate.locale)).toEqual([
      'nl',
      'fr',
      'en',
    ]);
    expect(localizePath('/fr/a-vendre/', 'de', noGerman)).toBe('/');
  });
});

describe('alternatesFor', () => {
  it('lists the page in every enabled language', () => {
    expect(alternatesFor('property', sampleParams.property, en)).toEqual([
      { locale: 'nl', path: '/nl/te-koop/gent/house/1042/' },
      { locale: 'fr', path: '/fr/a-vendre/gent/house/1042/' },
      { locale: 'en', path: '/for-sale/gent/house/1042/' },
      { locale: 'de', path: '/de/zu-verkaufen/gent/house/1042/' },
    ]);
  });

  it('takes per-language slugs and skips languages without the page', () => {
    const slugs: Partial<Record<Locale, string>> = { nl: 'schatting', fr: 'expertise' };
    const result = alternatesFor(
      'service',
      (locale) => {
        const slug = slugs[locale];
        return slug === undefined ? undefined : { slug };
      },
      en,
    );
    expect(result).toEqual([
      { locale: 'nl', path: '/nl/diensten/schatting/' },
      { locale: 'fr', path: '/fr/services/expertise/' },
    ]);
  });

  it('has only the default language for the short property path', () => {
    expect(alternatesFor('propertyShort', { id: 9 }, en)).toEqual([{ locale: 'en', path: '/property/9/' }]);
  });
});

describe('localizePath', () => {
  it('gives the same page in the other language', () => {
    expect(localizePath('/fr/a-vendre/gent/maison/12/', 'nl', en)).toBe('/nl/te-koop/gent/maison/12/');
    expect(localizePath('/our-team/', 'de', en)).toBe('/de/unser-team/');
    expect(localizePath('/de/unser-team/', 'en', en)).toBe('/our-team/');
    expect(localizePath('/fr/merci/contact-me/', 'en', en)).toBe('/feedback/contact-me/');
  });

  it('sends an unknown path to the home of the target language', () => {
    expect(localizePath('/no/such/page/here/', 'en', en)).toBe('/');
    expect(localizePath('/fr/nulle-part/', 'fr', en)).toBe('/fr/');
  });
});

describe('breadcrumbFor', () => {
  it('chains page keys from home', () => {
    expect(breadcrumbFor('home')).toEqual(['home']);
    expect(breadcrumbFor('property')).toEqual(['home', 'forSale', 'property']);
    expect(breadcrumbFor('property', { section: 'rent' })).toEqual(['home', 'forRent', 'property']);
    expect(breadcrumbFor('property', { section: 'foreign' })).toEqual(['home', 'foreign', 'property']);
    expect(breadcrumbFor('service')).toEqual(['home', 'services', 'service']);
    expect(breadcrumbFor('project')).toEqual(['home', 'projects', 'project']);
    expect(breadcrumbFor('contact')).toEqual(['home', 'contact']);
  });
});

describe('sectionsOf', () => {
  it('gives the sections of some listings once each, for sale first, then for rent, then abroad', () => {
    // Before: the home page's newest listings, two of them rentals, led only to the page for sale.
    const listing = (Goal: number, CountryID: number) => ({ Goal, CountryID });
    expect(sectionsOf([listing(1, 10), listing(0, 34), listing(1, 50), listing(0, 10)])).toEqual([
      'sale',
      'rent',
      'foreign',
    ]);
    expect(sectionsOf([listing(0, 10), listing(0, 50)])).toEqual(['sale']);
    expect(sectionsOf([])).toEqual([]);
  });
});

describe('propertySection', () => {
  it('uses the goal in Belgium and Luxembourg, and the abroad section elsewhere', () => {
    expect(propertySection(0, 10)).toBe('sale');
    expect(propertySection(1, 50)).toBe('rent');
    expect(propertySection(0, 34)).toBe('foreign');
    expect(propertySection(1, 34)).toBe('foreign');
  });
});
