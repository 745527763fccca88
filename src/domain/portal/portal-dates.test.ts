// Unit tests of the owner portal's dates: each language's own day-month-year, the agency's calendar.
import { describe, expect, it } from 'vitest';
import { formatAxisDay, formatLongDay, parseCalendarDay } from './portal-dates';

describe('parseCalendarDay', () => {
  it('reads a real day at UTC midnight', () => {
    expect(parseCalendarDay('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-01', '', '15/10/2026', '2026-10-15T09:00:00Z']) {
      expect(parseCalendarDay(bad)).toBeUndefined();
    }
  });
});

describe('formatAxisDay and formatLongDay', () => {
  it('name the month in the language', () => {
    expect(formatAxisDay('2026-10-15', 'en-GB')).toBe('15 Oct');
    expect(formatAxisDay('2026-10-15', 'nl-BE')).toBe('15 okt');
    expect(formatLongDay('2026-10-15', 'en-GB')).toBe('Thu, 15 October 2026');
    expect(formatLongDay('2026-10-15', 'fr-BE')).toBe('jeu. 15 octobre 2026');
  });

  it('give an empty string for an invalid day', () => {
    expect(formatAxisDay('2026-02-31', 'en-GB')).toBe('');
    expect(formatLongDay('x', 'en-GB')).toBe('');
  });
});
