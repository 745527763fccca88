// What a results page shows: the search, its order and page, read from and written to the URL.

import type { Goal } from '../listing/status';
import type { ListingSection } from '../routes/routes';
import { type ResultListing, resultsPerPage, sectionEntries, sectionGoal } from './results';
import {
  filterProperties,
  type Page,
  paginate,
  paramsToSearch,
  roomFields,
  type SearchListing,
  type SearchState,
  type SortKey,
  searchToParams,
  sortKeys,
  sortProperties,
  textParam,
} from './search';

/** A results page's view: the search and the order of the list. */
export interface ResultsView {
  readonly search: SearchState;
  readonly sort: SortKey;
}

const isSortKey = (value: string | null): value is SortKey =>
  value !== null && (sortKeys as readonly string[]).includes(value);

/** The view as URL parameters: the search's, then `sort` unless it is the default (newest first). */
export function viewToParams(view: ResultsView): URLSearchParams {
  const params = searchToParams(view.search);
  if (view.sort !== sortKeys[0]) params.set('sort', view.sort);
  return params;
}

/** Reads a results page's URL parameters leniently: an unknown `sort` is the default order. */
export function paramsToView(params: URLSearchParams, goal: Goal): ResultsView {
  const sort = params.get('sort');
  return { search: paramsToSearch(params, goal), sort: isSortKey(sort) ? sort : sortKeys[0] };
}

/** A path with the view's query string ("?" only when there is a parameter). */
export function viewHref(path: string, view: ResultsView): string {
  const query = viewToParams(view).toString();
  return query === '' ? path : `${path}?${query}`;
}

/** Every match in order (for the map) and the page of them to list. */
export interface ViewResults<E> {
  readonly matches: E[];
  readonly page: Page<E>;
}

/**
 * Filters, sorts and pages a section's listings for a view. Abroad lists both goals, so there the goal is
 * not a filter: each listing is searched as if it had the view's goal.
 */
export function viewResults<E extends SearchListing>(
  entries: readonly E[],
  view: ResultsView,
  section: ListingSection,
): ViewResults<E> {
  const anyGoal = sectionGoal(section) === undefined;
  const matching = anyGoal
    ? entries.filter(
        (entry) => filterProperties([{ ...entry, goal: view.search.goal }], view.search).length > 0,
      )
    : filterProperties(entries, view.search);
  const matches = sortProperties(matching, view.sort);
  return { matches, page: paginate(matches, view.search.page, resultsPerPage) };
}

/**
 * Every URL parameter a results view reads (paramsToView): the search's, its older free-text alias `q`,
 * the page and the order. A results page asked for with one of them shows a view of its list.
 */
export const viewParamNames: readonly string[] = [
  textParam,
  'q',
  'city',
  'type',
  ...roomFields,
  'price',
  'page',
  'sort',
];

/** Whether a query names a view (any of viewParamNames), even with values the view then ignores. */
export function hasViewParams(params: URLSearchParams): boolean {
  return viewParamNames.some((name) => params.has(name));
}

/**
 * The page of a section's export listings a view lists: filtered, sorted and paged by viewResults, the
 * rules the results island applies to the section's search index, so the page rendered on the server
 * for a URL lists what the island lists for it.
 */
export function sectionViewPage<L extends ResultListing>(
  list: readonly L[],
  section: ListingSection,
  view: ResultsView,
  locale: string,
): Page<L> {
  const { page } = viewResults(sectionEntries(list, section, locale), view, section);
  return { ...page, items: page.items.map((entry) => entry.listing) };
}
