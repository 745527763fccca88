// The save toggles of the listing cards and the detail page: aria-pressed from the visitor's list, a
// click saves or removes the listing; the header's count follows. Cards the results island draws later
// and another tab's changes are followed too, and the header link's count. Loaded by the components that
// draw toggles (PropertyCard, SaveButton, the shortlist and comparison pages); a page without listings
// downloads none of it: the chrome script only counts the list once (shortlist-count.ts).
import { toggleShortlistId } from '../domain/shortlist/shortlist-ids';
import { listStore, savedIds, shortlistChange, storeIds } from './shortlist-store';

// Only what changed is written: a new count is a mutation the observer below would see again.
function show(): void {
  const ids = savedIds();
  for (const button of document.querySelectorAll<HTMLElement>('[data-save-id]')) {
    const pressed = String(ids.includes(Number(button.dataset['saveId'])));
    if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
  }
  const count = String(ids.length);
  for (const node of document.querySelectorAll('[data-shortlist-count]'))
    if (node.textContent !== count) node.textContent = count;
}

// Without storage nothing can be saved: the toggles stay hidden.
if (listStore() !== undefined) {
  // Shows the toggles (property-card.css).
  document.documentElement.dataset['shortlist'] = '';
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-save-id]') : null;
    if (button === null) return;
    storeIds(toggleShortlistId(savedIds(), Number(button.dataset['saveId'])));
  });
  document.addEventListener(shortlistChange, show);
  window.addEventListener('storage', show);
  // Mutations come in bursts (a page of results): one pass after each burst.
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      show();
    });
  }).observe(document.body, { childList: true, subtree: true });
  show();
}
