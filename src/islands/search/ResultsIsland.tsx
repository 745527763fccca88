// The result list of a results page. Until its listing index has loaded, the prerendered first page (its
// children) stays; then it filters, sorts and pages the index as the URL says, without reloading, and
// announces the count of each new search to screen readers.
import { useStore } from '@nanostores/react';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { textElsewhere } from '../../domain/search/results';
import { type ResultsView, viewHref } from '../../domain/search/results-view';
import { type SortKey, sortKeys } from '../../domain/search/search';
import { fillPlural, fillTemplate } from '../../i18n/fill-template';
import {
  $resultsView,
  $search,
  $sort,
  followResultsPage,
  listResults,
  showPage,
  showSorted,
} from '../../stores/search';
import { PagerView } from '../../views/PagerView';
import { PropertyCardView } from '../../views/PropertyCardView';
import type { OtherSection, ResultsIslandProps } from './island-props';
import { useOtherIndexes } from './use-other-indexes';
import '../../styles/card-grid.css';
import '../../styles/pager.css';
import '../../styles/property-card.css';
import '../../styles/results-list.css';
import './search-results.css';

const sortLabels = {
  newest: 'search.sort.newest',
  'price-asc': 'search.sort.priceAsc',
  'price-desc': 'search.sort.priceDesc',
} as const satisfies Record<SortKey, string>;

const isSortKey = (value: string): value is SortKey => (sortKeys as readonly string[]).includes(value);

/** The document's title on the list's first page, and on a later one (with {{page}} and {{pages}}). */
export interface ResultsDocumentTitles {
  readonly first: string;
  readonly paged: string;
}

export default function ResultsIsland(
  props: ResultsIslandProps & {
    readonly documentTitles: ResultsDocumentTitles;
    readonly children?: ReactNode;
  },
) {
  const {
    section,
    goal,
    indexUrl,
    registerUrl,
    elsewhere,
    tag,
    strings: s,
    plurals,
    documentTitles,
    children,
  } = props;
  const search = useStore($search);
  const sort = useStore($sort);
  const results = useStore($resultsView);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownOnce = useRef(false);
  const moveFocus = useRef(false);

  useEffect(() => {
    followResultsPage(goal);
    listResults(section, indexUrl);
  }, [goal, section, indexUrl]);

  const view: ResultsView | undefined = search && { search, sort };
  // A free text that finds nothing here: the other sections' indexes say whether it finds listings there.
  const askElsewhere = results !== undefined && results.matches.length === 0 && (search?.text ?? '') !== '';
  const otherIndexes = useOtherIndexes(elsewhere, askElsewhere);

  useEffect(() => {
    if (results === undefined) return;
    const { page, pageCount } = results.page;
    document.title =
      page > 1 ? fillTemplate(documentTitles.paged, { page, pages: pageCount }) : documentTitles.first;
  }, [results, documentTitles]);

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
    if (moveFocus.current) {
      moveFocus.current = false;
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [results, s, plurals, tag]);

  const status = (
    <p className="visually-hidden" role="status" aria-live="polite">
      {announcement}
    </p>
  );
  if (results === undefined || view === undefined) {
    return (
      <>
        {children}
        {status}
      </>
    );
  }

  const { page, matches } = results;
  const path = window.location.pathname;
  const goTo = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    moveFocus.current = true;
    showPage(target);
  };
  const pageLink = (target: number) => viewHref(path, { ...view, search: { ...view.search, page: target } });

  return (
    <div className="sr">
      {matches.length === 0 ? (
        <section className="results__empty" aria-labelledby="results-empty">
          <h2 id="results-empty" ref={headingRef} tabIndex={-1}>
            {s['errors.empty.properties']}
          </h2>
          <Elsewhere
            others={elsewhere}
            matches={textElsewhere(elsewhere, (other) => otherIndexes.get(other), section, view.search.text)}
            text={view.search.text}
            strings={s}
          />
          <p>{s['search.results.noResultsHint']}</p>
          <a className="button" href={registerUrl}>
            {s['listings.results.registerSearch']}
          </a>
        </section>
      ) : (
        <section aria-labelledby="results-count">
          <div className="results__bar">
            <h2 id="results-count" className="results__count" ref={headingRef} tabIndex={-1}>
              {fillPlural(plurals['search.results.count'], page.total, tag)}
            </h2>
            <p className="results__page">
              {fillTemplate(s['search.results.pageOf'], { page: page.page, pages: page.pageCount })}
            </p>
            <label className="sr-sort">
              <span>{s['search.sort.label']}</span>
              <select
                value={sort}
                onChange={(event) => {
                  if (isSortKey(event.target.value)) showSorted(event.target.value);
                }}
              >
                {sortKeys.map((key) => (
                  <option key={key} value={key}>
                    {s[sortLabels[key]]}
                  </option>
                ))}
              </select>
            </label>
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
      )}
      {status}
    </div>
  );
}

/** Where a free text that found nothing here finds listings: a line and a link to each such section. */
function Elsewhere(props: {
  readonly others: readonly OtherSection[];
  readonly matches: ReturnType<typeof textElsewhere>;
  readonly text: string;
  readonly strings: ResultsIslandProps['strings'];
}) {
  const { others, matches, text, strings: s } = props;
  if (matches.length === 0) return null;
  const title = (section: string) => others.find((other) => other.section === section)?.title ?? section;
  return (
    <div className="results__elsewhere">
      <p>{fillTemplate(s['search.results.elsewhere'], { search: text })}</p>
      <ul>
        {matches.map((match) => (
          <li key={match.section}>
            <a href={match.href}>
              {fillTemplate(s['search.results.elsewhereLink'], {
                section: title(match.section),
                count: match.count,
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
