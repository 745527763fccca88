// The results pages' map view: a list/map switch and, once the map is first asked for (and its tiles
// allowed), a Leaflet map of every listing matching the current search ($mapMarkers, from the filter
// index the results island reads), redrawn as it changes; a marker's card is fetched when its popup opens.
import { type MapSettings, resultMarkers, resultsMapContent } from '../../domain/listing/map-message';
import type { MapPlace } from '../../domain/search/map-places';
import { fillPlural } from '../../i18n/fill-template';
import { $mapMarkers, mapCard } from '../../stores/search';
import type { FetchedCardPin, ListingsMap } from './listings-map';
import { listingsMapStrings, type MapPluralSet, type MapStringSet } from './map-strings';

// Set by the consent loader (src/browser/consent-loader.ts), which owns the rule.
const tilesAllowed = (): boolean => document.documentElement.hasAttribute('data-map-tiles');

/** Starts the switch and map view in a `[data-results-map]` element. */
export function startResultsMap(root: HTMLElement): void {
  // The switch sits among the results page's blocks: the map view hides its siblings but the filter.
  const container = root.parentElement;
  const view = root.querySelector<HTMLElement>('[data-results-map-view]');
  const canvas = root.querySelector<HTMLElement>('[data-results-map-canvas]');
  const status = root.querySelector<HTMLElement>('[data-results-map-status]');
  const placeholder = root.querySelector<HTMLElement>('[data-results-map-placeholder]');
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-show]')];
  if (container === null || view === null || canvas === null || status === null || placeholder === null)
    return;
  const strings = JSON.parse(root.getAttribute('data-strings') ?? '{}') as MapStringSet;
  const plurals = JSON.parse(root.getAttribute('data-plurals') ?? '{}') as MapPluralSet;
  const noPositions = root.getAttribute('data-no-positions') ?? '';
  const { tiles = '', lang = 'en' } = root.dataset;
  const settings = JSON.parse(root.getAttribute('data-map-settings') ?? 'null') as MapSettings | null;
  let map: Promise<ListingsMap> | undefined;

  const draw = async () => {
    const { matches, places } = $mapMarkers.get();
    const content = resultsMapContent(places.map(pin), settings ?? undefined);
    const drawn = (await map)?.show({ ...content, mapType: 'results' }) ?? 0;
    // "None has a position" only when there are results; no results at all reads as zero on the map.
    status.textContent =
      drawn === 0 && matches > 0 ? noPositions : fillPlural(plurals['pages.map.shown'], drawn, lang);
  };

  const showView = (wanted: 'list' | 'map') => {
    container.setAttribute('data-results-view', wanted);
    view.hidden = wanted !== 'map';
    for (const button of buttons)
      button.setAttribute('aria-pressed', String(button.getAttribute('data-show') === wanted));
    if (wanted !== 'map') return;
    if (tilesAllowed()) startMap();
    else showPlaceholder(true);
  };

  // Until the tiles may load, the view says where they come from and asks (the canvas waits).
  const showPlaceholder = (shown: boolean) => {
    placeholder.hidden = !shown;
    canvas.hidden = shown;
    status.hidden = shown;
  };

  // The map's markers come from the section's map columns, fetched once the map is first shown.
  let following = false;
  const startMap = (focus = false) => {
    showPlaceholder(false);
    if (!following) {
      following = true;
      $mapMarkers.listen(() => void draw());
    }
    // Leaflet and its styles load on the first look at the map, not with the page.
    map ??= import('./listings-map').then(({ createListingsMap }) =>
      createListingsMap(canvas, { tiles, strings: listingsMapStrings(strings) }),
    );
    void map.then((ready) => {
      ready.refresh();
      // The button the visitor pressed is gone: the keyboard goes on from the map.
      if (focus) canvas.focus();
      return draw();
    });
  };

  placeholder.querySelector('[data-map-show]')?.addEventListener('click', () => {
    // The click is the visitor's permission for this visit; the loader remembers it for other pages,
    // whose maps then load without asking.
    document.dispatchEvent(new Event('maps-shown'));
    startMap(true);
  });
  // Consent given meanwhile (the loader writes the attribute after each choice): the map comes.
  new MutationObserver(() => {
    if (!view.hidden && tilesAllowed()) startMap();
  }).observe(document.documentElement, { attributeFilter: ['data-map-tiles'] });

  for (const button of buttons)
    button.addEventListener('click', () =>
      showView(button.getAttribute('data-show') === 'map' ? 'map' : 'list'),
    );
  root.hidden = false;
}

/** A marker of the results map, its card fetched from the listing's card shard when its popup opens. */
const pin = (place: MapPlace): FetchedCardPin => ({
  lat: place.lat,
  lng: place.lng,
  title: place.title,
  marquee: place.marquee,
  card: async () => {
    const entry = await mapCard(place.position);
    return entry === undefined ? undefined : resultMarkers([entry])[0];
  },
});
