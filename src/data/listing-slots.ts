// The visit slots of a listing, from its owners' slots in the export, each marked full or not.
import { type SlotState, slotStates, type VisitSlot } from '../domain/forms/slots';
import type { ExportIndexes } from './export-indexes';

/**
 * The slots of a listing still ahead at `now`, soonest first, each with its places left and whether
 * it is full. `bookings` are the start times of the bookings the site has stored: none at build time
 * (the page marks taken slots when it loads, from GET /api/slots/{id}); the API passes its own.
 */
export function listingSlots(
  indexes: Pick<ExportIndexes, 'slotsByProperty'>,
  propertyId: number,
  now: Date,
  bookings: readonly number[] = [],
): SlotState<VisitSlot>[] {
  const slots = (indexes.slotsByProperty.get(propertyId) ?? []).map((slot) => ({
    start: slot.Start,
    end: slot.End,
    capacity: slot.Capacity,
  }));
  return slotStates(slots, bookings, now);
}
