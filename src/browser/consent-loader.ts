// Runs on every page (part of the chrome script): consent mode defaults to denied, a stored choice is
// applied at once, and only when no choice is stored (or the visitor asks to change it) is the dialog put
// in the page, and its module downloaded. A returning visitor loads nothing for the dialog.
// It also tells the page's other scripts what may load without importing this module (which would split
// the chrome script into shared chunks): <html data-map-tiles> while map tiles may load; a
// "maps-shown" event from a map's "show the map" button counts for the visit.
import {
  asksToResetConsent,
  type ConsentChoice,
  consentFlags,
  consentStorageKey,
  isPreviewPage,
  mapsShownKey,
  mayLoadMapTiles,
  readStoredChoice,
  resetConsentParameter,
} from '../domain/site/consent';
import { applyConsent, initConsentMode } from './consent-tags';
import { localStore } from './local-storage';

declare global {
  interface DocumentEventMap {
    /** A map's "show the map" button was clicked: maps load for the rest of the visit. */
    'maps-shown': Event;
  }
}

const template = document.getElementById('consent-dialog-template');
let stored: ConsentChoice | undefined;
let dialogOpen = false;
const waiting: (() => void)[] = [];

/**
 * Runs `then` once the cookie dialog is not showing: at once, or after the visitor's answer (the popup
 * must not cover the dialog).
 */
export function whenConsentAnswered(then: () => void): void {
  if (dialogOpen) waiting.push(then);
  else then();
}

/**
 * Shows the dialog on one of its views. Its markup and its module's <script> wait in the template: put
 * in the page, the script runs and <consent-dialog> comes alive (see consent-dialog.ts).
 */
function openDialog(source: HTMLTemplateElement, view: 'banner' | 'settings'): void {
  let element = document.querySelector('consent-dialog');
  if (element === null) {
    document.body.prepend(source.content.cloneNode(true));
    element = document.querySelector('consent-dialog');
  }
  dialogOpen = true;
  if (stored) element?.setAttribute('stored', JSON.stringify(stored));
  element?.setAttribute('view', view);
}

/**
 * Writes what the current choice (and this visit's clicks) allow on <html>, where the maps watch it;
 * `shown`: a map's "show the map" was just clicked, remembered for the visit (sessionStorage).
 */
function publishAllowed(shown = false): void {
  try {
    if (shown) sessionStorage.setItem(mapsShownKey, '1');
    shown = sessionStorage.getItem(mapsShownKey) !== null;
  } catch {
    // Storage refused: the click still counts on this page.
  }
  document.documentElement.toggleAttribute('data-map-tiles', mayLoadMapTiles(stored, shown));
}

function dropResetParameter(): void {
  const url = new URL(location.href);
  url.searchParams.delete(resetConsentParameter);
  // A reload or a shared link must not clear the next choice again.
  history.replaceState(history.state, '', url);
}

function addSettingsButton(label: string, open: () => void): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'link-button consent-reopen';
  button.textContent = label;
  button.addEventListener('click', open);
  // Beside the footer's legal links; it only exists with JavaScript, since only then can it work.
  const list = document.querySelector('.site-footer__legal nav ul');
  if (list) {
    const item = document.createElement('li');
    item.append(button);
    list.append(item);
  } else {
    document.querySelector('footer')?.append(button);
  }
}

const trackers = document.getElementById('consent-trackers-template');
if (template instanceof HTMLTemplateElement && trackers instanceof HTMLTemplateElement) {
  const tags = { analytics: trackers.dataset['analytics'], trackers };
  initConsentMode();
  if (asksToResetConsent(location.search)) {
    localStore()?.removeItem(consentStorageKey);
    applyConsent(undefined, tags, true);
    dropResetParameter();
  }
  stored = readStoredChoice(localStore()?.getItem(consentStorageKey) ?? null);
  if (stored) applyConsent(stored, tags, false);
  else if (!isPreviewPage(location.pathname)) openDialog(template, 'banner');
  publishAllowed();
  document.addEventListener('maps-shown', () => publishAllowed(true));
  const { reopen } = template.dataset;
  if (reopen) addSettingsButton(reopen, () => openDialog(template, 'settings'));

  document.addEventListener('consent-choice', ({ detail: choice }) => {
    localStore()?.setItem(consentStorageKey, JSON.stringify(consentFlags(choice)));
    stored = choice;
    applyConsent(choice, tags, true);
    publishAllowed();
  });
  document.addEventListener('consent-closed', () => {
    dialogOpen = false;
    for (const then of waiting.splice(0)) then();
  });
}
