// Upgrades the prerendered gallery (a sideways-scrolling row of photo links plus thumbnail links) into a
// swiper slider with synced thumbnails and a photoswipe lightbox, once gallery-loader.ts sees interest.
// Plain DOM code: swiper and photoswipe drive the DOM themselves, so React would only add weight.
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import Swiper from 'swiper';
import { A11y, Navigation, Thumbs } from 'swiper/modules';
import type { GalleryStrings } from './gallery-strings';

/** Breakpoints of the design (48rem and 64rem at the browser's default 16px). */
const tablet = 768;
const desktop = 1024;

function readStrings(root: HTMLElement): GalleryStrings {
  const { strings } = root.dataset;
  return JSON.parse(strings ?? '{}') as GalleryStrings;
}

function createThumbs(element: HTMLElement): Swiper {
  return new Swiper(element, {
    slidesPerView: 4,
    spaceBetween: 8,
    watchSlidesProgress: true,
    breakpoints: {
      [tablet]: { slidesPerView: 6 },
      // Beside the main photo on desktop: a column as tall as the photo, each thumbnail at its 3:2 size.
      [desktop]: { direction: 'vertical', slidesPerView: 'auto' },
    },
  });
}

/**
 * Keeps the thumbnail that has keyboard focus in view, the row showing only 4 or 6 of them: by sliding
 * the row, not by the browser's own scrolling of the clipped row, which would shift it under the
 * slider's feet. Also once the slider arrives (a keyboard visitor may have tabbed along the prerendered
 * row meanwhile, and the slider starts that row at its first thumbnail) and after each of the main
 * slider's resizes, at which swiper's thumbnail module brings the row back to the photo shown.
 */
function followFocus(main: Swiper, thumbs: Swiper, links: readonly HTMLAnchorElement[]): void {
  const show = () => {
    const active = document.activeElement;
    const index = active instanceof HTMLAnchorElement ? links.indexOf(active) : -1;
    if (index < 0) return;
    thumbs.el.scrollLeft = 0;
    thumbs.el.scrollTop = 0;
    // From the row's own layout, where the slider has already put it: an animated move shows on
    // screen only later, and its list of visible slides may not be up to date when it has just arrived.
    const start = (thumbs.slidesGrid[index] ?? 0) + thumbs.translate;
    const inside = start >= -1 && start + (thumbs.slidesSizesGrid[index] ?? 0) <= thumbs.size + 1;
    if (!inside) thumbs.slideTo(index, 0);
  };
  thumbs.el.addEventListener('focusin', show);
  main.on('resize', show);
  show();
}

/** Only the photo on screen takes focus: Tab should not walk through photos hidden off to the side. */
function keepOnlyActiveFocusable(slides: readonly HTMLElement[], active: number): void {
  slides.forEach((slide, index) => {
    slide.inert = index !== active;
  });
}

function markActiveThumb(links: readonly HTMLAnchorElement[], active: number): void {
  links.forEach((link, index) => {
    if (index === active) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  });
}

function createLightbox(root: HTMLElement, main: Swiper, strings: GalleryStrings): PhotoSwipeLightbox {
  const lightbox = new PhotoSwipeLightbox({
    gallery: main.el,
    children: '.swiper-slide > a',
    // The core (the larger part) is fetched on the first open only.
    pswpModule: () => import('photoswipe'),
    closeTitle: strings['gallery.close'],
    zoomTitle: strings['gallery.zoom'],
    arrowPrevTitle: strings['gallery.previous'],
    arrowNextTitle: strings['gallery.next'],
    errorMsg: strings['detail.gallery.loadError'],
    indexIndicatorSep: ' / ',
    bgOpacity: 0.92,
    // The photo the visitor opened may have changed while browsing: focus goes back to the one now shown.
    returnFocus: false,
  });
  lightbox.on('uiRegister', () => {
    lightbox.pswp?.ui?.registerElement({
      name: 'caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (element, pswp) => {
        element.setAttribute('aria-live', 'polite');
        const show = () => {
          element.textContent = pswp.currSlide?.data.alt ?? '';
        };
        pswp.on('change', show);
        show();
      },
    });
  });
  lightbox.on('afterInit', () => {
    lightbox.pswp?.element?.setAttribute('aria-label', strings['gallery.label']);
  });
  // The slider follows the lightbox, so closing zooms back into the photo just seen.
  lightbox.on('change', () => {
    const index = lightbox.pswp?.currIndex;
    if (index !== undefined && index !== main.activeIndex) main.slideTo(index, 0);
  });
  lightbox.on('destroy', () => {
    root.querySelectorAll<HTMLAnchorElement>('.gallery__main .swiper-slide > a')[main.activeIndex]?.focus();
  });
  lightbox.init();
  return lightbox;
}

/** Turns one prerendered gallery into the slider with thumbnails and the lightbox, on photo `initialSlide`. */
export function enhanceGallery(root: HTMLElement, initialSlide = 0): void {
  const mainElement = root.querySelector<HTMLElement>('.gallery__main');
  if (mainElement === null || root.hasAttribute('data-enhanced')) return;
  root.setAttribute('data-enhanced', '');
  const strings = readStrings(root);
  const slides = [...mainElement.querySelectorAll<HTMLElement>('.swiper-slide')];
  const thumbsElement = root.querySelector<HTMLElement>('.gallery__thumbs');
  const thumbLinks = [...(thumbsElement?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const counter = root.querySelector<HTMLElement>('.gallery__count');
  const prevEl = root.querySelector<HTMLButtonElement>('.gallery__nav--prev');
  const nextEl = root.querySelector<HTMLButtonElement>('.gallery__nav--next');
  prevEl?.removeAttribute('hidden');
  nextEl?.removeAttribute('hidden');

  const thumbs = thumbsElement === null ? undefined : createThumbs(thumbsElement);
  const main = new Swiper(mainElement, {
    modules: [Navigation, Thumbs, A11y],
    slidesPerView: 1,
    initialSlide,
    navigation: prevEl === null || nextEl === null ? false : { prevEl, nextEl },
    ...(thumbs === undefined ? {} : { thumbs: { swiper: thumbs } }),
    a11y: {
      prevSlideMessage: strings['gallery.previous'],
      nextSlideMessage: strings['gallery.next'],
      slideLabelMessage: strings['gallery.photoOf'].replace('{{total}}', '{{slidesLength}}'),
    },
  });

  const update = () => {
    const active = main.activeIndex;
    keepOnlyActiveFocusable(slides, active);
    markActiveThumb(thumbLinks, active);
    if (counter !== null) counter.textContent = `${active + 1} / ${slides.length}`;
  };
  main.on('slideChange', update);
  update();

  // A thumbnail stays a link to the full photo without JavaScript; here it shows that photo in the slider,
  // by mouse, touch or keyboard alike (swiper's own thumbnail handling reacts to pointers only).
  thumbLinks.forEach((link, index) => {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      main.slideTo(index);
    });
  });

  if (thumbs !== undefined) followFocus(main, thumbs, thumbLinks);
  createLightbox(root, main, strings);
}
