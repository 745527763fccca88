// Sums over a property's daily page views, for the chart's text alternative.

/** One day of page views, as the statistics endpoint sends it. */
export interface DayViews {
  readonly date: string;
  readonly views: number;
}

/** The total of a series and its busiest day (the most recent of equals), if any day had a view. */
export function viewsSummary(days: readonly DayViews[]): { total: number; busiest?: DayViews } {
  let total = 0;
  let busiest: DayViews | undefined;
  for (const day of days) {
    const views = Number.isFinite(day.views) && day.views > 0 ? day.views : 0;
    total += views;
    if (views > 0 && (busiest === undefined || views >= busiest.views)) busiest = { date: day.date, views };
  }
  return busiest === undefined ? { total } : { total, busiest };
}
