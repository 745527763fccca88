// The owner portal's view figures: today, this week (since Monday), this month (since the 1st), the
// total, and the last 30 days for the graph. Days are calendar days of the agency's time zone, so a
// view at 00:30 in Brussels counts for that Brussels day whatever the server's own zone.
import { agencyTimeZone } from '../values/dates';
import { formatPerZone } from '../values/zone-format';

/** Views of one property on one day ('YYYY-MM-DD'); several entries of one day add up. */
export interface DayCount {
  readonly date: string;
  readonly views: number;
}

/** What the statistics tab shows. */
export interface ViewStatistics {
  readonly today: number;
  readonly week: number;
  readonly month: number;
  readonly total: number;
  /** Exactly 30 days, oldest first, ending today; days without views are 0. */
  readonly days: DayCount[];
}

/** How many days the graph shows. */
export const graphDays = 30;

// en-CA formats as YYYY-MM-DD.
const dayFormat = formatPerZone('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day ('YYYY-MM-DD') of an instant (ms) in a time zone (Brussels by default). */
export function dayIn(instant: number, timeZone: string = agencyTimeZone): string {
  return dayFormat(timeZone).format(new Date(instant));
}

const dayMs = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `offset` days after `day` (before it when negative). */
export function shiftDay(day: string, offset: number): string {
  return fromUtc(toUtc(day) + offset * dayMs);
}

/** The Monday of the week of `day` (ISO weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 Sunday .. 6 Saturday
  return shiftDay(day, -((weekday + 6) % 7));
}

/** The figures of a property from its per-day counts (the export's and the site's), seen on `today`. */
export function viewStatistics(counts: readonly DayCount[], today: string): ViewStatistics {
  const perDay = new Map<string, number>();
  let total = 0;
  for (const { date, views } of counts) {
    perDay.set(date, (perDay.get(date) ?? 0) + views);
    total += views;
  }
  const monday = mondayOf(today);
  const first = `${today.slice(0, 8)}01`;
  let week = 0;
  let month = 0;
  // Counts after today (a clock set back, an export from the future) belong to no period but the total.
  for (const [date, views] of perDay) {
    if (date > today) continue;
    if (date >= monday) week += views;
    if (date >= first) month += views;
  }
  const days = Array.from({ length: graphDays }, (_, index) => {
    const date = shiftDay(today, index - (graphDays - 1));
    return { date, views: perDay.get(date) ?? 0 };
  });
  return { today: perDay.get(today) ?? 0, week, month, total, days };
}
