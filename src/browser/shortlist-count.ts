// The header link's count of saved listings, on every page: the visitor's list in localStorage, counted
// once as the page loads. Where listings are shown, the toggles' script (shortlist-toggle.ts) keeps it up
// to date as the visitor saves and removes. Part of the chrome script, whose returning-visit budget is
// tight (tests/e2e/budgets.spec.ts), so it imports nothing of the shortlist's rules: a module shared with
// the toggles' script would split the chrome into two files on every page. The storage key comes with the
// link instead (SavedListingsLink.astro writes it from the rules), and the stored value is only ever
// written by the toggles' script, as serializeShortlistIds writes it: the IDs joined by commas.
import { localStore } from './local-storage';

const store = localStore();
for (const node of document.querySelectorAll<HTMLElement>('[data-shortlist-count]')) {
  const saved = store?.getItem(node.dataset['shortlistCount'] ?? '');
  if (saved !== undefined) node.textContent = String(saved ? saved.split(',').length : 0);
}
