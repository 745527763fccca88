// Unit tests of dates: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('writes day-month-year with leading zeros', () => {
    expect(formatDate('2026-03-05')).toBe('05-03-2026');
    expect(formatDate('2026-12-31')).toBe('31-12-2026');
  });

  it('keeps the calendar day of a CRM date-time without offset', () => {
    expect(formatDate('2026-03-05T23:30:00')).toBe('05-03-2026');
  });

  it('shows an instant on the Brussels calendar', () => {
    // 23:30 UTC on 5 March is already 6 March in Brussels (UTC+1).
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('06-03-2026');
    expect(formatDate(new Date(Date.UTC(2026, 2, 5, 10)))).toBe('05-03-2026');
  });

  it('gives an empty string for invalid input', () => {
    for (const bad of ['', 'tomorrow', '2026-02-30', '2026-13-01', new Date('nope'), null, undefined]) {
      expect(formatDate(bad)).toBe('');
    }
  });
});

describe('formatDateTime', () => {
  it('shows the same instant in each time zone asked for', () => {
    expect(formatDateTime('2026-03-05T13:30:00Z', 'Europe/Brussels')).toBe('05-03-2026 14:30');
    expect(formatDateTime('2026-03-05T13:30:00Z', 'America/New_York')).toBe('05-03-2026 08:30');
    expect(formatDateTime('2026-03-05T13:30:00Z', 'Europe/Brussels')).toBe('05-03-2026 14:30');
  });

  it('adds the time on a 24-hour clock', () => {
    expect(formatDateTime('2026-03-05T14:30')).toBe('05-03-2026 14:30');
    expect(formatDateTime('2026-03-05T09:05:00')).toBe('05-03-2026 09:05');
  });

  it('converts instants to Brussels time, summer time included', () => {
    expect(formatDateTime('2026-03-05T13:30:00Z')).toBe('05-03-2026 14:30');
    expect(formatDateTime('2026-07-01T12:00:00.000Z')).toBe('01-07-2026 14:00');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatDateTime('2026-03-05T25:00')).toBe('');
    expect(formatDateTime('garbage')).toBe('');
  });
});
