// The shortlist page in the browser. The visitor's own list: its cards come from the server (the page
// rendered for `?ids=`, as a shared link gets it), then the visitor orders them, picks 2 to 4 to compare,
// removes some and copies the link to share them. A shared list: "save these" takes its listings over.
import { compareMax, compareMin } from '../domain/shortlist/compare-rows';
import { mergeShortlistIds, shortlistHref, shortlistOrderKey } from '../domain/shortlist/shortlist-ids';
import { orderShortlist, parseShortlistOrder } from '../domain/shortlist/shortlist-order';
import './shortlist-toggle';
import { listStore, savedIds, shortlistChange, storeIds } from './shortlist-store';

const root = document.querySelector<HTMLElement>('[data-shortlist-page]');
const list = root?.querySelector<HTMLElement>('[data-shortlist-items]');
const tools = root?.querySelector<HTMLElement>('[data-shortlist-tools]');
const status = root?.querySelector<HTMLElement>('[data-shortlist-status]');

const items = () => [...(list?.querySelectorAll<HTMLElement>('li[data-id]') ?? [])];
const idOf = (item: HTMLElement) => Number(item.dataset['id']);
const numberOf = (text: string | undefined) => (text === undefined || text === '' ? undefined : Number(text));

function shared(take: HTMLElement): void {
  const ids = items().map(idOf);
  take.hidden = false;
  take.addEventListener('click', () => {
    storeIds(mergeShortlistIds(savedIds(), ids));
    if (status) status.textContent = take.dataset['done'] ?? '';
  });
}

/** The Compare link goes to the ticked listings, in the list's order, when there are 2 to 4. */
function updateCompare(): void {
  const link = root?.querySelector<HTMLAnchorElement>('[data-shortlist-compare]');
  const ticked = [...(list?.querySelectorAll<HTMLInputElement>('input[data-compare-id]:checked') ?? [])].map(
    (box) => Number(box.dataset['compareId']),
  );
  if (!link) return;
  if (ticked.length >= compareMin && ticked.length <= compareMax)
    link.href = shortlistHref(root?.dataset['comparePath'] ?? '', ticked);
  else link.removeAttribute('href');
}

function updateShare(): void {
  const link = root?.querySelector<HTMLAnchorElement>('[data-shortlist-share]');
  if (link) link.href = shortlistHref(window.location.pathname, items().map(idOf));
}

function arrange(): void {
  const select = root?.querySelector<HTMLSelectElement>('[data-shortlist-order]');
  const order = parseShortlistOrder(select?.value);
  const view = items().map((element) => ({
    id: idOf(element),
    price: numberOf(element.dataset['price']),
    livingArea: numberOf(element.dataset['area']),
    element,
  }));
  for (const { element } of orderShortlist(view, order, savedIds())) list?.append(element);
  updateCompare();
  updateShare();
}

/** Items no longer saved (removed here, by a card's heart or in another tab) leave the page. */
function follow(): void {
  const ids = savedIds();
  for (const item of items()) if (!ids.includes(idOf(item))) item.remove();
  const empty = items().length === 0;
  if (tools) tools.hidden = empty;
  const note = root?.querySelector<HTMLElement>('[data-shortlist-empty]');
  if (note) note.hidden = !empty;
  updateCompare();
  updateShare();
}

async function own(): Promise<void> {
  const ids = savedIds();
  if (ids.length > 0 && list) {
    const response = await fetch(shortlistHref(window.location.pathname, ids));
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    list.replaceChildren(...(page.querySelector('[data-shortlist-items]')?.children ?? []));
  }
  const select = root?.querySelector<HTMLSelectElement>('[data-shortlist-order]');
  const store = listStore();
  if (select) {
    select.value = parseShortlistOrder(store?.getItem(shortlistOrderKey));
    select.addEventListener('change', () => {
      store?.setItem(shortlistOrderKey, select.value);
      arrange();
    });
  }
  list?.addEventListener('click', (event) => {
    const remove =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-remove-id]') : null;
    if (remove) storeIds(savedIds().filter((id) => id !== Number(remove.dataset['removeId'])));
  });
  list?.addEventListener('change', updateCompare);
  root?.querySelector('[data-shortlist-copy]')?.addEventListener('click', async () => {
    updateShare();
    const href = root.querySelector<HTMLAnchorElement>('[data-shortlist-share]')?.href ?? '';
    await navigator.clipboard?.writeText(href).catch(() => undefined);
    if (status) status.textContent = status.dataset['copied'] ?? '';
  });
  document.addEventListener(shortlistChange, follow);
  window.addEventListener('storage', follow);
  arrange();
  follow();
  // The list is drawn and its controls work (what an automated visitor waits for).
  if (root) root.dataset['ready'] = '';
}

const mode = root?.dataset['shortlistPage'];
const take = root?.querySelector<HTMLElement>('[data-shortlist-take]');
if (mode === 'shared' && take) shared(take);
if (mode === 'own') void own();

// The comparison's print button.
for (const button of document.querySelectorAll<HTMLElement>('[data-print]')) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}
