// A page without parameters rendered on demand for a query (a filtered results page, a shared shortlist,
// a comparison): its entry as the prerendered pages have it, and the answer for a path that is none.
import type { PageAddress } from '../../domain/routes/page-addresses';
import { alternatesFor, type LocaleOptions, type RouteParams } from '../../domain/routes/routes';
import type { ListedPageKey, PageParams, PageSubject, SitePage } from '../site-pages';
import { restParam } from './page-entry';

/**
 * The page at `at`, asked for with the query `search`. Its language links keep the query: the values in
 * it (a filter's city, type ids and amounts; listing IDs) mean the same in every language.
 */
export function onDemandPage<K extends ListedPageKey>(
  at: PageAddress<K>,
  options: LocaleOptions,
  search: string,
  extra: { readonly noindex?: true } = {},
): SitePage<K> {
  return {
    key: at.key,
    locale: at.locale,
    path: restParam(at.path),
    alternates: alternatesFor(at.key, {} as RouteParams<K>, options).map((alternate) => ({
      ...alternate,
      path: `${alternate.path}${search}`,
    })),
    // These pages take no params and have no subject.
    params: {} as PageParams<K>,
    ...extra,
    subject: undefined as PageSubject<K>,
  } as SitePage<K>;
}

/** The answer for a path that is no such page: plain text, never kept by a cache. */
export function onDemandNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
