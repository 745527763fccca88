// The embeddable map's rules: whom it listens to, which message it accepts, which listings it shows.
import * as v from 'valibot';
import {
  type MapMarker,
  type MapMessage,
  MapMessageSchema,
  type MapProperty,
  type MapType,
  mapMessageType,
} from '../../schemas/map-message';
import { isResizable, variantUrl } from './image-variants';
import { imageWidthFor } from './images';

/** The origin of an http(s) URL ("https://www.example.be"), or undefined when it is not one. */
export function originOf(url: string): string | undefined {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a message's origin may drive the map: only the site itself, where the map is served or at its
 * public SiteUrl (a page served by a CDN in front). Opaque origins ("null") and others never may.
 */
export function isTrustedOrigin(origin: string, ownOrigin: string, siteUrl: string): boolean {
  if (origin === 'null' || origin === '') return false;
  return origin === ownOrigin || origin === originOf(siteUrl);
}

/** The message as the map page uses it, or undefined when its shape is wrong (it is then ignored). */
export function readMapMessage(data: unknown): MapMessage | undefined {
  const result = v.safeParse(MapMessageSchema, data);
  return result.success ? result.output : undefined;
}

/** The site's map settings (site.Map of the export), each optional. */
export interface MapSettings {
  /** Marquee codes left off every map (e.g. [3, 4]: no sold or rented listing). */
  readonly MarqueeIgnore?: readonly MapMessage['marqueeIgnore'][number][] | undefined;
  /** A marker image used instead of the default pin. */
  readonly Marker?: { readonly Url: string; readonly Width: number; readonly Height: number } | undefined;
}

/**
 * The complete message a page of the site posts to a map, the specification's five parts always present:
 * the property list, the map type, the message info ('' for none), the marquee-ignore list and the custom
 * marker (null for the default pin), the last two from the site's map settings.
 */
export function mapMessage(
  properties: readonly MapProperty[],
  mapType: MapType,
  info: string,
  settings: MapSettings | undefined,
): MapMessage {
  return {
    type: mapMessageType,
    properties: [...properties],
    mapType,
    info,
    marqueeIgnore: [...(settings?.MarqueeIgnore ?? [])],
    marker: settingsMarker(settings),
  };
}

/** The site's marker image as a message gives it: null for the default pin. */
function settingsMarker(settings: MapSettings | undefined): MapMarker | null {
  return settings?.Marker
    ? { url: settings.Marker.Url, width: settings.Marker.Width, height: settings.Marker.Height }
    : null;
}

/** A listing on a map, as the marquee-ignore list reads it. */
type Marked = { readonly lat: number; readonly marquee?: number | undefined };

/**
 * What the results map draws: the markers not left off by the site's map settings (as a message's
 * marquee-ignore list leaves them off the framed map) and the site's marker image. Its markers carry
 * no card: the map fetches one when its popup opens (src/domain/search/map-places.ts).
 */
export function resultsMapContent<P extends Marked>(
  markers: readonly P[],
  settings: MapSettings | undefined,
): { properties: P[]; marker: MapMarker | null } {
  return {
    properties: visibleProperties(markers, settings?.MarqueeIgnore ?? []),
    marker: settingsMarker(settings),
  };
}

/** What a map draws for a message: the listings not ignored, the marker, the map type and the note. */
export function mapContent(message: MapMessage): {
  properties: MapProperty[];
  marker: MapMarker | null;
  mapType: MapType;
  info: string;
} {
  return {
    properties: visibleProperties(message.properties, message.marqueeIgnore),
    marker: message.marker,
    mapType: message.mapType,
    info: message.info,
  };
}

/** The listings the map shows: those whose Marquee code is not in the ignore list. */
export function visibleProperties<P extends Marked>(
  properties: readonly P[],
  marqueeIgnore: readonly number[],
): P[] {
  const ignored = new Set(marqueeIgnore);
  return properties.filter((property) => property.marquee === undefined || !ignored.has(property.marquee));
}

/** Where the map looks: one point at a zoom level, or a box to fit; undefined when nothing shows. */
export type MapView =
  | { readonly kind: 'point'; readonly lat: number; readonly lng: number; readonly zoom: number }
  | {
      readonly kind: 'bounds';
      readonly south: number;
      readonly west: number;
      readonly north: number;
      readonly east: number;
    };

// Street level for an exact address; the neighbourhood when the position is rounded to about 1 km.
const exactZoom = 16;
const approximateZoom = 14;

/**
 * The view that shows every listing: one listing (or several at one spot) is centred at street level, or
 * neighbourhood level when its position is approximate; several are fitted in one box.
 */
export function mapView(
  properties: readonly Pick<MapProperty, 'lat' | 'lng' | 'approximate'>[],
): MapView | undefined {
  const [first] = properties;
  if (first === undefined) return undefined;
  const lats = properties.map((property) => property.lat);
  const lngs = properties.map((property) => property.lng);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  if (south === north && west === east) {
    const approximate = properties.some((property) => property.approximate === true);
    return { kind: 'point', lat: first.lat, lng: first.lng, zoom: approximate ? approximateZoom : exactZoom };
  }
  return { kind: 'bounds', south, west, north, east };
}

// The popup card shows its photo about 240 CSS pixels wide: twice that keeps it sharp on dense screens.
const cardPhotoSlot = 480;

/** The photo of a listing's map card: the export's resized copy nearest twice the card's width. */
export function mapCardPhoto(picture: {
  readonly Url: string;
  readonly Width: number;
  readonly Height: number;
}): {
  url: string;
  width: number;
  height: number;
} {
  if (!isResizable(picture.Url) || !(picture.Width > 0)) {
    return { url: picture.Url, width: picture.Width, height: picture.Height };
  }
  const width = imageWidthFor(cardPhotoSlot, picture.Width);
  return {
    url: variantUrl(picture.Url, width),
    width,
    height: Math.max(1, Math.round((picture.Height * width) / picture.Width)),
  };
}

/** A listing of the results as the map needs it; the results store's entries fit it. */
export interface PlacedResult {
  readonly id: number;
  readonly url: string;
  readonly title: string;
  readonly priceText: string;
  readonly photo?: { readonly url: string; readonly width: number; readonly height: number } | undefined;
  readonly lat?: number | undefined;
  readonly lng?: number | undefined;
  /** The export's Marquee code, for the message's marquee-ignore list. */
  readonly marquee?: number | undefined;
}

const isMarquee = (code: number | undefined): code is MapMessage['marqueeIgnore'][number] =>
  code !== undefined && Number.isInteger(code) && code >= 0 && code <= 5;

/** The results that can be placed on the map (those with a position), with their card's photo. */
export function resultMarkers(results: readonly PlacedResult[]): MapProperty[] {
  return results.flatMap(({ id, url, title, priceText, photo, lat, lng, marquee }) =>
    lat === undefined || lng === undefined
      ? []
      : [
          {
            id,
            lat,
            lng,
            title,
            url,
            priceText,
            photo: photo && mapCardPhoto({ Url: photo.url, Width: photo.width, Height: photo.height }),
            ...(isMarquee(marquee) ? { marquee } : {}),
          },
        ],
  );
}
