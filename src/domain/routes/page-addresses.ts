// Where the pages without parameters that the server may render on demand are (the results pages, the
// shortlist and the comparison): a page asked for by its path finds its key and language here.
import type { Locale } from '../../i18n/locales';
import { type LocaleOptions, type PageKey, pathFor, type RouteParams } from './routes';

/** One page: its key, language and path (its own spelling, with the trailing slash). */
export interface PageAddress<K extends PageKey> {
  readonly key: K;
  readonly locale: Locale;
  readonly path: string;
}

/** The pages of `keys` in every enabled language. */
export function pageAddresses<K extends PageKey>(
  keys: readonly K[],
  options: LocaleOptions,
): PageAddress<K>[] {
  return keys.flatMap((key) =>
    options.enabledLocales.map((locale) => ({
      key,
      locale,
      path: pathFor(key, locale, {} as RouteParams<K>, options),
    })),
  );
}

/** The page of `keys` at `path` (its own spelling, with the trailing slash), or undefined. */
export function pageAddressAt<K extends PageKey>(
  keys: readonly K[],
  path: string,
  options: LocaleOptions,
): PageAddress<K> | undefined {
  return pageAddresses(keys, options).find((page) => page.path === path);
}
