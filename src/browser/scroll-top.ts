// The scroll-to-top button: shown past 10px, it brings the page back to the top in 500ms (at once for
// visitors who ask for reduced motion), then puts focus at the top of the page for keyboard users.
import {
  boxesOverlap,
  scrollTopDuration,
  scrollTopPosition,
  showsScrollTop,
} from '../domain/site/scroll-behaviour';

const button = document.querySelector<HTMLButtonElement>('[data-scroll-top]');

function landed(): void {
  document.querySelector<HTMLElement>('.site-header__logo')?.focus({ preventScroll: true });
}

function scrollToTop(): void {
  const start = scrollY;
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || start === 0) {
    scrollTo(0, 0);
    landed();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const position = scrollTopPosition(start, now - began, scrollTopDuration);
    // "instant" overrides a smooth scroll-behavior in the page's CSS, which would fight each frame.
    scrollTo({ top: position, behavior: 'instant' });
    if (position > 0) requestAnimationFrame(step);
    else landed();
  };
  requestAnimationFrame(step);
}

if (button) {
  // A fixed button must never hide the control that has focus (WCAG 2.4.11): while it would, it steps
  // out of sight (and out of the pointer's way) and comes back once focus or the page moves on.
  const coversFocus = (): boolean => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === button || focused === document.body) return false;
    return boxesOverlap(focused.getBoundingClientRect(), button.getBoundingClientRect());
  };
  const update = () => {
    button.hidden = !showsScrollTop(scrollY);
    button.classList.toggle('scroll-top--stepped-aside', !button.hidden && coversFocus());
  };
  addEventListener('scroll', update, { passive: true });
  addEventListener('resize', update);
  document.addEventListener('focusin', update);
  document.addEventListener('focusout', () => requestAnimationFrame(update));
  update();
  button.addEventListener('click', scrollToTop);
}
