// Visit appointment slots: which free slots a visitor can still book.

/** A free visit slot from the export (owners' Slots): ISO start and end, how many visitors it takes. */
export interface VisitSlot {
  readonly start: string;
  readonly end: string;
  readonly capacity: number;
}

/** A slot that can be booked, with how many places are left. */
export type BookableSlot<S extends VisitSlot = VisitSlot> = S & { readonly remaining: number };

/** Whether a slot has no place left for its number of bookings (a capacity of 0 or less is always full). */
export function isSlotFull(slot: VisitSlot, booked: number): boolean {
  return booked >= slot.capacity;
}

const time = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * The slots a visitor can book, soonest first: those starting after `now`, with a valid start before
 * their end, and not full. `bookings` holds the start time of each booking made (one entry per
 * visitor); a booking counts for the slot that starts at that same instant, however the ISO string is
 * written.
 */
export function availableSlots<S extends VisitSlot>(
  slots: readonly S[],
  bookings: readonly (string | Date)[],
  now: Date,
): BookableSlot<S>[] {
  const booked = new Map<number, number>();
  for (const booking of bookings) {
    const at = time(booking);
    if (!Number.isNaN(at)) booked.set(at, (booked.get(at) ?? 0) + 1);
  }
  return slots
    .map((slot) => ({ slot, start: time(slot.start), end: time(slot.end) }))
    .filter(
      ({ start, end }) => !Number.isNaN(start) && !Number.isNaN(end) && start < end && start > now.getTime(),
    )
    .map(({ slot, start }) => ({ slot, start, count: booked.get(start) ?? 0 }))
    .filter(({ slot, count }) => !isSlotFull(slot, count))
    .sort((a, b) => a.start - b.start)
    .map(({ slot, count }) => ({ ...slot, remaining: slot.capacity - count }));
}
