// The saved listings in the chrome of every page: the header link's count, read from localStorage, and the
// mark that shows the save toggles (src/views/SaveToggle.tsx), which do nothing without this script. The
// toggles' code and the shortlist page's come only to the pages that have them, so a content page carries
// these few lines and no more (tests/e2e/budgets.spec.ts).
import { parseShortlistIds, shortlistStorageKey } from '../domain/shortlist/shortlist-ids';
import { localStore } from './local-storage';

const store = localStore();
if (store !== undefined) {
  document.documentElement.dataset['shortlist'] = '';
  const count = String(parseShortlistIds(store.getItem(shortlistStorageKey)).length);
  for (const node of document.querySelectorAll('[data-shortlist-count]')) node.textContent = count;
  if (document.querySelector('[data-save-id],[data-shortlist-page]')) void import('./shortlist-toggle');
}
