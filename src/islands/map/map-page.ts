// The embeddable map page's script: listens for the listings its parent page posts, checks where they come
// from and what they look like, and shows them.
import { isTrustedOrigin, mapContent, readMapMessage } from '../../domain/listing/map-message';
import { fillPlural } from '../../i18n/fill-template';
import { mapReadyType } from '../../schemas/map-message';
import { createListingsMap } from './listings-map';
import { listingsMapStrings, type MapPluralSet, type MapStringSet } from './map-strings';

/** Starts the map in the page's `[data-map-page]` element and answers its parent's messages. */
export function startMapPage(element: HTMLElement): void {
  const { tiles = '', siteUrl = '', lang = 'en' } = element.dataset;
  const strings = JSON.parse(element.getAttribute('data-strings') ?? '{}') as MapStringSet;
  const plurals = JSON.parse(element.getAttribute('data-plurals') ?? '{}') as MapPluralSet;
  const note = document.querySelector<HTMLElement>('[data-map-note]');
  const status = document.querySelector<HTMLElement>('[data-map-status]');
  const map = createListingsMap(element, { tiles, strings: listingsMapStrings(strings) });

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    // Only the page that frames the map (or the map page itself), and only from this site.
    if (event.source !== window.parent) return;
    if (!isTrustedOrigin(event.origin, window.location.origin, siteUrl)) return;
    const message = readMapMessage(event.data);
    if (message === undefined) return;
    const content = mapContent(message);
    const shown = map.show(content);
    element.setAttribute('data-shown', String(shown));
    if (note !== null) note.textContent = content.info;
    if (status !== null) status.textContent = fillPlural(plurals['pages.map.shown'], shown, lang);
  });

  // Carries no data, so any parent may hear it; what the parent sends back is what gets checked.
  if (window.parent !== window) window.parent.postMessage({ type: mapReadyType }, '*');
}
