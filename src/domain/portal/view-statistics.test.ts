import { describe, expect, it } from 'vitest';
import { dayIn, mondayOf, shiftDay, viewStatistics } from './view-statistics';

describe('dayIn', () => {
  it('gives the Brussels day, not the UTC one', () => {
    // 23:30 UTC on 21 November is 00:30 on 22 November in Brussels (winter time, UTC+1).
    expect(dayIn(Date.parse('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(dayIn(Date.parse('2026-11-21T22:59:00Z'))).toBe('2026-11-21');
    // Summer time is UTC+2.
    expect(dayIn(Date.parse('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(dayIn(Date.parse('2026-07-01T21:30:00Z'))).toBe('2026-07-01');
  });
});

describe('mondayOf and shiftDay', () => {
  it('finds the Monday of a week, across a month end', () => {
    expect(mondayOf('2026-11-21')).toBe('2026-11-16'); // a Saturday
    expect(mondayOf('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
  });

  it('moves across month, year and leap days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('viewStatistics', () => {
  const counts = [
    { date: '2026-11-21', views: 3 }, // today (Saturday)
    { date: '2026-11-21', views: 2 }, // the export's count of the same day adds up
    { date: '2026-11-16', views: 4 }, // Monday of this week
    { date: '2026-11-15', views: 5 }, // last Sunday: this month, not this week
    { date: '2026-11-01', views: 6 }, // the 1st
    { date: '2026-10-31', views: 7 }, // last month, inside the 30-day graph
    { date: '2026-10-22', views: 8 }, // 30 days back: just before the graph (which starts 29 days back)
    { date: '2026-10-21', views: 9 }, // older still: only the total
    { date: '2025-01-01', views: 10 },
  ];

  it('adds today, the week since Monday, the month since the 1st and the total', () => {
    const stats = viewStatistics(counts, '2026-11-21');
    expect(stats.today).toBe(5);
    expect(stats.week).toBe(9);
    expect(stats.month).toBe(20);
    expect(stats.total).toBe(54);
  });

  it('gives exactly 30 days, oldest first, ending today, with zeros between', () => {
    const { days } = viewStatistics(counts, '2026-11-21');
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-10-23', views: 0 });
    expect(days[29]).toEqual({ date: '2026-11-21', views: 5 });
    expect(days.find((day) => day.date === '2026-10-31')).toEqual({ date: '2026-10-31', views: 7 });
    expect(days.some((day) => day.date === '2026-10-22')).toBe(false);
    expect(days.reduce((sum, day) => sum + day.views, 0)).toBe(5 + 4 + 5 + 6 + 7);
  });

  it('on a Monday the 1st, today, week and month are the same', () => {
    const stats = viewStatistics(
      [
        { date: '2027-02-01', views: 2 },
        { date: '2027-01-31', views: 1 },
      ],
      '2027-02-01',
    );
    expect(stats).toMatchObject({ today: 2, week: 2, month: 2, total: 3 });
  });

  it('leaves days after today out of every period but the total', () => {
    const stats = viewStatistics([{ date: '2026-11-22', views: 4 }], '2026-11-21');
    expect(stats).toMatchObject({ today: 0, week: 0, month: 0, total: 4 });
  });

  it('has no views at all for a property never seen', () => {
    const stats = viewStatistics([], '2026-11-21');
    expect(stats).toMatchObject({ today: 0, week: 0, month: 0, total: 0 });
    expect(stats.days.every((day) => day.views === 0)).toBe(true);
  });
});
