// A page of results: the count, the page number and the order above the cards, the pager below.
import type { MouseEvent, RefObject } from 'react';
import type { Page, SortKey } from '../../domain/search/search';
import type { SearchIndexEntry } from '../../domain/search/search-index';
import { fillPlural, fillTemplate } from '../../i18n/fill-template';
import { PagerView } from '../../views/PagerView';
import { PropertyCardView } from '../../views/PropertyCardView';
import type { ResultsIslandProps } from './island-props';
import { SortChoice } from './SortChoice';

interface Props {
  readonly page: Page<SearchIndexEntry>;
  readonly sort: SortKey;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  /** The address of a page of these results. */
  readonly pageLink: (target: number) => string;
  /** Shows a page of these results in place. */
  readonly goTo: (target: number) => (event: MouseEvent<HTMLAnchorElement>) => void;
  readonly tag: string;
  readonly strings: ResultsIslandProps['strings'];
  readonly plurals: ResultsIslandProps['plurals'];
}

export function ResultsPageList({ page, sort, headingRef, pageLink, goTo, tag, strings: s, plurals }: Props) {
  return (
    <section aria-labelledby="results-count">
      <div className="results__bar">
        <h2 id="results-count" className="results__count" ref={headingRef} tabIndex={-1}>
          {fillPlural(plurals['search.results.count'], page.total, tag)}
        </h2>
        <p className="results__page">
          {fillTemplate(s['search.results.pageOf'], { page: page.page, pages: page.pageCount })}
        </p>
        <SortChoice sort={sort} strings={s} />
      </div>
      <ul className="card-grid">
        {page.items.map((entry) => (
          <li key={entry.id}>
            <PropertyCardView card={entry} strings={s} plurals={plurals} tag={tag} />
          </li>
        ))}
      </ul>
      <PagerView
        page={page.page}
        pageCount={page.pageCount}
        href={pageLink}
        words={{
          label: s['common.pagination.label'],
          previous: s['common.buttons.previous'],
          next: s['common.buttons.next'],
          goToPage: (target) => fillTemplate(s['common.pagination.goToPage'], { page: target }),
        }}
        onNavigate={goTo}
      />
    </section>
  );
}
