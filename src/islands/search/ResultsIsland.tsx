// The result list of a results page. Until the parts of the index its search reads have loaded, the
// prerendered first page (its children) stays; then it lists the page of results the URL asks for (the
// store filters, sorts and pages them), without reloading, and announces the count of each new search to
// screen readers.
import { useStore } from '@nanostores/react';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { textMatchCount } from '../../domain/search/filter-index';
import { textElsewhere } from '../../domain/search/results';
import { type ResultsView, viewHref } from '../../domain/search/results-view';
import { $resultsView, $search, $sort, followResultsPage, listResults, showPage } from '../../stores/search';
import { Elsewhere } from './Elsewhere';
import type { ResultsIslandProps } from './island-props';
import { ResultsPageList } from './ResultsPageList';
import { useOtherIndexes } from './use-other-indexes';
import {
  type ResultsDocumentTitles,
  ResultsStatus,
  useResultsAnnouncement,
} from './use-results-announcement';
import '../../styles/card-grid.css';
import '../../styles/pager.css';
import '../../styles/property-card.css';
import '../../styles/results-list.css';
import './search-results.css';

export default function ResultsIsland(
  props: ResultsIslandProps & {
    readonly documentTitles: ResultsDocumentTitles;
    readonly children?: ReactNode;
  },
) {
  const { section, goal, locale, count, registerUrl, elsewhere, tag, strings: s, plurals, children } = props;
  const search = useStore($search);
  const sort = useStore($sort);
  const results = useStore($resultsView);

  useEffect(() => {
    followResultsPage(goal);
    listResults(section, locale, count);
  }, [goal, section, locale, count]);

  const view: ResultsView | undefined = search && { search, sort };
  // A free text that finds nothing here: the other sections' filter indexes say where it finds listings.
  const askElsewhere = results !== undefined && results.page.total === 0 && (search?.text ?? '') !== '';
  const otherIndexes = useOtherIndexes(elsewhere, askElsewhere);
  const { headingRef, moveFocus } = useResultsAnnouncement(results, props);

  const status = <ResultsStatus results={results} strings={s} plurals={plurals} tag={tag} />;
  if (results === undefined || view === undefined) {
    return (
      <>
        {children}
        {status}
      </>
    );
  }

  const { page } = results;
  const path = window.location.pathname;
  const goTo = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    moveFocus.current = true;
    showPage(target);
  };
  const pageLink = (target: number) => viewHref(path, { ...view, search: { ...view.search, page: target } });

  return (
    <div className="sr">
      {page.total === 0 ? (
        <section className="results__empty" aria-labelledby="results-empty">
          <h2 id="results-empty" ref={headingRef} tabIndex={-1}>
            {s['errors.empty.properties']}
          </h2>
          <Elsewhere
            others={elsewhere}
            matches={textElsewhere(
              elsewhere,
              (other, text) => textMatchCount(otherIndexes.get(other) ?? {}, text),
              section,
              view.search.text,
            )}
            text={view.search.text}
            strings={s}
          />
          <p>{s['search.results.noResultsHint']}</p>
          <a className="button" href={registerUrl}>
            {s['listings.results.registerSearch']}
          </a>
        </section>
      ) : (
        <ResultsPageList
          page={page}
          sort={sort}
          headingRef={headingRef}
          pageLink={pageLink}
          goTo={goTo}
          tag={tag}
          strings={s}
          plurals={plurals}
        />
      )}
      {status}
    </div>
  );
}
