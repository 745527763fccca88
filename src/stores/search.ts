// The search shared by the islands of a results page: the filter island writes it, the results list
// and the map view read it. The URL is the source of truth: these actions keep it in step (pushState),
// and the back and forward buttons bring the state back (popstate).
import { atom } from 'nanostores';
import { paramsToView, viewHref } from '../domain/results-view';
import type { SearchState, SortKey } from '../domain/search';
import type { Goal } from '../domain/status';

/** One listing as the results islands show it: the search fields plus what a card and a marker need. */
export type ResultEntry = {
  readonly id: number;
  readonly url: string;
  readonly title: string;
  readonly priceText: string;
  readonly photo?: { readonly url: string; readonly width: number; readonly height: number } | undefined;
  readonly lat?: number | undefined;
  readonly lng?: number | undefined;
  /** The export's Marquee code, for the map's marquee-ignore list. */
  readonly marquee?: number | undefined;
};

/** The filter state of the page (undefined until the filter island has read the URL). */
export const $search = atom<SearchState | undefined>(undefined);

/** The order of the result list. */
export const $sort = atom<SortKey>('newest');

/** Every listing matching $search, sorted, all pages (the list island pages them, the map shows all). */
export const $results = atom<readonly ResultEntry[]>([]);

let syncedGoal: Goal | undefined;

function readUrl(): void {
  if (syncedGoal === undefined) return;
  const view = paramsToView(new URLSearchParams(window.location.search), syncedGoal);
  $sort.set(view.sort);
  $search.set(view.search);
}

/**
 * Reads the page's URL into $search and $sort, and again on back and forward. Both islands of a results
 * page call it; only the first call does anything. `goal` is the page's (abroad: 0, the goal is no filter).
 */
export function startUrlSync(goal: Goal): void {
  if (syncedGoal !== undefined) return;
  syncedGoal = goal;
  readUrl();
  window.addEventListener('popstate', readUrl);
}

function show(search: SearchState, sort: SortKey): void {
  $sort.set(sort);
  $search.set(search);
  const href = viewHref(window.location.pathname, { search, sort });
  if (href !== `${window.location.pathname}${window.location.search}`)
    window.history.pushState(null, '', href);
}

/** Shows a new search from its first page, as a new history entry. */
export function applySearch(search: SearchState): void {
  show({ ...search, page: 1 }, $sort.get());
}

/** Shows another page of the current results, as a new history entry. */
export function showPage(page: number): void {
  const search = $search.get();
  if (search !== undefined) show({ ...search, page }, $sort.get());
}

/** Shows the results in another order, from the first page. */
export function showSorted(sort: SortKey): void {
  const search = $search.get();
  if (search !== undefined) show({ ...search, page: 1 }, sort);
}
