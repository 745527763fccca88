// The localised route table: paths per language, path matching, alternates and breadcrumbs.

import { type Locale, locales } from '../../i18n/locales';
import { belgiumCountryId, luxembourgCountryId } from '../listing/region';
import { perObject } from '../memo/per-object';

/** Every page of the site, by key. */
export const pageKeys = [
  'home',
  'forSale',
  'forRent',
  'property',
  'propertyShort',
  'projects',
  'project',
  'foreign',
  'services',
  'service',
  'team',
  'testimonial',
  'contact',
  'demandRegister',
  'contactDemand',
  'login',
  'disclaimer',
  'privacy',
  'cookiePolicy',
  // The thank-you page after a form (/feedback/{form kind or outcome}/ and each language's word).
  'formThanks',
  // The general thank-you page the CRM's older forms and mailings link to (/feed-back, no trailing slash).
  'generalThanks',
  'map',
  'notFound',
  'menuPage',
  // The visitor's saved listings (kept in the browser; a shared link carries them as ?ids=) and the
  // comparison of 2 to 4 of them (src/domain/shortlist/).
  'shortlist',
  'compare',
] as const;

/** A page of the site. */
export type PageKey = (typeof pageKeys)[number];

type Words = Readonly<Record<Locale, string>>;
const same = (word: string): Words => ({ nl: word, fr: word, en: word, de: word });

/** The path words of each language. */
export const routeWords = {
  forSale: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' },
  forRent: { nl: 'te-huur', fr: 'a-louer', en: 'for-rent', de: 'zu-vermieten' },
  foreign: { nl: 'spanje', fr: 'espagne', en: 'spain', de: 'spanien' },
  projects: { nl: 'nieuwbouw', fr: 'projet-neuf', en: 'new-builds', de: 'neubau' },
  services: { nl: 'diensten', fr: 'services', en: 'services', de: 'dienstleistungen' },
  team: { nl: 'ons-team', fr: 'notre-equipe', en: 'our-team', de: 'unser-team' },
  testimonials: { nl: 'getuigenissen', fr: 'temoignages', en: 'testimonials', de: 'erfahrungsberichte' },
  contact: { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' },
  demandRegister: {
    nl: 'hou-me-op-de-hoogte',
    fr: 'tenez-moi-au-courant',
    en: 'demand-register',
    de: 'auf-dem-laufenden',
  },
  contactDemand: {
    nl: 'gratis-schatting',
    fr: 'estimation-gratuite',
    en: 'contact-demand',
    de: 'kostenlose-bewertung',
  },
  login: same('login'),
  disclaimer: same('Disclaimer'),
  privacy: same('privacy-statement'),
  cookiePolicy: same('Cookie-policy'),
  formThanks: { nl: 'bedankt', fr: 'merci', en: 'feedback', de: 'danke' },
  generalThanks: same('feed-back'),
  map: same('map'),
  property: same('property'),
  notFound: same('404'),
  shortlist: { nl: 'bewaard', fr: 'favoris', en: 'saved', de: 'merkliste' },
  compare: { nl: 'vergelijken', fr: 'comparer', en: 'compare', de: 'vergleichen' },
} as const satisfies Record<string, Words>;

/** Which list a property detail page hangs under: for sale, for rent, or abroad (Spain). */
export type ListingSection = 'sale' | 'rent' | 'foreign';

const sectionWords: Readonly<Record<ListingSection, Words>> = {
  sale: routeWords.forSale,
  rent: routeWords.forRent,
  foreign: routeWords.foreign,
};

/** The section of a listing: Belgian and Luxembourg ones by goal (0 sale, 1 rent), others abroad. */
export function propertySection(goal: number, countryId: number): ListingSection {
  if (countryId !== belgiumCountryId && countryId !== luxembourgCountryId) return 'foreign';
  return goal === 1 ? 'rent' : 'sale';
}

/**
 * The sections some listings belong to, each once, in the site's order (for sale, for rent, abroad):
 * the results pages a block of those listings leads on to.
 */
export function sectionsOf(listings: readonly SectionedListing[]): readonly ListingSection[] {
  return sectionsPresent(listings);
}

type SectionedListing = { readonly Goal: number; readonly CountryID: number };

// Once per list: the header, the footer and the results islands of every page ask of the site's listings.
const sectionsPresent = perObject((listings: readonly SectionedListing[]) => {
  const present = new Set(listings.map((listing) => propertySection(listing.Goal, listing.CountryID)));
  return (['sale', 'rent', 'foreign'] as const).filter((section) => present.has(section));
});

type Id = string | number;

/** The parameters each page needs to build its path; pages not listed take none. */
export interface RouteParamMap {
  readonly property: {
    readonly section: ListingSection;
    readonly city: string;
    readonly type: string;
    readonly id: Id;
  };
  readonly propertyShort: { readonly id: Id };
  readonly project: { readonly slug: string; readonly id: Id };
  readonly service: { readonly slug: string };
  readonly testimonial: { readonly slug: string };
  readonly formThanks: { readonly name: string };
  /** A menu page's Path, and a child's Path under it. */
  readonly menuPage: { readonly path: string; readonly child?: string | undefined };
}

/** The parameters of a page key. */
export type RouteParams<K extends PageKey> = K extends keyof RouteParamMap
  ? RouteParamMap[K]
  : Readonly<Record<string, never>>;

/** One segment of a path pattern. */
export type RouteSegment =
  | { readonly kind: 'word'; readonly words: Words }
  | { readonly kind: 'param'; readonly name: string; readonly pattern?: RegExp; readonly optional?: boolean }
  | { readonly kind: 'section' }
  | { readonly kind: 'slugId' };

/** A page's path pattern and place in the breadcrumb. */
export interface RouteDefinition {
  readonly segments: readonly RouteSegment[];
  /** Every path ends with a slash, except the legacy /feed-back. */
  readonly trailingSlash: boolean;
  /** Exists in the default language only (unprefixed). */
  readonly defaultLocaleOnly: boolean;
  /** The page above it in the breadcrumb; the property page's depends on its section. */
  readonly parent: PageKey | undefined;
}

const word = (words: Words): RouteSegment => ({ kind: 'word', words });
const param = (name: string, pattern?: RegExp): RouteSegment =>
  pattern === undefined ? { kind: 'param', name } : { kind: 'param', name, pattern };
const numeric = /^\d+$/;

function route(
  segments: readonly RouteSegment[],
  parent: PageKey | null = 'home',
  extra: Partial<Pick<RouteDefinition, 'trailingSlash' | 'defaultLocaleOnly'>> = {},
): RouteDefinition {
  return { segments, parent: parent ?? undefined, trailingSlash: true, defaultLocaleOnly: false, ...extra };
}

/** The route table: each page key's path pattern. */
export const routeTable: Readonly<Record<PageKey, RouteDefinition>> = {
  home: route([], null),
  forSale: route([word(routeWords.forSale)]),
  forRent: route([word(routeWords.forRent)]),
  property: route([{ kind: 'section' }, param('city'), param('type'), param('id', numeric)], 'forSale'),
  propertyShort: route([word(routeWords.property), param('id', numeric)], 'home', {
    defaultLocaleOnly: true,
  }),
  projects: route([word(routeWords.projects)]),
  project: route([word(routeWords.projects), { kind: 'slugId' }], 'projects'),
  foreign: route([word(routeWords.foreign)]),
  services: route([word(routeWords.services)]),
  service: route([word(routeWords.services), param('slug')], 'services'),
  team: route([word(routeWords.team)]),
  testimonial: route([word(routeWords.testimonials), param('slug')]),
  contact: route([word(routeWords.contact)]),
  demandRegister: route([word(routeWords.demandRegister)]),
  contactDemand: route([word(routeWords.contactDemand)]),
  login: route([word(routeWords.login)]),
  disclaimer: route([word(routeWords.disclaimer)]),
  privacy: route([word(routeWords.privacy)]),
  cookiePolicy: route([word(routeWords.cookiePolicy)]),
  formThanks: route([word(routeWords.formThanks), param('name')]),
  generalThanks: route([word(routeWords.generalThanks)], 'home', { trailingSlash: false }),
  map: route([word(routeWords.map)]),
  notFound: route([word(routeWords.notFound)]),
  menuPage: route([param('path'), { kind: 'param', name: 'child', optional: true }]),
  shortlist: route([word(routeWords.shortlist)]),
  compare: route([word(routeWords.shortlist), word(routeWords.compare)], 'shortlist'),
};

/** Which language is the default (unprefixed). */
export interface RouteOptions {
  readonly defaultLocale: Locale;
}

/** The languages switched on in the site configuration, and the default one. */
export interface LocaleOptions extends RouteOptions {
  readonly enabledLocales: readonly Locale[];
}

/** For matching: also the menu pages of the export, as "path" or "path/child". */
export interface MatchOptions extends LocaleOptions {
  /** Without this list no path is taken for a menu page. */
  readonly menuPaths?: readonly string[] | undefined;
}

type AnyParams = Readonly<Record<string, Id | undefined>>;

function required(key: PageKey, params: AnyParams, name: string): string {
  const value = params[name];
  if (value === undefined || String(value) === '')
    throw new Error(`pathFor('${key}'): missing parameter '${name}'`);
  return encodeURIComponent(String(value));
}

function buildPath(
  key: PageKey,
  requested: Locale,
  params: AnyParams,
  { defaultLocale }: RouteOptions,
): string {
  const definition = routeTable[key];
  const locale = definition.defaultLocaleOnly ? defaultLocale : requested;
  const parts: string[] = [];
  for (const segment of definition.segments) {
    if (segment.kind === 'word') parts.push(segment.words[locale]);
    else if (segment.kind === 'slugId')
      parts.push(`${required(key, params, 'slug')}-${required(key, params, 'id')}`);
    else if (segment.kind === 'section') {
      const { section } = params;
      if (section !== 'sale' && section !== 'rent' && section !== 'foreign') {
        throw new Error(`pathFor('${key}'): section must be sale, rent or foreign, got '${String(section)}'`);
      }
      parts.push(sectionWords[section][locale]);
    } else if (!(segment.optional === true && (params[segment.name] ?? '') === '')) {
      parts.push(required(key, params, segment.name));
    }
  }
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  if (parts.length === 0) return `${prefix}/`;
  return `${prefix}/${parts.join('/')}${definition.trailingSlash ? '/' : ''}`;
}

/**
 * The path of a page in a language: "/fr/a-vendre/gent/maison/12/". The default language has no prefix.
 * A page that exists in the default language only (propertyShort) always gets its default-language path.
 * Throws on a missing parameter: a broken link should stop the build, not ship.
 */
export function pathFor<K extends PageKey>(
  key: K,
  locale: Locale,
  params: RouteParams<K>,
  options: RouteOptions,
): string {
  return buildPath(key, locale, params as AnyParams, options);
}

/** A path recognised as a page, its language and its parameters (as strings). */
export type RouteMatch = {
  [K in PageKey]: { readonly key: K; readonly locale: Locale; readonly params: RouteParams<K> };
}[PageKey];

function matchSegments(
  definition: RouteDefinition,
  locale: Locale,
  parts: readonly string[],
): AnyParams | undefined {
  if (parts.length !== definition.segments.length) return undefined;
  const params: Record<string, string> & { section?: string; slug?: string; id?: string } = {};
  for (const [index, segment] of definition.segments.entries()) {
    const part = parts[index] ?? '';
    if (segment.kind === 'word') {
      if (part !== segment.words[locale]) return undefined;
    } else if (segment.kind === 'section') {
      const section = (Object.keys(sectionWords) as ListingSection[]).find(
        (name) => sectionWords[name][locale] === part,
      );
      if (section === undefined) return undefined;
      params.section = section;
    } else if (segment.kind === 'slugId') {
      const found = /^(.+)-(\d+)$/.exec(part);
      if (!found) return undefined;
      params.slug = found[1] ?? '';
      params.id = found[2] ?? '';
    } else {
      if (segment.pattern !== undefined && !segment.pattern.test(part)) return undefined;
      params[segment.name] = part;
    }
  }
  return params;
}

function splitPath(path: string): string[] | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/**
 * Finds the page of a path: a first segment that is an enabled language (other than the default) picks
 * that language, otherwise it is the default language; a disabled language's prefix is no language.
 * Query, hash and the trailing slash are ignored. Unknown paths give undefined.
 */
export function matchPath(path: string, options: MatchOptions): RouteMatch | undefined {
  const parts = splitPath(path);
  if (parts === undefined) return undefined;
  const [first] = parts;
  let locale = options.defaultLocale;
  let rest = parts;
  const enabled = options.enabledLocales as readonly string[];
  if (first !== undefined && first !== options.defaultLocale && enabled.includes(first)) {
    locale = first as Locale;
    rest = parts.slice(1);
  }
  for (const key of pageKeys) {
    const definition = routeTable[key];
    if (key === 'menuPage' || (definition.defaultLocaleOnly && locale !== options.defaultLocale)) continue;
    const params = matchSegments(definition, locale, rest);
    if (params !== undefined) return { key, locale, params } as RouteMatch;
  }
  // Menu pages come last: a menu Path never hides a page of the table.
  const menuPath = rest.join('/');
  if ((rest.length === 1 || rest.length === 2) && options.menuPaths?.includes(menuPath)) {
    const [menu = '', child] = rest;
    return { key: 'menuPage', locale, params: child === undefined ? { path: menu } : { path: menu, child } };
  }
  return undefined;
}

/** A language version of a page, for hreflang links and the language switcher. */
export interface Alternate {
  readonly locale: Locale;
  readonly path: string;
}

/**
 * The page in every enabled language. `params` may be a function of the language, for pages whose slug
 * differs per language; a function that returns undefined means the page does not exist in that language.
 * A default-language-only page has just its default-language version.
 */
export function alternatesFor<K extends PageKey>(
  key: K,
  params: RouteParams<K> | ((locale: Locale) => RouteParams<K> | undefined),
  options: LocaleOptions,
): Alternate[] {
  const targets = routeTable[key].defaultLocaleOnly
    ? [options.defaultLocale]
    : locales.filter((locale) => options.enabledLocales.includes(locale));
  return targets.flatMap((locale) => {
    const localeParams = typeof params === 'function' ? params(locale) : params;
    return localeParams === undefined ? [] : [{ locale, path: pathFor(key, locale, localeParams, options) }];
  });
}

/** The home path of a language: "/" for the default one, "/fr/" for the others. */
export function homePath(locale: Locale, { defaultLocale }: RouteOptions): string {
  return locale === defaultLocale ? '/' : `/${locale}/`;
}

/**
 * The same page in another language, keeping its parameters (pages with per-language slugs should use
 * alternatesFor instead). An unknown path, or a target language that is not enabled, gives the target's
 * home ("/" for the default language).
 */
export function localizePath(path: string, targetLocale: Locale, options: MatchOptions): string {
  if (!options.enabledLocales.includes(targetLocale)) return homePath(options.defaultLocale, options);
  const match = matchPath(path, options);
  if (match === undefined) return homePath(targetLocale, options);
  return buildPath(match.key, targetLocale, match.params as AnyParams, options);
}

/** The results page that lists each section's listings. */
export const sectionResultsPage = {
  sale: 'forSale',
  rent: 'forRent',
  foreign: 'foreign',
} as const satisfies Record<ListingSection, PageKey>;

/**
 * The chain of page keys from home to a page, for the breadcrumb (labels from the dictionary keys
 * `nav.<key>`). A property hangs under the list of its section: for sale, for rent or abroad.
 */
export function breadcrumbFor(key: PageKey, params: { readonly section?: ListingSection } = {}): PageKey[] {
  const chain: PageKey[] = [];
  let current: PageKey | undefined = key;
  // The table is a tree rooted at home; the length guard keeps a future edit from looping forever.
  while (current !== undefined && chain.length < pageKeys.length) {
    chain.unshift(current);
    current =
      current === 'property' ? sectionResultsPage[params.section ?? 'sale'] : routeTable[current].parent;
  }
  return chain;
}
