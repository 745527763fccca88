// The visitor's saved listings in localStorage (strictly necessary: their own choice, listed in the
// cookie policy by src/domain/site/site-storage.ts). Every change is announced on the document, so the
// toggles, the header's count and the shortlist page follow it.
import {
  parseShortlistIds,
  serializeShortlistIds,
  shortlistStorageKey,
} from '../domain/shortlist/shortlist-ids';

/**
 * localStorage, or nothing where the browser blocks it (as local-storage.ts reads it). Not imported from
 * there: a module shared with the chrome script would split the chrome into two files on every page.
 */
export function listStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The event a change of the list fires on the document. */
export const shortlistChange = 'shortlist-change';

/** The saved IDs, in the order they were saved. */
export function savedIds(): number[] {
  return parseShortlistIds(listStore()?.getItem(shortlistStorageKey));
}

/** Keeps the list and tells the page. */
export function storeIds(ids: readonly number[]): void {
  listStore()?.setItem(shortlistStorageKey, serializeShortlistIds(ids));
  document.dispatchEvent(new Event(shortlistChange));
}
