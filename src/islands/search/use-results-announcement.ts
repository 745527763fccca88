// What the results island tells beyond the list: the document's title with the page number, and each new
// search's count for screen readers, with the focus moved to the list's heading after paging.
import { createElement, type RefObject, useEffect, useRef, useState } from 'react';
import { fillPlural, fillTemplate } from '../../i18n/fill-template';
import type { ResultsPage } from '../../stores/search';
import type { ResultsIslandProps } from './island-props';

type Results = ResultsPage | undefined;

/** The document's title on the list's first page, and on a later one (with {{page}} and {{pages}}). */
export interface ResultsDocumentTitles {
  readonly first: string;
  readonly paged: string;
}

/**
 * The document's title of each page of results, and the heading to focus with the flag that asks for the
 * focus to move (after paging).
 */
export function useResultsAnnouncement(
  results: Results,
  { documentTitles }: { readonly documentTitles: ResultsDocumentTitles },
): {
  headingRef: RefObject<HTMLHeadingElement | null>;
  moveFocus: RefObject<boolean>;
} {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (results === undefined) return;
    const { page, pageCount } = results.page;
    document.title =
      page > 1 ? fillTemplate(documentTitles.paged, { page, pages: pageCount }) : documentTitles.first;
  }, [results, documentTitles]);

  useEffect(() => {
    if (results === undefined) return;
    if (moveFocus.current) {
      moveFocus.current = false;
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [results]);

  return { headingRef, moveFocus };
}

/**
 * The status line that announces each new search's count to screen readers. A component of its own, so
 * that setting its text draws this line again, not the whole result list.
 */
export function ResultsStatus({
  results,
  strings: s,
  plurals,
  tag,
}: Pick<ResultsIslandProps, 'strings' | 'plurals' | 'tag'> & { readonly results: Results }) {
  const [announcement, setAnnouncement] = useState('');
  const shownOnce = useRef(false);

  useEffect(() => {
    if (results === undefined) return;
    // The first view is what the page already says; only later searches are announced.
    if (shownOnce.current) {
      setAnnouncement(
        results.page.total === 0
          ? s['errors.empty.properties']
          : fillPlural(plurals['search.results.count'], results.page.total, tag),
      );
    }
    shownOnce.current = true;
  }, [results, s, plurals, tag]);

  return createElement(
    'p',
    { className: 'visually-hidden', role: 'status', 'aria-live': 'polite' },
    announcement,
  );
}
