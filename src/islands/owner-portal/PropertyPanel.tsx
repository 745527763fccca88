// One of the owner's properties on the dashboard: its title and link, its counters, its 30-day chart,
// who is looking for a property like it, and its four lists, as the dashboard loaded them.
import { fillTemplate } from '../../i18n/fill-template';
import type { OwnedProperty } from '../../schemas/owner-me';
import { ActivityTabs } from './ActivityTabs';
import { MatchingBuyers } from './MatchingBuyers';
import type { PortalStrings } from './portal-strings';
import type { PropertyData } from './use-property-data';
import { ViewCounters } from './ViewCounters';
import { ViewsChart } from './ViewsChart';

interface Props {
  readonly property: OwnedProperty;
  /** Its data as far as it has loaded (use-property-data.ts), and how to ask for it again. */
  readonly data: PropertyData;
  readonly reload: () => void;
  readonly tag: string;
  readonly strings: PortalStrings;
}

export function PropertyPanel({ property, data, reload, tag, strings: s }: Props) {
  const statistics = data.state === 'ready' ? data.statistics : undefined;
  const reference = property.reference
    ? fillTemplate(s['portal.property.reference'], { reference: property.reference })
    : '';
  return (
    <section className="portal-property" aria-labelledby="portal-property-title">
      <div className="portal-property__head">
        <div>
          <h3 className="portal-property__title" id="portal-property-title">
            {property.title ?? reference}
          </h3>
          <p className="portal-property__meta">{[property.city, reference].filter(Boolean).join(' · ')}</p>
        </div>
        {property.detailUrl ? (
          <a className="button portal-button portal-button--quiet" href={property.detailUrl}>
            {s['portal.property.viewListing']}
          </a>
        ) : null}
      </div>
      <p className="portal-status" role="status">
        {data.state === 'loading' ? s['portal.loading'] : ''}
      </p>
      {data.state === 'failed' ? (
        <div className="portal-alert portal-alert--error" role="alert">
          <p>{data.reason === 'network' ? s['errors.network'] : s['validation.server']}</p>
          <button className="button portal-button portal-button--quiet" type="button" onClick={reload}>
            {s['portal.retry']}
          </button>
        </div>
      ) : null}
      <div className="portal-stats" aria-busy={data.state === 'loading'}>
        <section className="portal-panel-box" aria-labelledby="portal-counters-title">
          <h4 className="portal-section-title" id="portal-counters-title">
            {s['portal.stats.countersTitle']}
          </h4>
          <ViewCounters statistics={statistics} tag={tag} strings={s} />
        </section>
        <section className="portal-panel-box" aria-labelledby="portal-chart-title">
          <h4 className="portal-section-title" id="portal-chart-title">
            {s['portal.stats.chartTitle']}
          </h4>
          {statistics === undefined ? (
            <div className="portal-chart-placeholder" aria-hidden="true" />
          ) : (
            <ViewsChart days={statistics.days} tag={tag} strings={s} />
          )}
        </section>
      </div>
      <MatchingBuyers count={statistics?.matchingBuyers} tag={tag} strings={s} />
      <ActivityTabs lists={data.state === 'ready' ? data.lists : undefined} tag={tag} strings={s} />
    </section>
  );
}
