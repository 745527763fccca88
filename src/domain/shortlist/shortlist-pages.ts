// Where the shortlist and comparison pages are. Each is prerendered without a list (the visitor's own
// list is in the browser); asked for with `?ids=` (a shared link, a comparison) the server renders it on
// demand with those listings, as it does a filtered results page (scripts/server/results-target.ts reads
// these paths from the build's table, src/domain/routes/not-found-routes.ts).
import { type PageAddress, pageAddressAt, pageAddresses } from '../routes/page-addresses';
import type { LocaleOptions } from '../routes/routes';

/** The page keys of the shortlist and the comparison. */
export const shortlistPageKeys = ['shortlist', 'compare'] as const;

/** The shortlist's or the comparison's key. */
export type ShortlistPageKey = (typeof shortlistPageKeys)[number];

/** One of those pages: its key, language and path. */
export type ShortlistPageAddress = PageAddress<ShortlistPageKey>;

/** The shortlist and comparison pages in every enabled language. */
export function shortlistPages(options: LocaleOptions): ShortlistPageAddress[] {
  return pageAddresses(shortlistPageKeys, options);
}

/** The shortlist or comparison page at `path` (its own spelling, with the trailing slash), or undefined. */
export function shortlistPageAt(path: string, options: LocaleOptions): ShortlistPageAddress | undefined {
  return pageAddressAt(shortlistPageKeys, path, options);
}
