// How the server answers a path that is no file, and `?lng=xx`, from the tables the build writes
// (src/domain/routes/not-found-routes.ts, src/domain/routes/language-versions.ts): a permanent redirect for a live
// listing under a wrong address, a trimmed address (the testimonials' own, a folder of a listing's) or a
// page without its trailing slash, the page in the asked language, or the not-found page in the
// visitor's language (the property variant for a listing that has gone).
import { parseCookie } from 'cookie';
import { acceptedLanguages } from '../../src/domain/language/accepted-languages.mjs';
import { detectLanguage, languageMemoryKey } from '../../src/domain/language/language-detection.mjs';
import type { NotFoundPages, NotFoundRoutes } from '../../src/domain/routes/not-found-routes.ts';

/**
 * The build's not-found-routes.json as the server reads it (src/domain/routes/not-found-routes.ts
 * writes it): its languages are whatever the build enabled, so any text here.
 */
export type ServedRoutes = Omit<
  NotFoundRoutes,
  'defaultLocale' | 'prefixedLocales' | 'pages' | 'propertyPatterns' | 'listings'
> & {
  readonly defaultLocale: string;
  readonly prefixedLocales: readonly string[];
  readonly pages: Readonly<Record<string, NotFoundPages>>;
  readonly propertyPatterns: readonly { readonly locale: string; readonly pattern: string }[];
  readonly listings: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

/** What the request says about the visitor's language: `?lng=`, the Cookie and Accept-Language headers. */
export interface Visitor {
  lng?: string | null | undefined;
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}

const enabledLocales = (routes: ServedRoutes): string[] => [routes.defaultLocale, ...routes.prefixedLocales];

/**
 * The answer to an unknown path. A trimmed address (the testimonials' own, a folder of a listing's) is
 * sent (permanently) to the page listing what is under it. A property-shaped path whose ID is a live
 * listing is sent (permanently) to that listing's page in the path's language; a language prefix picks the not-found page's language,
 * otherwise the visitor's choice does (query `lng`, cookie, browser), else the default language.
 * `?lng=` wins over a prefix too: it is the visitor's explicit choice.
 * `pathname` is the request's decoded path, without query.
 */
export function notFoundTarget(
  pathname: string,
  routes: ServedRoutes,
  visitor: Visitor = {},
): { redirect: string } | { locale: string; page: string } {
  // A trimmed address (/nl/getuigenissen/, /nl/te-koop/gent/) leads to the page listing what is under it.
  const slashed = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const index = routes.indexes?.[slashed];
  if (index !== undefined) return { redirect: index };
  // A page's address typed in another case (/disclaimer/ for /Disclaimer/) is that page.
  const cased = routes.pageCases?.[slashed.toLowerCase()];
  if (cased !== undefined && cased !== pathname) return { redirect: cased };
  const first = pathname.split('/').find((part) => part !== '') ?? '';
  // The default language has no prefix: "/en/for-sale/..." is its page asked with one.
  if (first === routes.defaultLocale) {
    const target = notFoundTarget(pathname.slice(first.length + 1) || '/', routes, visitor);
    if ('redirect' in target) return target;
  }
  const prefixed = routes.prefixedLocales.includes(first) ? first : undefined;
  const pathLocale = prefixed ?? routes.defaultLocale;
  // Case-blind: "/For-Sale/Gent/House/1001" is a listing address typed by hand.
  const property = routes.propertyPatterns.some(
    (shape) => shape.locale === pathLocale && new RegExp(shape.pattern, 'i').test(pathname),
  );
  if (property) {
    const id = /(\d+)\/?$/.exec(pathname)?.[1] ?? '';
    const versions = routes.listings?.[id];
    const target = versions?.[pathLocale] ?? versions?.[routes.defaultLocale];
    if (target !== undefined && target !== pathname) return { redirect: target };
  }
  const enabled = enabledLocales(routes);
  // An address without a prefix that is a page of a prefixed language: a link written when that language
  // was the default (the export's texts, a bookmark). Sent to the page, in the visitor's language where
  // several languages have one.
  if (prefixed === undefined && first !== routes.defaultLocale) {
    const homes = routes.prefixedLocales.flatMap((locale) => {
      const page = routes.pageCases?.[`/${locale}${slashed}`.toLowerCase()];
      return page === undefined ? [] : [{ locale, page }];
    });
    const wanted = detectLanguage(
      {
        query: visitor.lng,
        cookie: parseCookie(visitor.cookie ?? '')[languageMemoryKey],
        browser: acceptedLanguages(visitor.acceptLanguage ?? ''),
      },
      homes.map((home) => home.locale),
    );
    const home = homes.find((each) => each.locale === wanted) ?? homes[0];
    if (home !== undefined) return { redirect: home.page };
  }
  const locale =
    detectLanguage(
      prefixed === undefined
        ? {
            query: visitor.lng,
            cookie: parseCookie(visitor.cookie ?? '')[languageMemoryKey],
            browser: acceptedLanguages(visitor.acceptLanguage ?? ''),
          }
        : { query: visitor.lng },
      enabled,
    ) ??
    prefixed ??
    routes.defaultLocale;
  // The property variant asked for by name (a CRM's mailing links a withdrawn listing there) is itself.
  const asked = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const named = Object.values(routes.pages).some((each) => each.property === asked);
  const pages = routes.pages[locale] ?? routes.pages[routes.defaultLocale];
  if (pages === undefined) throw new Error(`not-found-routes.json names no pages of ${locale}`);
  return { locale, page: property || named ? pages.property : pages.page };
}

/**
 * The page of `?lng=xx`: this page's version in language xx, or undefined when the path is no page of
 * the table, the language is not one the page has, or the page already is in it.
 * `pathname` is the request's path as sent (percent-encoded), without query.
 */
export function languageTarget(
  pathname: string,
  lng: string,
  versions: Readonly<Record<string, Readonly<Record<string, string>>>>,
): string | undefined {
  const page = versions[pathname] ?? versions[`${pathname}/`];
  const target = page?.[lng.trim().toLowerCase()];
  return target === undefined || target === pathname ? undefined : target;
}

/**
 * A page's address when the request left off its trailing slash ("/contact" is "/contact/") or put
 * the default language's code in front ("/en/contact/" is "/contact/"), so each page has one URL;
 * undefined when the path is a page as it is, or no page.
 * `pathname` is the request's path as sent (percent-encoded), without query.
 */
export function slashTarget(
  pathname: string,
  versions: Readonly<Record<string, unknown>>,
  defaultLocale?: string,
): string | undefined {
  if (versions[pathname] !== undefined) return undefined;
  const prefix = `/${defaultLocale}`;
  const bare =
    defaultLocale !== undefined && (pathname === prefix || pathname.startsWith(`${prefix}/`))
      ? pathname.slice(prefix.length) || '/'
      : pathname;
  for (const candidate of [bare, `${bare}/`]) {
    if (candidate !== pathname && versions[candidate] !== undefined) return candidate;
  }
  return undefined;
}

/**
 * A redirect's Location: the target with the request's query kept (utm_source and the like), after the
 * target's own query when it has one (a listing folder leads to a search).
 * `search` is the request's query with its "?", or "".
 */
export function withQuery(target: string, search: string): string {
  if (search === '' || search === '?') return target;
  return target.includes('?') ? `${target}&${search.slice(1)}` : `${target}${search}`;
}
