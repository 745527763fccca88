// What a results page shows: the search, its order and page, read from and written to the URL.

import { resultsPerPage, sectionGoal } from './results';
import type { ListingSection } from './routes';
import {
  filterProperties,
  type Page,
  paginate,
  paramsToSearch,
  type SearchListing,
  type SearchState,
  type SortKey,
  searchToParams,
  sortKeys,
  sortProperties,
} from './search';
import type { Goal } from './status';

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
