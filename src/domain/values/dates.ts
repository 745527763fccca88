// Dates and times of the export on the agency's calendar, written the way the reader's language writes a
// day-month-year date with digits ("05/03/2026" in Belgian Dutch and French and British English,
// "05.03.2026" in German) and on a 24-hour clock ("14:30").

import { formatPerZone } from './zone-format';

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

const partsFormat = formatPerZone('en-GB', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

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

/** The ways a calendar day is written, each in the reader's language. */
const dayStyles = {
  /** "05/03/2026", "05.03.2026" */
  digits: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** "Thursday 5 March", "Donnerstag, 5. März" */
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "5 Mar", "5 mrt." */
  short: { day: 'numeric', month: 'short' },
  /** "Thu, 5 March 2026" */
  long: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// One formatter per language tag and style, made on first use (see partsFormat).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (already the agency's, or a day with no time zone) in the language `tag`, written in
 * `style`. It is formatted at noon UTC, so no time zone can move it to the day before or after.
 */
export function writeDay(
  { year, month, day }: Pick<Parts, 'year' | 'month' | 'day'>,
  tag: string,
  style: keyof typeof dayStyles,
): string {
  const key = `${tag} ${style}`;
  let format = dayFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(tag, { ...dayStyles[style], timeZone: 'UTC' });
    dayFormats.set(key, format);
  }
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(12);
  return format.format(date);
}

/**
 * A date from an ISO string or a Date, as the language `tag` (BCP 47) writes it with digits: "05/03/2026"
 * (nl-BE, fr-BE, en-GB), "05.03.2026" (de-BE). Invalid or missing input gives the empty string, so a
 * template shows nothing rather than "Invalid Date".
 */
export function formatDate(
  input: string | Date | null | undefined,
  tag: string,
  timeZone = agencyTimeZone,
): string {
  const parts = toParts(input, timeZone);
  return parts ? writeDay(parts, tag, 'digits') : '';
}

/** A date and its time as the language `tag` writes them: "05/03/2026 14:30" (24-hour clock); invalid gives ''. */
export function formatDateTime(
  input: string | Date | null | undefined,
  tag: string,
  timeZone = agencyTimeZone,
): string {
  const parts = toParts(input, timeZone);
  return parts ? `${writeDay(parts, tag, 'digits')} ${pad(parts.hour)}:${pad(parts.minute)}` : '';
}

/** The time alone on the agency's clock, "14:30"; invalid input gives ''. */
export function formatTime(input: string | Date | null | undefined, timeZone = agencyTimeZone): string {
  const parts = toParts(input, timeZone);
  return parts ? `${pad(parts.hour)}:${pad(parts.minute)}` : '';
}

/** The agency's calendar day of a date as "2026-03-05", the form the export and URLs use; invalid gives ''. */
export function calendarDay(input: string | Date | null | undefined, timeZone = agencyTimeZone): string {
  const parts = toParts(input, timeZone);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : '';
}
