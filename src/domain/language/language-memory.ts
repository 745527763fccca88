// The remembered language: where a returning visitor who lands on the default language's home goes.
import {
  cookieValue,
  detectLanguage,
  type LanguageSources,
  languageMemoryKey,
  languageQueryParameter,
} from './language-detection.mjs';

/** The cookie and localStorage key of the remembered language (the name i18next's detector reads). */
export { languageMemoryKey };

/** The cookie that remembers a language: a year, whole site, never sent along from other sites. */
export function languageCookie(locale: string, secure: boolean): string {
  const parts = [
    `${languageMemoryKey}=${encodeURIComponent(locale)}`,
    'Path=/',
    'Max-Age=31536000',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of the language cookie in a `document.cookie` string, if set. */
export function languageFromCookies(cookies: string): string | undefined {
  return cookieValue(cookies, languageMemoryKey);
}

// Crawlers must index each language where it is, not be sent elsewhere by a stored preference.
const botPattern = /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|lighthouse|preview/i;

/**
 * Where to send a visitor: only from the bare home of the default language ("/"), only to the home of
 * the language the specification's detection order finds (cookie, localStorage, sessionStorage, the
 * browser's languages, the html tag) when it is another enabled language, never for a crawler.
 * Undefined means stay. The target is never "/" itself, so this cannot loop.
 */
export function rememberedLanguageTarget(input: {
  readonly path: string;
  readonly sources: LanguageSources;
  /** The language of the page the visitor is on. */
  readonly pageLocale: string;
  /** The home path of each enabled language, by code. */
  readonly homes: Readonly<Record<string, string>>;
  readonly userAgent: string;
}): string | undefined {
  const { path, sources, pageLocale, homes, userAgent } = input;
  if (path !== '/' || botPattern.test(userAgent)) return undefined;
  const detected = detectLanguage(sources, Object.keys(homes));
  if (detected === undefined || detected === pageLocale) return undefined;
  const target = homes[detected];
  return target === undefined || target === '/' ? undefined : target;
}

/** A query string without `lng`, with its "?" (or empty): what a link to another language carries. */
export function queryWithoutLanguage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(languageQueryParameter);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/**
 * What `?lng=xx` asks of a page: its version in language xx with the rest of the query (a language
 * switch keeps a results page's filters), or, when the page is in xx already, this very address
 * without `lng` (`stay`: replace the address, do not load a page). Undefined without `lng`, or for a
 * language the page has no version in.
 */
export function queryLanguageTarget(input: {
  readonly search: string;
  /** The current path and the page's language. */
  readonly path: string;
  readonly pageLocale: string;
  /** The page's path in each enabled language, by code (the switcher's links). */
  readonly versions: Readonly<Record<string, string>>;
}): { readonly locale: string; readonly href: string; readonly stay: boolean } | undefined {
  const lng = new URLSearchParams(input.search).get(languageQueryParameter);
  const locale = detectLanguage({ query: lng }, Object.keys(input.versions));
  const path = locale === undefined ? undefined : input.versions[locale];
  if (locale === undefined || path === undefined) return undefined;
  const stay = locale === input.pageLocale;
  return { locale, href: `${stay ? input.path : path}${queryWithoutLanguage(input.search)}`, stay };
}
