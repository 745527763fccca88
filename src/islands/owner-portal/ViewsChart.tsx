// The page views of the last 30 days as a bar chart drawn in SVG, sized to its column, with a text
// alternative (the total and the busiest day) and the same figures as a table for screen readers and
// for anyone who prefers numbers.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { chartLayout, labelledDays } from '../../domain/portal/chart-scale';
import { formatAxisDay, formatLongDay } from '../../domain/portal/portal-dates';
import { viewsSummary } from '../../domain/portal/view-series';
import { fillTemplate } from '../../i18n/fill-template';
import type { Statistics } from '../../schemas/owner-answers';
import type { PortalStrings } from './portal-strings';

interface Props {
  readonly days: Statistics['days'];
  readonly tag: string;
  readonly strings: PortalStrings;
}

const height = 220;
const margins = { top: 12, right: 8, bottom: 28, left: 36 };

export function ViewsChart({ days, tag, strings: s }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  // Drawn in CSS pixels so the labels keep their size at 360 px and at 1280 px.
  const [width, setWidth] = useState(0);
  const id = useId();

  useLayoutEffect(() => {
    const element = frame.current;
    if (element === null) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const numbers = new Intl.NumberFormat(tag);
  const layout = chartLayout(
    days.map((day) => day.views),
    { width, height },
    margins,
  );
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
  // Fewer labels on a phone, where a band is a few pixels wide.
  const labelled = new Set(labelledDays(days.length, width < 480 ? 10 : 7));
  const baseline = layout.plot.y + layout.plot.height;

  return (
    <div className="portal-chart">
      <p className="portal-chart__summary" id={`${id}-desc`}>
        {description}
      </p>
      <div className="portal-chart__frame" ref={frame}>
        {width > 0 ? (
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
                    className={
                      bar.value > 0 ? 'portal-chart__bar' : 'portal-chart__bar portal-chart__bar--zero'
                    }
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
        ) : null}
      </div>
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
    </div>
  );
}
