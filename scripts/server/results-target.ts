// Which page requests the server renders on demand as a view of a results page: a results page asked for
// with a filter, an order or a page in its query (src/domain/search/results-view.ts viewParamNames). Without
// JavaScript, or before the search islands run, the filter form's GET would otherwise get the static
// page listing every listing. The build's table (not-found-routes.json `results`) says where the
// results pages are and which parameter names count.

/** Where on-demand results pages live in the API's routes (src/pages/filtered-results/[...path].astro). */
export const filteredResultsRoute = '/filtered-results';

/**
 * The API URL that renders this request as a filtered results page, or undefined when the path is no
 * results page of the live release or the query names no view parameter (the static page answers).
 * `pathname` is the request's path as sent (percent-encoded), without query; `routes` the build's table.
 */
export function resultsTarget(
  pathname: string,
  query: URLSearchParams,
  routes: { results?: { paths: readonly string[]; params: readonly string[] } | undefined },
): string | undefined {
  // A release built before the table named the results pages has none: its static pages answer.
  const results = routes.results;
  if (results === undefined || !results.paths.includes(pathname)) return undefined;
  if (!results.params.some((name) => query.has(name))) return undefined;
  const search = query.toString();
  return `${filteredResultsRoute}${pathname}${search === '' ? '' : `?${search}`}`;
}
