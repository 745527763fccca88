// The remembered language: where a returning visitor who lands on the default language's home goes.
import { cookieValue, languageMemoryKey } from './language-detection.mjs';

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
 * another enabled language they chose before, never for a crawler. Undefined means stay. The target is
 * never "/" itself, so this cannot loop.
 */
export function rememberedLanguageTarget(input: {
  readonly path: string;
  readonly remembered: string | undefined;
  readonly defaultLocale: string;
  /** The home path of each enabled language, by code. */
  readonly homes: Readonly<Record<string, string>>;
  readonly userAgent: string;
}): string | undefined {
  const { path, remembered, defaultLocale, homes, userAgent } = input;
  if (path !== '/' || remembered === undefined || remembered === defaultLocale) return undefined;
  if (botPattern.test(userAgent)) return undefined;
  const target = homes[remembered];
  return target === undefined || target === '/' ? undefined : target;
}
