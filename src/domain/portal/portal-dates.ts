// Days of the owner portal's chart, in the page's language (Intl); its rows' dates are formatDate's.
import { writeDay } from '../values/dates';

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

const dayParts = (date: Date) => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});

/** A calendar day as a chart's axis label, day and short month ("15 Oct", "15 okt"); invalid gives ''. */
export function formatAxisDay(day: string, tag: string): string {
  const date = parseCalendarDay(day);
  return date === undefined ? '' : writeDay(dayParts(date), tag, 'short');
}

/** A calendar day in full, with its weekday ("Thu, 15 October 2026"), for tables read aloud. */
export function formatLongDay(day: string, tag: string): string {
  const date = parseCalendarDay(day);
  return date === undefined ? '' : writeDay(dayParts(date), tag, 'long');
}
