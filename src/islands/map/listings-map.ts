// A Leaflet map of listings: markers with a popup card (photo, title, price, link), fitted in view. Shared by
// the embeddable map page and the results pages' map view.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { mapView } from '../../domain/listing/map-message';
import type { MapMessage, MapProperty } from '../../schemas/map-message';
import './listings-map.css';

/** The words the map shows, in the page's language. */
export type ListingsMapStrings = {
  readonly zoomIn: string;
  readonly zoomOut: string;
  readonly closePopup: string;
  /** "View this property", the popup card's link. */
  readonly openProperty: string;
  readonly attribution: string;
};

/**
 * A listing of the results map: where it lies and its name, its card fetched when its popup first opens
 * (undefined when it cannot be had: the popup keeps the name).
 */
export type FetchedCardPin = Pick<MapProperty, 'lat' | 'lng' | 'title'> & {
  /** The export's Marquee code, for the site's map settings, which may leave some codes off. */
  readonly marquee: number;
  readonly card: () => Promise<MapProperty | undefined>;
};

const isFetched = (pin: MapProperty | FetchedCardPin): pin is FetchedCardPin => 'card' in pin;

/** What the map draws: the listings, optionally a custom marker image, and the map type. */
export type ListingsMapContent = {
  readonly properties: readonly (MapProperty | FetchedCardPin)[];
  readonly marker?: MapMessage['marker'];
  /** 'detail': the page's own listing, a plain pin without a card linking back to the same page. */
  readonly mapType?: MapMessage['mapType'];
};

/** A map drawn in an element. */
export type ListingsMap = {
  /** Replaces the markers with these listings and brings them all into view; returns how many it drew. */
  readonly show: (content: ListingsMapContent) => number;
  /** Recomputes the size after the element was hidden or resized. */
  readonly refresh: () => void;
};

// Belgium and Luxembourg in view until the listings arrive.
const homeView: L.LatLngTuple = [50.5, 4.9];
const homeZoom = 7;

const pin = L.divIcon({
  className: 'listings-map__pin',
  html: '<svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5"/></svg>',
  iconSize: [24, 32],
  iconAnchor: [12, 32],
  popupAnchor: [0, -30],
});

function iconFor(marker: ListingsMapContent['marker']): L.Icon | L.DivIcon {
  if (marker === undefined || marker === null) return pin;
  return L.icon({
    iconUrl: marker.url,
    iconSize: [marker.width, marker.height],
    iconAnchor: [marker.width / 2, marker.height],
    popupAnchor: [0, -marker.height + 2],
  });
}

// Built with DOM calls, never HTML strings: titles and URLs come from a message.
function card(property: MapProperty, strings: ListingsMapStrings): HTMLElement {
  const root = document.createElement('article');
  root.className = 'listings-map__card';
  root.append(...cardParts(property, strings));
  return root;
}

function cardParts(property: MapProperty, strings: ListingsMapStrings): HTMLElement[] {
  const parts: HTMLElement[] = [];
  if (property.photo !== undefined) {
    const image = document.createElement('img');
    image.src = property.photo.url;
    image.width = property.photo.width;
    image.height = property.photo.height;
    image.alt = '';
    image.loading = 'lazy';
    parts.push(image);
  }
  parts.push(cardTitle(property.title));
  if (property.priceText !== undefined) {
    const price = document.createElement('p');
    price.className = 'listings-map__price';
    price.textContent = property.priceText;
    parts.push(price);
  }
  const link = document.createElement('a');
  link.href = property.url;
  link.target = '_top';
  link.textContent = strings.openProperty;
  const hidden = document.createElement('span');
  hidden.className = 'visually-hidden';
  hidden.textContent = `: ${property.title}`;
  link.append(hidden);
  parts.push(link);
  return parts;
}

function cardTitle(text: string): HTMLElement {
  const title = document.createElement('p');
  title.className = 'listings-map__title';
  title.textContent = text;
  return title;
}

/**
 * The card of a results marker: its name at once, the rest (photo, price, link) once fetched; `filled`
 * lets the popup fit the card's new size. A card that cannot be had keeps the name.
 */
function fetchedCard(pin: FetchedCardPin, strings: ListingsMapStrings, filled: () => void): HTMLElement {
  const root = document.createElement('article');
  root.className = 'listings-map__card';
  root.setAttribute('aria-busy', 'true');
  root.append(cardTitle(pin.title));
  void pin
    .card()
    .then((full) => {
      if (full !== undefined) root.replaceChildren(...cardParts(full, strings));
    })
    .finally(() => {
      root.removeAttribute('aria-busy');
      filled();
    });
  return root;
}

/**
 * Draws a map in `element` with tiles from the site's URL template, fetched from the first show() on. When the tile server cannot be reached
 * (a closed network, a test run) the layer is dropped after its first failures and the markers stay.
 */
export function createListingsMap(
  element: HTMLElement,
  { tiles, strings }: { readonly tiles: string; readonly strings: ListingsMapStrings },
): ListingsMap {
  const map = L.map(element, { zoomControl: false, scrollWheelZoom: false }).setView(homeView, homeZoom);
  L.control.zoom({ zoomInTitle: strings.zoomIn, zoomOutTitle: strings.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(false);
  const tileLayer = L.tileLayer(tiles, { maxZoom: 19, attribution: strings.attribution });
  let tilesLoaded = false;
  tileLayer.on('tileload', () => {
    tilesLoaded = true;
  });
  // Quietly: a missing background is no error for the visitor, who still sees every marker.
  tileLayer.on('tileerror', () => {
    if (tilesLoaded) return;
    map.removeLayer(tileLayer);
    element.classList.add('listings-map--no-tiles');
  });
  map.on('popupopen', (event) => {
    const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
    close?.setAttribute('aria-label', strings.closePopup);
    close?.setAttribute('title', strings.closePopup);
  });
  const markers = L.layerGroup().addTo(map);

  return {
    show({ properties, marker, mapType = 'results' }) {
      // The tiles come from a third party: only once there is something to show, never for an empty
      // map page opened on its own (its parent page asked the visitor before framing it).
      if (!map.hasLayer(tileLayer) && !element.classList.contains('listings-map--no-tiles'))
        tileLayer.addTo(map);
      markers.clearLayers();
      const icon = iconFor(marker);
      const interactive = mapType === 'results';
      for (const property of properties) {
        const added = L.marker([property.lat, property.lng], {
          icon,
          title: property.title,
          alt: property.title,
          interactive,
          keyboard: interactive,
          riseOnHover: interactive,
        }).addTo(markers);
        if (!interactive) continue;
        // Made once: Leaflet asks again for the content on each update, which a fetched card calls for.
        let content: HTMLElement | undefined;
        added.bindPopup(
          () => {
            content ??= isFetched(property)
              ? fetchedCard(property, strings, () => added.getPopup()?.update())
              : card(property, strings);
            return content;
          },
          { maxWidth: 260, minWidth: 200 },
        );
      }
      const view = mapView(properties);
      if (view?.kind === 'point') map.setView([view.lat, view.lng], view.zoom);
      if (view?.kind === 'bounds') {
        map.fitBounds(
          [
            [view.south, view.west],
            [view.north, view.east],
          ],
          { padding: [32, 32], maxZoom: 15 },
        );
      }
      return properties.length;
    },
    refresh() {
      map.invalidateSize();
    },
  };
}
