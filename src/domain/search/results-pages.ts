// Where the results pages are: the server answers a results page asked for with a view's parameters by
// rendering it on demand (scripts/server/results-target.ts), and that page finds its key and language
// from the path asked for.
import type { Locale } from '../../i18n/locales';
import { type LocaleOptions, pathFor } from '../routes/routes';

/** The page keys of the results pages: for sale, for rent, abroad. */
export const resultsPageKeys = ['forSale', 'forRent', 'foreign'] as const;

/** A results page's key. */
export type ResultsPageKey = (typeof resultsPageKeys)[number];

/** One results page: its key, language and path. */
export interface ResultsPageAddress {
  readonly key: ResultsPageKey;
  readonly locale: Locale;
  readonly path: string;
}

/** Every results page in every enabled language. */
export function resultsPages(options: LocaleOptions): ResultsPageAddress[] {
  return resultsPageKeys.flatMap((key) =>
    options.enabledLocales.map((locale) => ({ key, locale, path: pathFor(key, locale, {}, options) })),
  );
}

/** The results page at `path` (its own spelling, with the trailing slash), or undefined. */
export function resultsPageAt(path: string, options: LocaleOptions): ResultsPageAddress | undefined {
  return resultsPages(options).find((page) => page.path === path);
}
