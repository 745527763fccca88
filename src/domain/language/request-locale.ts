// The language to answer a request in when nothing in the request's path says it: an e-mail link
// whose token is unknown, for one. The specification's detection order, as far as a server sees it.
import { parseCookie } from 'cookie';
import { isLocale, type Locale } from '../../i18n/locales';
import type { LocaleOptions } from '../routes/routes';
import { acceptedLanguages } from './accepted-languages.mjs';
import { detectLanguage, languageMemoryKey } from './language-detection.mjs';

/**
 * The enabled language of a request: the `lng` query parameter, the remembered language cookie, the
 * first language of Accept-Language the site has (by its primary subtag: "nl-BE" is "nl"), else the
 * site's default (a server has no storage and no html tag to read).
 */
export function requestLocale(
  request: {
    readonly query?: string | null;
    readonly cookie?: string | null;
    readonly acceptLanguage?: string | null;
  },
  { enabledLocales, defaultLocale }: LocaleOptions,
): Locale {
  return (
    detectLanguage(
      {
        query: request.query,
        cookie: parseCookie(request.cookie ?? '')[languageMemoryKey],
        browser: acceptedLanguages(request.acceptLanguage ?? ''),
      },
      enabledLocales,
    ) ?? defaultLocale
  );
}

/**
 * The language of a page behind one of our e-mails' links: the one stored with its token while the site
 * still has it, else the request's (a token that is not ours has none).
 */
export function linkLocale(
  stored: string | undefined,
  headers: { get(name: string): string | null },
  options: LocaleOptions,
): Locale {
  if (stored !== undefined && isLocale(stored) && options.enabledLocales.includes(stored)) return stored;
  return requestLocale(
    { cookie: headers.get('cookie'), acceptLanguage: headers.get('accept-language') },
    options,
  );
}
