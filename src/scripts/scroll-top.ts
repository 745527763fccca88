// The scroll-to-top button: shown past 10px, it brings the page back to the top in 500ms (at once for
// visitors who ask for reduced motion), then puts focus at the top of the page for keyboard users.
import { scrollTopDuration, scrollTopPosition, showsScrollTop } from '../domain/scroll-behaviour';

const button = document.querySelector<HTMLButtonElement>('[data-scroll-top]');

function landed(): void {
  document.querySelector<HTMLElement>('.site-header__logo')?.focus({ preventScroll: true });
}

function scrollToTop(): void {
  const start = window.scrollY;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || start === 0) {
    window.scrollTo(0, 0);
    landed();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const position = scrollTopPosition(start, now - began, scrollTopDuration);
    // "instant" overrides a smooth scroll-behavior in the page's CSS, which would fight each frame.
    window.scrollTo({ top: position, behavior: 'instant' });
    if (position > 0) window.requestAnimationFrame(step);
    else landed();
  };
  window.requestAnimationFrame(step);
}

if (button) {
  const update = () => {
    button.hidden = !showsScrollTop(window.scrollY);
  };
  window.addEventListener('scroll', update, { passive: true });
  update();
  button.addEventListener('click', scrollToTop);
}
