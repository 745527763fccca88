// Visit appointment slots: which slots a visitor can book, which are full, and how the list reads
// (grouped by day under a weekday and date, each slot as a time range).
import { agencyTimeZone, calendarDay, formatTime, writeDay } from '../values/dates';

/** A free visit slot from the export (owners' Slots): ISO start and end, how many visitors it takes. */
export interface VisitSlot {
  readonly start: string;
  readonly end: string;
  readonly capacity: number;
}

/** A slot that can be booked, with how many places are left. */
export type BookableSlot<S extends VisitSlot = VisitSlot> = S & { readonly remaining: number };

/**
 * A slot still ahead, with how many places are left and whether it is full (every place booked: the
 * specification's "full" state; a booking the site accepted is the visitor's "confirmed" visit).
 */
export type SlotState<S extends VisitSlot = VisitSlot> = BookableSlot<S> & { readonly full: boolean };

/** Whether a slot has no place left for its number of bookings (a capacity of 0 or less is always full). */
export function isSlotFull(slot: VisitSlot, booked: number): boolean {
  return booked >= slot.capacity;
}

const time = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * How far ahead a visitor is offered slots: eight weeks. A CRM may open slots months ahead; listed all,
 * they would make a form of hundreds of radio buttons, and a visit is booked for the coming weeks.
 */
export const slotHorizonDays = 56;

/**
 * Every slot still ahead of `now` and within the horizon (slotHorizonDays), soonest first, with a valid
 * start before its end, each marked full or not. `bookings` holds the start time of each booking made
 * (one entry per visitor); a booking counts for the slot that starts at that same instant, however the
 * ISO string is written.
 */
export function slotStates<S extends VisitSlot>(
  slots: readonly S[],
  bookings: readonly (string | Date | number)[],
  now: Date,
): SlotState<S>[] {
  const horizon = now.getTime() + slotHorizonDays * 86_400_000;
  const booked = new Map<number, number>();
  for (const booking of bookings) {
    const at = typeof booking === 'number' ? booking : time(booking);
    if (!Number.isNaN(at)) booked.set(at, (booked.get(at) ?? 0) + 1);
  }
  return slots
    .map((slot) => ({ slot, start: time(slot.start), end: time(slot.end) }))
    .filter(
      ({ start, end }) =>
        !Number.isNaN(start) &&
        !Number.isNaN(end) &&
        start < end &&
        start > now.getTime() &&
        start <= horizon,
    )
    .map(({ slot, start }) => ({ slot, start, count: booked.get(start) ?? 0 }))
    .sort((a, b) => a.start - b.start)
    .map(({ slot, count }) => ({
      ...slot,
      remaining: Math.max(0, slot.capacity - count),
      full: isSlotFull(slot, count),
    }));
}

/**
 * The slots a visitor can book, soonest first: those starting after `now` and within the horizon, with
 * a valid start before their end, and not full (see slotStates for how bookings count).
 */
export function availableSlots<S extends VisitSlot>(
  slots: readonly S[],
  bookings: readonly (string | Date)[],
  now: Date,
): BookableSlot<S>[] {
  return slotStates(slots, bookings, now).filter((slot) => !slot.full);
}

/** A slot's times as one range on the agency's clock, "17:00–17:30" (en dash, no spaces); '' if invalid. */
export function slotTimeRange(slot: Pick<VisitSlot, 'start' | 'end'>, timeZone = agencyTimeZone): string {
  const start = formatTime(slot.start, timeZone);
  const end = formatTime(slot.end, timeZone);
  return start === '' || end === '' ? '' : `${start}\u2013${end}`;
}

/**
 * The weekday and date of a calendar day ("2026-11-24") in a language given as a BCP 47 tag:
 * "Tuesday 24 November", "mardi 24 novembre", "dinsdag 24 november", "Dienstag, 24. November".
 */
export function slotDayHeading(day: string, tag: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return writeDay({ year, month, day: date }, tag, 'weekday');
}

/** The agency's calendar day of a slot's start as "2026-11-24"; '' if invalid. */
export function slotDay(slot: Pick<VisitSlot, 'start'>, timeZone = agencyTimeZone): string {
  return calendarDay(slot.start, timeZone);
}

/**
 * How a slot reads on its own, in a message, an e-mail or the owner's portal: "Tuesday 24 November,
 * 17:00–17:30"; with no end known (a booking whose slot a later export no longer lists), "Tuesday
 * 24 November, 17:00".
 */
export function slotLabel(
  slot: Pick<VisitSlot, 'start'> & { readonly end?: string | undefined },
  tag: string,
  timeZone = agencyTimeZone,
): string {
  const day = slotDay(slot, timeZone);
  const range =
    slot.end === undefined
      ? formatTime(slot.start, timeZone)
      : slotTimeRange({ start: slot.start, end: slot.end }, timeZone);
  return day === '' || range === '' ? '' : `${slotDayHeading(day, tag)}, ${range}`;
}

/** One day of the slot list: its calendar day, its heading and its slots with their time ranges. */
export interface SlotDay<S> {
  readonly day: string;
  readonly heading: string;
  readonly slots: readonly (S & { readonly time: string })[];
}

/**
 * Groups slots (already in order) by the agency's calendar day, each day under its weekday and date
 * in the language `tag`, each slot with its time range; invalid slots are left out.
 */
export function slotDays<S extends Pick<VisitSlot, 'start' | 'end'>>(
  slots: readonly S[],
  tag: string,
  timeZone = agencyTimeZone,
): SlotDay<S>[] {
  const days: { day: string; heading: string; slots: (S & { time: string })[] }[] = [];
  for (const slot of slots) {
    const day = slotDay(slot, timeZone);
    const range = slotTimeRange(slot, timeZone);
    if (day === '' || range === '') continue;
    let group = days.find((item) => item.day === day);
    if (group === undefined) {
      group = { day, heading: slotDayHeading(day, tag), slots: [] };
      days.push(group);
    }
    group.slots.push({ ...slot, time: range });
  }
  return days;
}

/**
 * How many days of slots the list shows at first. Eight weeks of slots made a list of about 1,500 px on
 * a phone above the visitor's own fields; six days are two weeks of a twice-weekly schedule, and the
 * later days wait behind one "later dates" disclosure.
 */
export const slotDaysShownFirst = 6;

/** The slot list cut in two: the days shown at first, the later ones, and whether those start open. */
export interface SlotDaysSplit<D> {
  readonly first: readonly D[];
  readonly later: readonly D[];
  readonly openLater: boolean;
}

/**
 * Cuts the days of the slot list after `shown` days. A single later day is not worth a disclosure, so
 * it stays in the list. The later days start open when the slot chosen before a refused post is among
 * them (compared by instant), or when every slot of the first days is full, so that a free slot or the
 * visitor's choice is never hidden.
 */
export function splitSlotDays<
  D extends { readonly slots: readonly { readonly start: string; readonly full?: boolean | undefined }[] },
>(days: readonly D[], chosen?: string, shown = slotDaysShownFirst): SlotDaysSplit<D> {
  if (days.length <= shown + 1) return { first: days, later: [], openLater: false };
  const first = days.slice(0, shown);
  const later = days.slice(shown);
  const chosenAt = chosen === undefined ? Number.NaN : Date.parse(chosen);
  const holdsChoice = later.some((day) => day.slots.some((slot) => Date.parse(slot.start) === chosenAt));
  const firstAllFull = first.every((day) => day.slots.every((slot) => slot.full === true));
  return { first, later, openLater: holdsChoice || firstAllFull };
}
