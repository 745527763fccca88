// The language to answer a request in when nothing in the request's own data says it: an e-mail link
// whose token is unknown, for one. The visitor's remembered language first, then their browser's.
import type { Locale } from '../i18n/locales';
import { languageFromCookies } from './language-memory';
import type { LocaleOptions } from './routes';

/** The languages of an Accept-Language header, most wanted first ("fr-BE,fr;q=0.9,en;q=0.5"). */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The enabled language of a request: the remembered language cookie, else the first language of
 * Accept-Language the site has (by its primary subtag: "nl-BE" is "nl"), else the site's default.
 */
export function requestLocale(
  request: { readonly cookie?: string | null; readonly acceptLanguage?: string | null },
  { enabledLocales, defaultLocale }: LocaleOptions,
): Locale {
  const enabled = (code: string | undefined) => enabledLocales.find((locale) => locale === code);
  const remembered = enabled(languageFromCookies(request.cookie ?? ''));
  if (remembered !== undefined) return remembered;
  for (const tag of acceptedLanguages(request.acceptLanguage ?? '')) {
    const locale = enabled(tag.split('-')[0]);
    if (locale !== undefined) return locale;
  }
  return defaultLocale;
}
