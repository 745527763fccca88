// Where the results pages are: the server answers a results page asked for with a view's parameters by
// rendering it on demand (scripts/server/results-target.ts), and that page finds its key and language
// from the path asked for.
import { type PageAddress, pageAddressAt, pageAddresses } from '../routes/page-addresses';
import type { LocaleOptions } from '../routes/routes';

/** The page keys of the results pages: for sale, for rent, abroad. */
export const resultsPageKeys = ['forSale', 'forRent', 'foreign'] as const;

/** A results page's key. */
export type ResultsPageKey = (typeof resultsPageKeys)[number];

/** One results page: its key, language and path. */
export type ResultsPageAddress = PageAddress<ResultsPageKey>;

/** Every results page in every enabled language. */
export function resultsPages(options: LocaleOptions): ResultsPageAddress[] {
  return pageAddresses(resultsPageKeys, options);
}

/** The results page at `path` (its own spelling, with the trailing slash), or undefined. */
export function resultsPageAt(path: string, options: LocaleOptions): ResultsPageAddress | undefined {
  return pageAddressAt(resultsPageKeys, path, options);
}
