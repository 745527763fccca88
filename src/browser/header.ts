// The header's behaviours: fixed with a smaller logo past 30px of scroll (a placeholder keeps its room
// so the page does not jump), and the drawer: it scrolls itself while the page behind is locked (CSS),
// closes with Escape and on reaching desktop width, focus going back to its button.
import { isHeaderFixed } from '../domain/site/scroll-behaviour';

const header = document.querySelector<HTMLElement>('.site-header');
const slot = header?.parentElement;
const toggle = document.querySelector<HTMLInputElement>('#drawer-toggle');
const nav = document.querySelector<HTMLElement>('#site-nav');
const overlay = header?.classList.contains('site-header--overlay') === true;

function measure(): void {
  if (!header || header.classList.contains('site-header--fixed')) return;
  document.documentElement.style.setProperty('--header-height', `${header.offsetHeight}px`);
}

function update(): void {
  if (!header || !slot || header.dataset['sticky'] !== 'true') return;
  const fixed = isHeaderFixed(scrollY);
  if (fixed === header.classList.contains('site-header--fixed')) return;
  // In the flow (every page but home), the header's room is kept while it is fixed.
  if (!overlay) slot.style.minHeight = fixed ? `${header.getBoundingClientRect().height}px` : '';
  header.classList.toggle('site-header--fixed', fixed);
  updateClear();
}

// Light text over the photo only while the header is transparent: not fixed, drawer closed.
function updateClear(): void {
  if (!header || !overlay) return;
  header.classList.toggle(
    'site-header--clear',
    !header.classList.contains('site-header--fixed') && toggle?.checked !== true,
  );
}

// Browsers fire scroll events once per frame, when they draw it: update needs no throttle of its own.
addEventListener('scroll', update, { passive: true });
addEventListener('resize', measure);
measure();
update();

function fitDrawer(): void {
  updateClear();
  if (!nav) return;
  nav.style.maxHeight = toggle?.checked ? `${innerHeight - nav.getBoundingClientRect().top}px` : '';
}

function closeDrawer(): void {
  if (!toggle?.checked) return;
  toggle.checked = false;
  // Set from a script, the checkbox fires no change event of its own: the page's other scripts (the
  // popup waiting for the drawer to close) hear of it as they would of a tap. fitDrawer listens too.
  toggle.dispatchEvent(new Event('change', { bubbles: true }));
}

toggle?.addEventListener('change', fitDrawer);
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || !toggle?.checked) return;
  closeDrawer();
  toggle.focus();
});
// The drawer's checkbox is hidden on desktop: a drawer left open there would keep the page locked.
matchMedia('(min-width: 64rem)').addEventListener('change', (event) => {
  if (event.matches) closeDrawer();
});
