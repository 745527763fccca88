// The page views of the last 30 days as a bar chart drawn in SVG, sized to its column, with a text
// alternative (the total and the busiest day) and the same figures as a table for screen readers and
// for anyone who prefers numbers.
import { useId } from 'react';
import { formatLongDay } from '../../domain/portal/portal-dates';
import { viewsSummary } from '../../domain/portal/view-series';
import { fillTemplate } from '../../i18n/fill-template';
import type { Statistics } from '../../schemas/owner-answers';
import { ChartBars } from './ChartBars';
import type { PortalStrings } from './portal-strings';
import { useFrameWidth } from './use-frame-width';
import { ViewsTable } from './ViewsTable';

interface Props {
  readonly days: Statistics['days'];
  readonly tag: string;
  readonly strings: PortalStrings;
}

export function ViewsChart({ days, tag, strings: s }: Props) {
  // Drawn in CSS pixels so the labels keep their size at 360 px and at 1280 px.
  const { frame, width } = useFrameWidth();
  const id = useId();

  const numbers = new Intl.NumberFormat(tag);
  const { total, busiest } = viewsSummary(days);
  const description = [
    fillTemplate(s['portal.stats.chartTotal'], { total: numbers.format(total) }),
    busiest === undefined
      ? ''
      : fillTemplate(s['portal.stats.chartBusiest'], {
          date: formatLongDay(busiest.date, tag),
          views: numbers.format(busiest.views),
        }),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="portal-chart">
      <p className="portal-chart__summary" id={`${id}-desc`}>
        {description}
      </p>
      <div className="portal-chart__frame" ref={frame}>
        {width > 0 ? (
          <ChartBars days={days} width={width} id={id} tag={tag} numbers={numbers} strings={s} />
        ) : null}
      </div>
      <ViewsTable days={days} tag={tag} numbers={numbers} strings={s} />
    </div>
  );
}
