// The results page's stores in a stand-in browser: the address is their source, the indexes are fetched
// and the address watched only while something reads them, and what they start they stop.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardShard } from '../domain/search/card-shards';
import { buildFilterIndex } from '../domain/search/filter-index';
import { buildMapPlaces } from '../domain/search/map-places';
import { cityValue, emptySearch, sortProperties } from '../domain/search/search';
import type { SearchIndexEntry } from '../domain/search/search-index';

/**
 * A window with an address, a history, popstate and frames (one each 16 ms of the fake timers); `go` is
 * the back button, `pushed` the addresses written to the history.
 */
function fakeWindow(search = '') {
  const events = new EventTarget();
  const listening = new Set<EventListenerOrEventListenerObject>();
  const location = {
    pathname: '/for-sale/',
    search,
    get href() {
      return `https://example.be${this.pathname}${this.search}`;
    },
  };
  const pushed: string[] = [];
  const win = {
    location,
    pushed,
    history: {
      pushState: (_state: unknown, _title: string, href: string) => {
        const url = new URL(href, 'https://example.be');
        location.pathname = url.pathname;
        location.search = url.search;
        pushed.push(href);
      },
    },
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    dispatchEvent: (event: Event) => events.dispatchEvent(event),
    addEventListener: (type: string, listener: EventListenerOrEventListenerObject) => {
      listening.add(listener);
      events.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListenerOrEventListenerObject) => {
      listening.delete(listener);
      events.removeEventListener(type, listener);
    },
    go: (query: string) => {
      location.search = query;
      events.dispatchEvent(new Event('popstate'));
    },
    listening,
  };
  return win;
}

const entry = (id: number, bedrooms: number, price: number): SearchIndexEntry => ({
  id,
  goal: 0,
  marquee: 0,
  webId: 1,
  city: 'GENT',
  zip: '9000',
  price,
  bedrooms,
  createdAt: `2026-01-0${id}`,
  url: `/property/${id}/`,
  title: `House ${id}`,
  priceText: `€ ${price}`,
  facts: { bedrooms },
  // The first listing has no place on the map.
  ...(id === 1 ? {} : { lat: 51 + id / 100, lng: 3.7 }),
});
const index = [entry(1, 1, 200_000), entry(2, 3, 300_000), entry(3, 4, 400_000)];
/** The files the build serves for this index: its map columns, its one card shard and its filter index. */
const ordered = sortProperties(index, 'newest');
const parts: Readonly<Record<string, unknown>> = { ...buildFilterIndex(ordered) };
const served = (url: string): unknown =>
  url === '/search-index/en/sale/places.json'
    ? buildMapPlaces(ordered)
    : url === '/search-index/en/sale/cards-from-end/0.json'
      ? cardShard(ordered, 0)
      : parts[/^\/search-index\/sale\/(\w+)\.json$/.exec(url)?.[1] ?? ''];
const fetched = () => fetchMock.mock.calls.map((call) => call[0]);

let win: ReturnType<typeof fakeWindow>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  win = fakeWindow('?bedrooms=3');
  vi.stubGlobal('window', win);
  fetchMock = vi.fn(async (url: string, _init?: RequestInit) => new Response(JSON.stringify(served(url))));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Each store of a derived chain lets go of the one it reads a delay after its own last listener left.
const unmountChain = 4 * STORE_UNMOUNT_DELAY;

/** Past the next frame of the fake window and the task after it. */
const afterFrame = () => vi.advanceTimersByTimeAsync(17);

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

describe('the search stores', () => {
  it('read the search from the address with the page goal, and follow the back button', async () => {
    const { $search, followResultsPage } = await import('./search');
    const seen: (number | undefined)[] = [];
    const stop = $search.subscribe((search) => seen.push(search?.bedrooms));
    followResultsPage(0);
    win.go('?bedrooms=4');
    expect(seen).toEqual([undefined, 3, 4]);
    stop();
  });

  it('remove the popstate listener once nothing reads them', async () => {
    const { $search, followResultsPage } = await import('./search');
    followResultsPage(0);
    const stop = $search.listen(() => undefined);
    // popstate, and the one for pointerdown, keydown and focusin, which writes an address not yet written.
    expect(win.listening.size).toBe(2);
    stop();
    await vi.advanceTimersByTimeAsync(unmountChain);
    expect(win.listening.size).toBe(0);
  });

  it('fetch only the filter part and the card shard a search reads, only while the results are read', async () => {
    const { $resultsView, followResultsPage, listResults } = await import('./search');
    followResultsPage(0);
    listResults('sale', 'en', index.length);
    expect(fetchMock).not.toHaveBeenCalled();
    const stop = $resultsView.listen(() => undefined);
    await flush();
    expect(fetched()).toEqual([
      '/search-index/sale/rooms.json',
      '/search-index/en/sale/cards-from-end/0.json',
    ]);
    // Bedrooms 3 or more, newest first.
    expect($resultsView.get()?.page.items.map((result) => result.id)).toEqual([3, 2]);
    expect($resultsView.get()?.page.total).toBe(2);
    stop();
  });

  it('fetch only the card shard of its first page for the page without a filter, none of the filter index', async () => {
    win.location.search = '';
    const { $resultsView, followResultsPage, listResults } = await import('./search');
    followResultsPage(0);
    listResults('sale', 'en', index.length);
    const stop = $resultsView.listen(() => undefined);
    await flush();
    expect(fetched()).toEqual(['/search-index/en/sale/cards-from-end/0.json']);
    expect($resultsView.get()?.page.items.map((result) => result.id)).toEqual([3, 2, 1]);
    stop();
  });

  it("fetch the section's map columns only while the map reads them, and a card for its popup", async () => {
    const { $mapMarkers, $resultsView, followResultsPage, listResults, mapCard } = await import('./search');
    followResultsPage(0);
    listResults('sale', 'en', index.length);
    const stopList = $resultsView.listen(() => undefined);
    await flush();
    expect(fetched()).not.toContain('/search-index/en/sale/places.json');
    const stop = $mapMarkers.listen(() => undefined);
    await flush();
    expect(fetched()).toContain('/search-index/en/sale/places.json');
    // Bedrooms 3 or more, newest first: listings 3 and 2, at positions 0 and 1.
    expect($mapMarkers.get()).toEqual({
      matches: 2,
      places: [
        { position: 0, lat: 51.03, lng: 3.7, title: 'House 3', marquee: 0 },
        { position: 1, lat: 51.02, lng: 3.7, title: 'House 2', marquee: 0 },
      ],
    });
    // The list fetched the card shard already: the popup's card comes without another request.
    const requests = fetchMock.mock.calls.length;
    expect((await mapCard(1))?.priceText).toBe('€ 300000');
    expect(fetchMock.mock.calls.length).toBe(requests);
    stop();
    stopList();
  });

  it('count the matches without a place on the map, whether or not the list is read', async () => {
    win.location.search = '?bedrooms=1';
    const { $mapMarkers, followResultsPage, listResults } = await import('./search');
    followResultsPage(0);
    listResults('sale', 'en', index.length);
    const stop = $mapMarkers.listen(() => undefined);
    await flush();
    expect(fetched()).toContain('/search-index/sale/rooms.json');
    expect($mapMarkers.get().matches).toBe(3);
    expect($mapMarkers.get().places.map((place) => place.title)).toEqual(['House 3', 'House 2']);
    stop();
  });

  it("fetch a popup's card from its shard when nothing fetched that shard yet", async () => {
    const { followResultsPage, listResults, mapCard } = await import('./search');
    followResultsPage(0);
    listResults('sale', 'en', index.length);
    // Position 2, the oldest listing: the first of shard 0, counted from the far end.
    expect((await mapCard(2))?.title).toBe('House 1');
    expect(fetched()).toEqual(['/search-index/en/sale/cards-from-end/0.json']);
  });

  it('abort a fetch still running when nothing reads the results any more', async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>(() => {
          if (init?.signal) signals.push(init.signal);
        }),
    );
    const { $resultsView, followResultsPage, listResults } = await import('./search');
    followResultsPage(0);
    listResults('sale', 'en', index.length);
    const stop = $resultsView.listen(() => undefined);
    expect(signals[0]?.aborted).toBe(false);
    stop();
    await vi.advanceTimersByTimeAsync(unmountChain);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('write a new search, page or order to the address, and read it back from there', async () => {
    const { $resultsView, $search, $sort, applySearch, followResultsPage, listResults, showSorted } =
      await import('./search');
    followResultsPage(0);
    listResults('sale', 'en', index.length);
    const stop = $resultsView.listen(() => undefined);
    await flush();
    const search = $search.get();
    if (search === undefined) throw new Error('no search');
    applySearch({ ...search, bedrooms: 1 });
    expect($search.get()?.bedrooms).toBe(1);
    showSorted('price-desc');
    expect($sort.get()).toBe('price-desc');
    await flush();
    expect($resultsView.get()?.page.items.map((result) => result.id)).toEqual([3, 2, 1]);
    // Written once the results have had their frame: one history entry each.
    await afterFrame();
    expect(win.pushed).toEqual(['/for-sale/?bedrooms=1', '/for-sale/?bedrooms=1&sort=price-desc']);
    expect(win.location.search).toBe('?bedrooms=1&sort=price-desc');
    stop();
  });

  it('show a new search at once and write its address after the next frame', async () => {
    const { $search, applySearch, followResultsPage } = await import('./search');
    followResultsPage(0);
    const stop = $search.listen(() => undefined);
    applySearch({
      ...($search.get() ?? emptySearch(0)),
      bedrooms: 2,
      cities: [cityValue('Sint-Niklaas', '9100')],
    });
    expect($search.get()?.bedrooms).toBe(2);
    expect(win.location.search).toBe('?bedrooms=3');
    await afterFrame();
    expect(win.location.search).toBe('?city=sint-niklaas%7C9100&bedrooms=2');
    // The same search again writes nothing.
    applySearch({ ...($search.get() ?? emptySearch(0)) });
    await afterFrame();
    expect(win.pushed).toEqual(['/for-sale/?city=sint-niklaas%7C9100&bedrooms=2']);
    stop();
  });

  it.each(['pointerdown', 'keydown', 'focusin'])(
    'write the new address at once on a %s before the frame',
    async (type) => {
      const { $search, applySearch, followResultsPage } = await import('./search');
      followResultsPage(0);
      const stop = $search.listen(() => undefined);
      applySearch({ ...($search.get() ?? emptySearch(0)), bedrooms: 1 });
      win.dispatchEvent(new Event(type));
      expect(win.location.search).toBe('?bedrooms=1');
      await afterFrame();
      expect(win.pushed).toEqual(['/for-sale/?bedrooms=1']);
      stop();
    },
  );

  it('leave the history to the back button pressed before the new address was written', async () => {
    const { $search, applySearch, followResultsPage } = await import('./search');
    followResultsPage(0);
    const stop = $search.listen(() => undefined);
    applySearch({ ...($search.get() ?? emptySearch(0)), bedrooms: 1 });
    win.go('?bedrooms=4');
    expect($search.get()?.bedrooms).toBe(4);
    await afterFrame();
    expect(win.pushed).toEqual([]);
    expect(win.location.search).toBe('?bedrooms=4');
    stop();
  });
});

describe('src/stores', () => {
  it('imports nothing from an island', () => {
    for (const file of readdirSync(import.meta.dirname).filter((name) => !name.endsWith('.test.ts')))
      expect(readFileSync(join(import.meta.dirname, file), 'utf8')).not.toMatch(/from '[^']*islands\//);
  });
});
