// Day-month-year dates and visit-slot times as the agency writes them ("05-03-2026", "05-03-2026 14:30").

/** The agency's time zone: instants (ISO strings with an offset, Date objects) are shown in it. */
export const agencyTimeZone = 'Europe/Brussels';

interface Parts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

// A date or date-time without an offset ("2026-03-05", "2026-03-05T14:30") is a wall-clock value from the
// CRM: it is shown as written, never shifted by the machine's time zone.
const wallClock = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

// Building an Intl.DateTimeFormat costs far more than formatting with it, and every page formats dates:
// one formatter per time zone, made on first use.
const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

function toParts(input: string | Date | null | undefined, timeZone: string): Parts | undefined {
  if (input === null || input === undefined) return undefined;
  if (typeof input === 'string') {
    const match = wallClock.exec(input.trim());
    if (match) {
      const [year, month, day, hour, minute] = match.slice(1, 6).map((part) => Number(part ?? 0)) as [
        number,
        number,
        number,
        number,
        number,
      ];
      const check = new Date(Date.UTC(year, month - 1, day));
      const valid =
        check.getUTCFullYear() === year &&
        check.getUTCMonth() === month - 1 &&
        check.getUTCDate() === day &&
        hour < 24 &&
        minute < 60;
      return valid ? { year, month, day, hour, minute } : undefined;
    }
  }
  const date = typeof input === 'string' ? new Date(input.trim()) : input;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return undefined;
  const parts = partsFormat(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/**
 * Formats a date as dd-mm-yyyy ("05-03-2026") from an ISO string or a Date. Invalid or missing input
 * gives the empty string, so a template shows nothing rather than "Invalid Date".
 */
export function formatDate(input: string | Date | null | undefined, timeZone = agencyTimeZone): string {
  const parts = toParts(input, timeZone);
  return parts ? `${pad(parts.day)}-${pad(parts.month)}-${parts.year}` : '';
}

/** Formats a visit slot's date and time as "05-03-2026 14:30" (24-hour clock); invalid input gives ''. */
export function formatDateTime(input: string | Date | null | undefined, timeZone = agencyTimeZone): string {
  const parts = toParts(input, timeZone);
  return parts
    ? `${pad(parts.day)}-${pad(parts.month)}-${parts.year} ${pad(parts.hour)}:${pad(parts.minute)}`
    : '';
}
