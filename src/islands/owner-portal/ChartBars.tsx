// The chart's drawing in SVG: the value lines with their figures, a bar a day with its date below some,
// and the axis.
import { chartLayout, labelledDays } from '../../domain/portal/chart-scale';
import { formatAxisDay } from '../../domain/portal/portal-dates';
import { fillTemplate } from '../../i18n/fill-template';
import type { Statistics } from '../../schemas/owner-answers';
import type { PortalStrings } from './portal-strings';

const height = 220;
const margins = { top: 12, right: 8, bottom: 28, left: 36 };

interface Props {
  readonly days: Statistics['days'];
  /** The drawing's width in CSS pixels, so the labels keep their size at 360 px and at 1280 px. */
  readonly width: number;
  /** The id of the chart's title and, with "-desc", of its description. */
  readonly id: string;
  readonly tag: string;
  readonly numbers: Intl.NumberFormat;
  readonly strings: PortalStrings;
}

export function ChartBars({ days, width, id, tag, numbers, strings: s }: Props) {
  const layout = chartLayout(
    days.map((day) => day.views),
    { width, height },
    margins,
  );
  // Fewer labels on a phone, where a band is a few pixels wide.
  const labelled = new Set(labelledDays(days.length, width < 480 ? 10 : 7));
  const baseline = layout.plot.y + layout.plot.height;
  return (
    <svg
      className="portal-chart__svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
    >
      <title id={`${id}-title`}>{s['portal.stats.chartTitle']}</title>
      {layout.ticks.map((tick) => (
        <g key={tick.value} className="portal-chart__tick">
          <line x1={layout.plot.x} x2={layout.plot.x + layout.plot.width} y1={tick.y} y2={tick.y} />
          <text x={layout.plot.x - 8} y={tick.y} dy="0.32em" textAnchor="end">
            {numbers.format(tick.value)}
          </text>
        </g>
      ))}
      {layout.bars.map((bar, index) => {
        const day = days[index];
        if (day === undefined) return null;
        return (
          <g key={day.date} className="portal-chart__day">
            {/* A 2 px stub keeps a day without views visible on the axis. */}
            <rect
              className={bar.value > 0 ? 'portal-chart__bar' : 'portal-chart__bar portal-chart__bar--zero'}
              x={bar.x}
              y={bar.value > 0 ? bar.y : baseline - 2}
              width={bar.width}
              height={bar.value > 0 ? bar.height : 2}
              rx={Math.min(3, bar.width / 3)}
            >
              <title>
                {fillTemplate(s['portal.stats.barTitle'], {
                  date: formatAxisDay(day.date, tag),
                  views: numbers.format(day.views),
                })}
              </title>
            </rect>
            {labelled.has(index) ? (
              <text
                className="portal-chart__label"
                x={index === days.length - 1 ? bar.x + bar.width : bar.x + bar.width / 2}
                y={baseline + 18}
                textAnchor={index === days.length - 1 ? 'end' : 'middle'}
              >
                {formatAxisDay(day.date, tag)}
              </text>
            ) : null}
          </g>
        );
      })}
      <line
        className="portal-chart__axis"
        x1={layout.plot.x}
        x2={layout.plot.x + layout.plot.width}
        y1={baseline}
        y2={baseline}
      />
    </svg>
  );
}
