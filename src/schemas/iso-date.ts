import * as v from 'valibot';

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

// Date.parse rolls 2026-02-30 over to March, so the day is checked against the month's length.
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(value));
}

/** An ISO 8601 date (`2026-11-01`) or timestamp (`2026-11-01T09:30:00Z`), kept as the string the CRM wrote. */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.regex(isoDate, 'an ISO 8601 date such as 2026-11-01 or 2026-11-01T09:30:00Z'),
  v.check(isCalendarDate, 'a calendar date that exists'),
);
