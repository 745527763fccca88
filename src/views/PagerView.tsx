// The one markup of a list's pager, rendered to static HTML by Pager.astro and live by the results
// island. Its slots (src/domain/search/results.ts, pagerSlots) carry the widths they show at; the sheet
// (styles/pager.css) hides the neighbours of the current page on a phone, where the previous and next
// links, reduced to their arrows (their words stay their names), stand for them, so the pager keeps to
// one line.
import type { MouseEvent } from 'react';
import { pagerSlots } from '../domain/search/results';

/** The pager's words in the page's language. */
export interface PagerWords {
  /** The navigation's name ("Pagination"). */
  readonly label: string;
  readonly previous: string;
  readonly next: string;
  /** A page link's name ("Go to page 3"). */
  readonly goToPage: (page: number) => string;
}

interface Props {
  readonly page: number;
  readonly pageCount: number;
  /** The address of a page of the list. */
  readonly href: (page: number) => string;
  readonly words: PagerWords;
  /** The island shows a page without loading it; the static pager leaves links to the browser. */
  readonly onNavigate?: ((page: number) => (event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/** Where a slot shows: both widths, or only one of them. */
function widthClass(narrow: boolean, wide: boolean): string | undefined {
  if (narrow && wide) return undefined;
  return narrow ? 'pager__narrow-only' : 'pager__wide-only';
}

export function PagerView({ page, pageCount, href, words, onNavigate }: Props) {
  if (pageCount <= 1) return null;
  const step = (target: number, direction: 'prev' | 'next') => (
    <li>
      <a
        className="pager__step"
        href={href(target)}
        rel={direction}
        // Its name at every width, also on a phone where only the arrow shows (styles/pager.css).
        aria-label={direction === 'prev' ? words.previous : words.next}
        onClick={onNavigate?.(target)}
      >
        {direction === 'prev' && (
          <span className="pager__arrow" aria-hidden="true">
            ‹
          </span>
        )}
        <span className="pager__step-label">{direction === 'prev' ? words.previous : words.next}</span>
        {direction === 'next' && (
          <span className="pager__arrow" aria-hidden="true">
            ›
          </span>
        )}
      </a>
    </li>
  );
  return (
    <nav className="pager" aria-label={words.label}>
      <ul>
        {page > 1 && step(page - 1, 'prev')}
        {pagerSlots(page, pageCount).map((slot, index) =>
          slot.type === 'gap' ? (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              key={`gap-${index}`}
              className={['pager__gap', widthClass(slot.narrow, slot.wide)].filter(Boolean).join(' ')}
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={slot.page} className={widthClass(slot.narrow, true)}>
              <a
                className="pager__page"
                href={href(slot.page)}
                aria-label={words.goToPage(slot.page)}
                aria-current={slot.page === page ? 'page' : undefined}
                onClick={onNavigate?.(slot.page)}
              >
                {slot.page}
              </a>
            </li>
          ),
        )}
        {page < pageCount && step(page + 1, 'next')}
      </ul>
    </nav>
  );
}
