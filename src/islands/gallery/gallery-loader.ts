// Waits for the visitor's first sign of interest in a gallery (the pointer over it, a touch, keyboard
// focus inside) before fetching the slider and the lightbox (swiper and photoswipe, about 30 KB gzip), so
// a detail page's first load carries only this. The gallery sits at the top of the page, so waiting for
// it to scroll near would wait for nothing. Meanwhile the prerendered gallery works as it is: a row of
// photo links that scrolls sideways. A click on a photo, a thumbnail or the next arrow that comes before
// the slider is ready is held, and replayed on the same element once it is, so it does what it would
// have done on the slider (open the lightbox, show that photo, move on).

const intents = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

function prepare(root: HTMLElement): void {
  let held: HTMLElement | undefined;
  let loading = false;

  const hold = (event: MouseEvent) => {
    // A modified click (new tab, new window) keeps its usual meaning.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('a, button') : null;
    if (target === null) return;
    event.preventDefault();
    held = target;
    load();
  };

  function load(): void {
    if (loading) return;
    loading = true;
    for (const type of intents) root.removeEventListener(type, load);
    const wrapper = root.querySelector<HTMLElement>('.gallery__main > .swiper-wrapper');
    const release = () => {
      root.removeEventListener('click', hold, true);
      held?.click();
    };
    import('./gallery').then(
      ({ enhanceGallery }) => {
        // Start on the photo the visitor has scrolled the row to, so the slider does not jump back.
        const shown =
          wrapper && wrapper.clientWidth > 0 ? Math.round(wrapper.scrollLeft / wrapper.clientWidth) : 0;
        enhanceGallery(root, shown);
        release();
      },
      // Offline, say: the gallery stays the row of links, and a held click on a photo follows its link.
      release,
    );
  }

  // The next arrow works at once (its click waits for the slider like any other); the previous one
  // appears with the slider, which hides it on the first photo.
  root.querySelector<HTMLButtonElement>('.gallery__nav--next')?.removeAttribute('hidden');
  root.addEventListener('click', hold, true);
  for (const type of intents) root.addEventListener(type, load, { passive: true });
}

/** Readies every prerendered gallery of the page to become a slider on first interest. */
export function prepareGalleries(scope: ParentNode = document): void {
  for (const root of scope.querySelectorAll<HTMLElement>('[data-island="gallery"]')) prepare(root);
}
