// Unit tests of dates: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { calendarDay, formatDate, formatDateTime, formatTime } from './dates';

describe('formatDate', () => {
  it("writes day, month and year with digits, in each language's own way", () => {
    expect(formatDate('2026-03-05', 'nl-BE')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'fr-BE')).toBe('05/03/2026');
    expect(formatDate('2026-12-31', 'en-GB')).toBe('31/12/2026');
    // Before: "05-03-2026" in every language, which no German reader writes.
    expect(formatDate('2026-03-05', 'de-BE')).toBe('05.03.2026');
  });

  it('keeps the calendar day of a CRM date-time without offset', () => {
    expect(formatDate('2026-03-05T23:30:00', 'en-GB')).toBe('05/03/2026');
  });

  it('shows an instant on the Brussels calendar', () => {
    // 23:30 UTC on 5 March is already 6 March in Brussels (UTC+1).
    expect(formatDate('2026-03-05T23:30:00Z', 'de-BE')).toBe('06.03.2026');
    expect(formatDate(new Date(Date.UTC(2026, 2, 5, 10)), 'nl-BE')).toBe('05/03/2026');
  });

  it('gives an empty string for invalid input', () => {
    for (const bad of ['', 'tomorrow', '2026-02-30', '2026-13-01', new Date('nope'), null, undefined]) {
      expect(formatDate(bad, 'en-GB')).toBe('');
    }
  });
});

describe('formatDateTime', () => {
  it('shows the same instant in each time zone asked for', () => {
    expect(formatDateTime('2026-03-05T13:30:00Z', 'en-GB', 'Europe/Brussels')).toBe('05/03/2026 14:30');
    expect(formatDateTime('2026-03-05T13:30:00Z', 'en-GB', 'America/New_York')).toBe('05/03/2026 08:30');
  });

  it('adds the time on a 24-hour clock', () => {
    expect(formatDateTime('2026-03-05T14:30', 'de-BE')).toBe('05.03.2026 14:30');
    expect(formatDateTime('2026-03-05T09:05:00', 'fr-BE')).toBe('05/03/2026 09:05');
  });

  it('converts instants to Brussels time, summer time included', () => {
    expect(formatDateTime('2026-03-05T13:30:00Z', 'nl-BE')).toBe('05/03/2026 14:30');
    expect(formatDateTime('2026-07-01T12:00:00.000Z', 'nl-BE')).toBe('01/07/2026 14:00');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatDateTime('2026-03-05T25:00', 'en-GB')).toBe('');
    expect(formatDateTime('garbage', 'en-GB')).toBe('');
  });
});

describe('formatTime and calendarDay', () => {
  it("read an instant on the agency's clock and calendar", () => {
    expect(formatTime('2026-03-05T23:30:00Z')).toBe('00:30');
    expect(calendarDay('2026-03-05T23:30:00Z')).toBe('2026-03-06');
  });

  it('keep a wall-clock value as written', () => {
    expect(formatTime('2026-03-05T09:05')).toBe('09:05');
    expect(calendarDay('2026-03-05')).toBe('2026-03-05');
  });

  it('give an empty string for invalid input', () => {
    expect(formatTime('garbage')).toBe('');
    expect(calendarDay('2026-02-30')).toBe('');
  });
});
