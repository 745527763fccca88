// What the server needs to answer an unknown path: which language's 404 page, whether the path had
// the shape of a property page, and where each live listing is (a wrong slug of one is redirected);
// and which requests of a results page it renders on demand (a view of its listings).
import type { Locale } from '../../i18n/locales';
import { resultsPages } from '../search/results-pages';
import { viewParamNames } from '../search/results-view';
import { shortlistParam } from '../shortlist/shortlist-ids';
import { shortlistPages } from '../shortlist/shortlist-pages';
import type { Versions } from './language-versions';
import { type LocaleOptions, type PageKey, routeTable, routeWords } from './routes';

/** The prerendered not-found pages of one language: the general one and the property one. */
export interface NotFoundPages {
  readonly page: string;
  readonly property: string;
}

/** Written by the build as /not-found-routes.json and read by scripts/server/serve.ts at start. */
export interface NotFoundRoutes {
  readonly defaultLocale: Locale;
  /** The enabled languages other than the default: a first path segment naming one picks it. */
  readonly prefixedLocales: readonly Locale[];
  readonly pages: Readonly<Partial<Record<Locale, NotFoundPages>>>;
  /** Regular expressions (source text) of every property path shape, per language. */
  readonly propertyPatterns: readonly { readonly locale: Locale; readonly pattern: string }[];
  /** Each live listing's detail page in every language, by ID: a property-shaped path with a live ID
   * but a wrong city, type or section word is sent there; any other ID is a listing that has gone. */
  readonly listings: Readonly<Record<string, Versions>>;
  /** The results pages' paths, and the query parameters that make a view of one: such a request is
   * answered by the results page rendered on demand with its listings filtered (results-target.ts). */
  readonly results: { readonly paths: readonly string[]; readonly params: readonly string[] };
  /** An address with no page of its own that a visitor gets by trimming one, and the page that lists
   * what is under it, where it is sent for good: the testimonials' /nl/getuigenissen/ to the menu page
   * listing them, a listing address's folder /nl/te-koop/gent/huis/ to the results searched for it. */
  readonly indexes: Readonly<Record<string, string>>;
  /** Every page but the listings' (their shapes are matched case-blind above), by its path in lower
   * case: a path that differs from one only in case, /disclaimer/ typed for /Disclaimer/, is sent to it
   * for good. */
  readonly pageCases?: Readonly<Record<string, string>>;
}

/** The table of pageCases: each path (with its trailing slash) by its lower-case form. */
export function pageCaseTable(paths: readonly string[]): Record<string, string> {
  const table: Record<string, string> = Object.create(null);
  for (const path of paths) {
    const slashed = path.endsWith('/') ? path : `${path}/`;
    table[slashed.toLowerCase()] = slashed;
  }
  return table;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sectionWords = [routeWords.forSale, routeWords.forRent, routeWords.foreign];
const allLocales = Object.keys(routeWords.forSale) as Locale[];

/**
 * A page key's path shape in a language as an anchored regular expression (source text): its words
 * literal, the listing section as any section word of any language (a visitor who mixed languages in
 * an address still means a property), numeric ids as digits, other parameters as one segment; the
 * trailing slash optional.
 */
export function routePattern(key: PageKey, locale: Locale, options: LocaleOptions): string {
  const definition = routeTable[key];
  const parts = definition.segments.map((segment) => {
    if (segment.kind === 'word') return escapeRegExp(segment.words[locale]);
    if (segment.kind === 'section')
      return `(?:${sectionWords.flatMap((words) => allLocales.map((code) => escapeRegExp(words[code]))).join('|')})`;
    if (segment.kind === 'slugId') return '[^/]+-\\d+';
    const shape = segment.pattern?.source.replace(/^\^|\$$/g, '') ?? '[^/]+';
    return segment.optional === true ? `(?:/${shape})?` : shape;
  });
  const prefix = locale === options.defaultLocale ? '' : `/${locale}`;
  return `^${prefix}/${parts.join('/').replace(/\/\(\?:\//g, '(?:/')}/?$`;
}

/** Where the build puts a language's not-found pages (the default language's general one is /404.html). */
export function notFoundPages(locale: Locale, options: LocaleOptions): NotFoundPages {
  const prefix = locale === options.defaultLocale ? '' : `/${locale}`;
  return {
    page: locale === options.defaultLocale ? '/404.html' : `${prefix}/404/`,
    property: `${prefix}/property-not-found/`,
  };
}

/**
 * The server's table for unknown paths: the language prefixes, the not-found pages of each enabled
 * language, the property path shapes (the localised detail route and /property/{id}/), the live
 * listings' pages (src/domain/routes/language-versions.ts listingVersions), the trimmed addresses
 * (testimonialsIndexes in src/data/pages/content-pages.ts, listingFolderIndexes in property-pages.ts)
 * and the other pages by their lower-case path (pageCaseTable).
 */
export function notFoundRoutes(
  options: LocaleOptions,
  listings: Readonly<Record<string, Versions>> = {},
  indexes: Readonly<Record<string, string>> = {},
  pageCases: Readonly<Record<string, string>> = {},
): NotFoundRoutes {
  const enabled = options.enabledLocales;
  return {
    defaultLocale: options.defaultLocale,
    prefixedLocales: enabled.filter((locale) => locale !== options.defaultLocale),
    pages: Object.fromEntries(enabled.map((locale) => [locale, notFoundPages(locale, options)])),
    propertyPatterns: enabled.flatMap((locale) => [
      { locale, pattern: routePattern('property', locale, options) },
      ...(locale === options.defaultLocale
        ? [{ locale, pattern: routePattern('propertyShort', locale, options) }]
        : []),
    ]),
    listings,
    // A shared shortlist or a comparison (?ids=) is rendered on demand by the same route.
    results: {
      paths: [...resultsPages(options), ...shortlistPages(options)].map((page) => page.path),
      params: [...viewParamNames, shortlistParam],
    },
    indexes,
    pageCases,
  };
}
