// The weeks of the owners' weekly report: the ISO week a run belongs to (a second run in it sends
// nothing), and the two weeks its figures compare: the last full Monday-to-Sunday week before the run's
// day, and the one before that. Days are calendar days 'YYYY-MM-DD' of the agency's time zone.
import { mondayOf, shiftDay } from './view-statistics';

/** A run of calendar days, both ends included. */
export interface DayRange {
  readonly first: string;
  readonly last: string;
}

/** The ISO 8601 week of a calendar day, as '2026-W49' (the year of its Thursday). */
export function isoWeekOf(day: string): string {
  const thursday = shiftDay(mondayOf(day), 3);
  const year = thursday.slice(0, 4);
  const dayOfYear =
    (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / 86_400_000;
  return `${year}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, '0')}`;
}

/** The weeks a report made on `today` tells of: the last full week, and the one before it. */
export function reportWeeks(today: string): { readonly week: DayRange; readonly before: DayRange } {
  const monday = shiftDay(mondayOf(today), -7);
  return {
    week: { first: monday, last: shiftDay(monday, 6) },
    before: { first: shiftDay(monday, -7), last: shiftDay(monday, -1) },
  };
}

/** Whether a calendar day lies in a range. */
export const inRange = (day: string, range: DayRange): boolean => day >= range.first && day <= range.last;

/** A range as the language of `tag` writes it: "30 November – 6 December 2026". */
export function formatDayRange(range: DayRange, tag: string): string {
  const format = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  // Intl sets the dash between thin spaces; an e-mail's subject reads better with plain ones.
  return format.formatRange(at(range.first), at(range.last)).replace(/\u2009/g, ' ');
}
