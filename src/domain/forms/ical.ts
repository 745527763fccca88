// A calendar file (iCalendar, RFC 5545) for one event: a booked visit a visitor adds to their calendar.
// Written by hand rather than with a library: the few that exist write floating or UTC times, and a visit
// in Belgium must stay at 10:00 Brussels time in any calendar, across the change to and from summer time,
// which takes DTSTART;TZID with the zone's own VTIMEZONE.

/** The time zone the agency's slots are given in; its rules are written into the file. */
export const calendarTimeZone = 'Europe/Brussels';

/** One event of a calendar file. */
export interface CalendarEvent {
  /** Globally unique and stable: the same visit sent again replaces the entry instead of adding one. */
  readonly uid: string;
  /** When the file was made (DTSTAMP, written in UTC). */
  readonly stamp: Date;
  /** ISO 8601 instants with their offset, as the export gives a slot. */
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly location?: string | undefined;
  readonly description?: string | undefined;
  readonly url?: string | undefined;
}

// Europe/Brussels since 1996: summer time from the last Sunday of March at 02:00 to the last Sunday of
// October at 03:00 (the EU's rule; Luxembourg keeps the same).
const brusselsZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${calendarTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A TEXT value escaped as RFC 5545 3.3.11 asks: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * One content line folded as RFC 5545 3.1 asks: no line longer than 75 octets, each continuation
 * starting with a space; a UTF-8 character is never cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const two = (value: number) => String(value).padStart(2, '0');

/** An instant as UTC date-time, "20261205T090000Z" (DTSTAMP). */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const zoneParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: calendarTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant as Brussels wall-clock time, "20261205T100000", for DTSTART;TZID=Europe/Brussels. */
export function brusselsDateTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date-time: ${iso}`);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(zoneParts.formatToParts(instant).find((item) => item.type === type)?.value);
  return `${part('year')}${two(part('month'))}${two(part('day'))}T${two(part('hour'))}${two(part('minute'))}${two(part('second'))}`;
}

/**
 * The calendar file of one event, published (not an invitation to answer): CRLF line ends, folded
 * lines, escaped texts, start and end in Brussels time with the zone's definition.
 */
export function calendarFile(event: CalendarEvent, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...brusselsZone,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${calendarTimeZone}:${brusselsDateTime(event.start)}`,
    `DTEND;TZID=${calendarTimeZone}:${brusselsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // A URI value, not TEXT: written as it is.
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
