// The chart's figures as a table, folded under the chart, for screen readers and for anyone who prefers numbers.
import { formatLongDay } from '../../domain/portal/portal-dates';
import type { Statistics } from '../../schemas/owner-answers';
import type { PortalStrings } from './portal-strings';

interface Props {
  readonly days: Statistics['days'];
  readonly tag: string;
  readonly numbers: Intl.NumberFormat;
  readonly strings: PortalStrings;
}

export function ViewsTable({ days, tag, numbers, strings: s }: Props) {
  return (
    <details className="portal-chart__table">
      <summary>{s['portal.stats.showTable']}</summary>
      <table className="portal-days">
        <caption>{s['portal.stats.tableCaption']}</caption>
        <thead>
          <tr>
            <th scope="col">{s['portal.stats.date']}</th>
            <th scope="col">{s['portal.stats.views']}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="portal-days__day">
                <time dateTime={day.date}>{formatLongDay(day.date, tag)}</time>
              </th>
              <td>{numbers.format(day.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
