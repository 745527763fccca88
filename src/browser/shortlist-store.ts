// The visitor's saved listings in localStorage (strictly necessary: their own choice, listed in the
// cookie policy by src/domain/site/site-storage.ts). Every change is announced on the document, so the
// toggles, the header's count and the shortlist page follow it.
import {
  parseShortlistIds,
  serializeShortlistIds,
  shortlistStorageKey,
} from '../domain/shortlist/shortlist-ids';
import { localStore } from './local-storage';

/** The event a change of the list fires on the document. */
export const shortlistChange = 'shortlist-change';

/** The saved IDs, in the order they were saved. */
export function savedIds(): number[] {
  return parseShortlistIds(localStore()?.getItem(shortlistStorageKey));
}

/** Keeps the list and tells the page. */
export function storeIds(ids: readonly number[]): void {
  localStore()?.setItem(shortlistStorageKey, serializeShortlistIds(ids));
  document.dispatchEvent(new Event(shortlistChange));
}
