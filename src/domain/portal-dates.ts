// Dates of the owner portal, written the way the page's language writes a day-month-year date (Intl),
// on the agency's calendar.
import { agencyTimeZone } from './dates';

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day "YYYY-MM-DD" as a Date at UTC midnight, or undefined when it is no real day. */
export function parseCalendarDay(day: string): Date | undefined {
  const match = calendarDay.exec(day);
  if (match === null) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, date));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === date
    ? value
    : undefined;
}

/**
 * A row's date (an ISO instant or a calendar day) as day-month-year in the language `tag`
 * ("15/10/2026", "15.10.2026"); an instant is shown on the agency's calendar. Invalid input gives ''.
 */
export function formatRowDate(input: string, tag: string, timeZone = agencyTimeZone): string {
  const day = parseCalendarDay(input);
  const date = day ?? new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    // A calendar day has no time zone: shown as written.
    timeZone: day === undefined ? timeZone : 'UTC',
  }).format(date);
}

/** A calendar day as a chart's axis label, day and short month ("15 Oct", "15 okt"); invalid gives ''. */
export function formatAxisDay(day: string, tag: string): string {
  const date = parseCalendarDay(day);
  return date === undefined
    ? ''
    : new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** A calendar day in full, with its weekday ("Thu, 15 October 2026"), for tables read aloud. */
export function formatLongDay(day: string, tag: string): string {
  const date = parseCalendarDay(day);
  return date === undefined
    ? ''
    : new Intl.DateTimeFormat(tag, {
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date);
}
