// The search shared by the islands of a results page: the filter island writes it, the result list and
// the map view read it. The page's address is the source of truth: $search and $sort are read from it,
// the actions write it (pushState), and the back and forward buttons bring the state back (popstate).
// The listing index is fetched, and the address watched, only while an island or the map reads a store.
import { atom, computed, effect, onMount } from 'nanostores';
import type { Goal } from '../domain/listing/status';
import type { ListingSection } from '../domain/routes/routes';
import {
  paramsToView,
  type ResultsView,
  type ViewResults,
  viewHref,
  viewResults,
} from '../domain/search/results-view';
import type { SearchState, SortKey } from '../domain/search/search';
import type { SearchIndexEntry } from '../domain/search/search-index';

/** The query string of the page's address ("?city=…" or ""). */
const $query = atom('');

onMount($query, () => {
  const read = () => $query.set(window.location.search);
  read();
  window.addEventListener('popstate', read);
  return () => window.removeEventListener('popstate', read);
});

/** The results page's goal (abroad: 0, where the goal is no filter); undefined off a results page. */
const $goal = atom<Goal | undefined>(undefined);

/** The view the address asks for, once the page's goal is known. */
const $view = computed([$query, $goal], (query, goal): ResultsView | undefined =>
  goal === undefined ? undefined : paramsToView(new URLSearchParams(query), goal),
);

/** The filter state of the page (undefined until an island has said which results page this is). */
export const $search = computed($view, (view) => view?.search);

/** The order of the result list. */
export const $sort = computed($view, (view): SortKey => view?.sort ?? 'newest');

/** Where the result list's listings come from: the section and the URL of its listing index. */
interface IndexSource {
  readonly section: ListingSection;
  readonly url: string;
}

const $source = atom<IndexSource | undefined>(undefined);

/** The section's listing index, once fetched (undefined before, or offline: the prerendered list stays). */
const $index = atom<readonly SearchIndexEntry[] | undefined>(undefined);

onMount($index, () =>
  effect($source, (source) => {
    if (source === undefined) return;
    const controller = new AbortController();
    fetch(source.url, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((data: unknown) => {
        if (Array.isArray(data)) $index.set(data as SearchIndexEntry[]);
      })
      // Offline or aborted: the prerendered first page stays, which is still a working page.
      .catch(() => undefined);
    return () => controller.abort();
  }),
);

/** The listings matching the view in order, and the page of them to list; undefined until all is known. */
export const $resultsView = computed(
  [$index, $view, $source],
  (entries, view, source): ViewResults<SearchIndexEntry> | undefined =>
    entries === undefined || view === undefined || source === undefined
      ? undefined
      : viewResults(entries, view, source.section),
);

/** Every listing matching $search, sorted, all pages (the list island pages them, the map shows all). */
export const $results = computed(
  $resultsView,
  (results): readonly SearchIndexEntry[] => results?.matches ?? [],
);

/**
 * Says which results page the islands are on: from now $search and $sort follow its address, read with
 * the page's goal. Both islands of a results page call it; calling it again changes nothing.
 */
export function followResultsPage(goal: Goal): void {
  $goal.set(goal);
}

/** Lists the results of a section from its listing index (fetched while the results are read). */
export function listResults(section: ListingSection, indexUrl: string): void {
  const source = $source.get();
  if (source?.section === section && source.url === indexUrl) return;
  $index.set(undefined);
  $source.set({ section, url: indexUrl });
}

function show(search: SearchState, sort: SortKey): void {
  const href = viewHref(window.location.pathname, { search, sort });
  if (href !== `${window.location.pathname}${window.location.search}`)
    window.history.pushState(null, '', href);
  $query.set(window.location.search);
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
