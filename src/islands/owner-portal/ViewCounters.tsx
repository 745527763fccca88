// The page-view counters of a property: today, this week, this month, in total.
import type { Statistics } from '../../schemas/owner-answers';
import type { PortalStrings } from './portal-strings';

interface Props {
  /** Undefined while loading: the tiles keep their place and show a dash. */
  readonly statistics: Statistics | undefined;
  readonly tag: string;
  readonly strings: PortalStrings;
}

const periods = [
  ['today', 'portal.period.today'],
  ['week', 'portal.period.week'],
  ['month', 'portal.period.month'],
  ['total', 'portal.period.total'],
] as const;

export function ViewCounters({ statistics, tag, strings: s }: Props) {
  const format = new Intl.NumberFormat(tag);
  return (
    <dl className="portal-counters">
      {periods.map(([period, label]) => (
        <div className={`portal-counter portal-counter--${period}`} key={period} data-period={period}>
          <dt>{s[label]}</dt>
          <dd>{statistics === undefined ? '–' : format.format(statistics[period])}</dd>
        </div>
      ))}
    </dl>
  );
}
