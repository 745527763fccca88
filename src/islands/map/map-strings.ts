// The dictionary keys a listings map needs, picked on the server and handed to the browser as props.
import type { PluralForms } from '../../i18n/translator';
import type { ListingsMapStrings } from './listings-map';

/** The keys of the map's words, in the order of ListingsMapStrings. */
export const mapStringKeys = [
  'pages.map.zoomIn',
  'pages.map.zoomOut',
  'pages.map.closePopup',
  'pages.map.openProperty',
  'pages.map.attribution',
] as const;

/** The picked strings, by key. */
export type MapStringSet = Readonly<Record<(typeof mapStringKeys)[number], string>>;

/** The plural strings, by key. */
export type MapPluralSet = Readonly<Record<'pages.map.shown', PluralForms>>;

/** The map's words from the picked strings. */
export function listingsMapStrings(strings: MapStringSet): ListingsMapStrings {
  return {
    zoomIn: strings['pages.map.zoomIn'],
    zoomOut: strings['pages.map.zoomOut'],
    closePopup: strings['pages.map.closePopup'],
    openProperty: strings['pages.map.openProperty'],
    attribution: strings['pages.map.attribution'],
  };
}
