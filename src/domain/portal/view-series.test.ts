// Unit tests of the page-view sums the chart's text alternative reads out.
import { describe, expect, it } from 'vitest';
import { viewsSummary } from './view-series';

describe('viewsSummary', () => {
  it('adds the days up and names the busiest, the latest of equals', () => {
    expect(
      viewsSummary([
        { date: '2026-11-01', views: 3 },
        { date: '2026-11-02', views: 5 },
        { date: '2026-11-03', views: 5 },
        { date: '2026-11-04', views: 1 },
      ]),
    ).toEqual({ total: 14, busiest: { date: '2026-11-03', views: 5 } });
  });

  it('has no busiest day when nobody looked, and ignores broken counts', () => {
    expect(viewsSummary([])).toEqual({ total: 0 });
    expect(
      viewsSummary([
        { date: '2026-11-01', views: 0 },
        { date: '2026-11-02', views: Number.NaN },
        { date: '2026-11-03', views: -2 },
      ]),
    ).toEqual({ total: 0 });
  });
});
