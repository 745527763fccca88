// The search shared by the islands of a results page: the filter island writes it, the result list and
// the map view read it. The page's address is the source of truth: $search and $sort are read from it,
// the actions write it (pushState), and the back and forward buttons bring the state back (popstate).
// An action's new address goes into the history once the results it asks for are painted: pushState is
// a same-document navigation that costs Chromium a few milliseconds (more on a slow phone), which the
// results should not wait for; until then $query holds the address that is about to be written.
// The indexes are fetched, and the address watched, only while an island or the map reads a store: the
// result list the parts of the filter index its search reads and the card shards of the page it shows,
// the map the section's map columns (src/domain/search/map-places.ts) and the card of a popup opened.
import { atom, computed, effect, onMount } from 'nanostores';
import type { Goal } from '../domain/listing/status';
import type { ListingSection } from '../domain/routes/routes';
import { cardPlace, cardShardUrl, filterPartUrl } from '../domain/search/card-shards';
import { hasParts, type LoadedParts, partsFor, viewPage, viewPositions } from '../domain/search/filter-index';
import {
  isMapPlaces,
  type MapPlace,
  type MapPlaces,
  mapPlacesUrl,
  placesAt,
} from '../domain/search/map-places';
import { resultsPerPage } from '../domain/search/results';
import { paramsToView, type ResultsView, viewHref } from '../domain/search/results-view';
import type { Page, SearchState, SortKey } from '../domain/search/search';
import type { SearchIndexEntry } from '../domain/search/search-index';

/** The query string of the page's address ("?city=…" or ""), or of the address about to be written. */
const $query = atom('');

/** The address an action asked for, not yet in the history (see writeAddress). */
let unwritten: string | undefined;

/** Puts the address an action asked for into the history, if it is not there yet. */
function writeAddress(): void {
  if (unwritten === undefined) return;
  const href = unwritten;
  unwritten = undefined;
  window.history.pushState(null, '', href);
}

/** What a visitor does before a next step: the address is written first (see onMount below). */
const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

onMount($query, () => {
  const read = () => {
    // Back or forward before the new address was written: the history decides, as it would have.
    unwritten = undefined;
    $query.set(window.location.search);
  };
  read();
  window.addEventListener('popstate', read);
  // Whatever the visitor does next (a language link, which carries the address's query when pressed or
  // focused; any other link) finds the address written already.
  for (const type of interactions) window.addEventListener(type, writeAddress, { capture: true });
  return () => {
    writeAddress();
    window.removeEventListener('popstate', read);
    for (const type of interactions) window.removeEventListener(type, writeAddress, { capture: true });
  };
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

/**
 * Where the result list's listings come from: the section, the language of its cards and its number of
 * listings.
 */
interface IndexSource {
  readonly section: ListingSection;
  readonly locale: string;
  readonly count: number;
}

const $source = atom<IndexSource | undefined>(undefined);

/** The parts of the section's filter index fetched so far (see filter-index.ts). */
const $parts = atom<LoadedParts>({});

/** The card shards of the section fetched so far, by number (see card-shards.ts). */
const $cards = atom<ReadonlyMap<number, readonly SearchIndexEntry[]>>(new Map());

/** A page of the results a view asks for, with the count of all of them. */
export interface ResultsPage {
  readonly page: Page<SearchIndexEntry>;
}

/**
 * The page of results the view asks for, with their count; undefined until the parts its filters read
 * and the shards of its cards have come (the prerendered first page, or the page before, stays meanwhile).
 * The whole section newest first reads no part: a page opened without a filter fetches only the one
 * card shard of its first page, for the island to take over its pager.
 */
export const $resultsView = atom<ResultsPage | undefined>(undefined);

onMount($resultsView, () => {
  const controller = new AbortController();
  // What was asked for and not yet come: each file once.
  const asked = new Set<string>();
  const load = (url: string, arrived: (data: unknown) => void) => {
    if (asked.has(url)) return;
    asked.add(url);
    const source = $source.get();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((data: unknown) => {
        if (data !== undefined && $source.get() === source) arrived(data);
      })
      // Offline or aborted: the page shown stays, which is still a working page; a later search asks again.
      .catch(() => undefined)
      .finally(() => asked.delete(url));
  };
  const stop = effect([$source, $view, $parts, $cards], (source, view, parts, cards) => {
    if (source === undefined || view === undefined) return;
    const missing = partsFor(view).filter((part) => parts[part] === undefined);
    for (const part of missing)
      load(filterPartUrl(source.section, part), (data) => $parts.set({ ...$parts.get(), [part]: data }));
    if (missing.length > 0) return;
    const page = viewPage(source.count, parts, view, resultsPerPage);
    const places = page.items.map((position) => cardPlace(position, source.count));
    const shards = [...new Set(places.map((place) => place.shard))];
    const absent = shards.filter((shard) => !cards.has(shard));
    for (const shard of absent)
      load(cardShardUrl(source.locale, source.section, shard), (data) => {
        if (Array.isArray(data)) $cards.set(new Map($cards.get()).set(shard, data as SearchIndexEntry[]));
      });
    if (absent.length > 0) return;
    const items = places.flatMap(({ shard, index }) => {
      const card = cards.get(shard)?.[index];
      return card === undefined ? [] : [card];
    });
    $resultsView.set({ page: { ...page, items } });
  });
  return () => {
    stop();
    controller.abort();
  };
});

/** The section's map columns in the page's language, once fetched: only the map view reads them. */
const $mapPlaces = atom<MapPlaces | undefined>(undefined);

onMount($mapPlaces, () => {
  // The matches come from the filter index's parts, which the result list's loader fetches: the map
  // reads the list too, so that it has them whether or not the list is shown.
  const stopList = $resultsView.listen(() => undefined);
  const stop = effect($source, (source) => {
    if (source === undefined) return;
    const controller = new AbortController();
    fetch(mapPlacesUrl(source.locale, source.section), { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((data: unknown) => {
        if (isMapPlaces(data) && $source.get() === source) $mapPlaces.set(data);
      })
      // Offline or aborted: the map shows nothing, and the list still works.
      .catch(() => undefined);
    return () => controller.abort();
  });
  return () => {
    stop();
    stopList();
  };
});

/** What the map view shows: how many listings match $search, and the markers of those with a place. */
export interface MapMarkers {
  readonly matches: number;
  readonly places: readonly MapPlace[];
}

/**
 * The map view's markers: the matches from the filter index's parts (as the list reads them), the places
 * from the map's own file, fetched once a visitor asks for the map; a card is fetched once its popup
 * opens (mapCard). None until both have come.
 */
export const $mapMarkers = computed(
  [$mapPlaces, $parts, $view, $source],
  (places, parts, view, source): MapMarkers => {
    if (places === undefined || view === undefined || source === undefined || !hasParts(parts, view))
      return { matches: 0, places: [] };
    const positions = viewPositions(source.count, parts, view);
    return { matches: positions.length, places: placesAt(places, positions) };
  },
);

/**
 * The card of the listing at `position` of the listed section, from its card shard (fetched unless the
 * list fetched it already); undefined when it cannot be had (offline, or another section listed since).
 */
export async function mapCard(position: number): Promise<SearchIndexEntry | undefined> {
  const source = $source.get();
  if (source === undefined) return undefined;
  const { shard, index } = cardPlace(position, source.count);
  const known = $cards.get().get(shard);
  if (known !== undefined) return known[index];
  const data: unknown = await fetch(cardShardUrl(source.locale, source.section, shard))
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
  if (!Array.isArray(data) || $source.get() !== source) return undefined;
  $cards.set(new Map($cards.get()).set(shard, data as SearchIndexEntry[]));
  return (data as SearchIndexEntry[])[index];
}

/**
 * Says which results page the islands are on: from now $search and $sort follow its address, read with
 * the page's goal. Both islands of a results page call it; calling it again changes nothing.
 */
export function followResultsPage(goal: Goal): void {
  $goal.set(goal);
}

/**
 * Lists the results of a section of `count` listings, its cards in `locale`, from its filter index and
 * card shards (fetched while the results are read), and its map from its map columns.
 */
export function listResults(section: ListingSection, locale: string, count: number): void {
  const source = $source.get();
  if (source?.section === section && source.locale === locale && source.count === count) return;
  $parts.set({});
  $cards.set(new Map());
  $resultsView.set(undefined);
  $mapPlaces.set(undefined);
  $source.set({ section, locale, count });
}

function show(search: SearchState, sort: SortKey): void {
  const href = viewHref(window.location.pathname, { search, sort });
  if (href === (unwritten ?? `${window.location.pathname}${window.location.search}`)) return;
  // One history entry for each action, as when each wrote its address at once.
  const waiting = unwritten !== undefined;
  writeAddress();
  unwritten = href;
  // The query as the address will read it once written (the same percent-encoding).
  $query.set(new URL(href, window.location.href).search);
  // After the next frame: the results are painted first, then the address is written.
  if (!waiting) window.requestAnimationFrame(() => window.setTimeout(writeAddress, 0));
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
