import { describe, expect, it } from 'vitest';
import { formatDayRange, inRange, isoWeekOf, reportWeeks } from './report-week';

describe('the weeks of the weekly report', () => {
  it('names the ISO week, the year being its Thursday', () => {
    expect(isoWeekOf('2026-12-02')).toBe('2026-W49');
    expect(isoWeekOf('2026-12-07')).toBe('2026-W50');
    // 1 January 2027 is a Friday: its week is the last of 2026.
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    // 29 December 2025 is a Monday whose Thursday is in 2026.
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
  });

  it('compares the last full week with the one before, whatever the weekday of the run', () => {
    const monday = reportWeeks('2026-12-07');
    expect(monday).toEqual({
      week: { first: '2026-11-30', last: '2026-12-06' },
      before: { first: '2026-11-23', last: '2026-11-29' },
    });
    expect(reportWeeks('2026-12-13')).toEqual(monday);
    expect(inRange('2026-12-06', monday.week)).toBe(true);
    expect(inRange('2026-12-07', monday.week)).toBe(false);
  });
});

describe('a week in words', () => {
  it('writes both ends in the language, the shared year once', () => {
    const week = { first: '2026-11-30', last: '2026-12-06' };
    expect(formatDayRange(week, 'en-GB')).toBe('30 November – 6 December 2026');
    expect(formatDayRange(week, 'nl-BE')).toBe('30 november – 6 december 2026');
    expect(formatDayRange(week, 'fr-BE')).toContain('décembre 2026');
    expect(formatDayRange(week, 'de-BE')).toContain('Dezember 2026');
  });
});
