// The visit slots a listing's page offers, read at build time from its owners' slots in the export.
import { availableSlots, type BookableSlot, type VisitSlot } from '../domain/slots';
import type { ExportIndexes } from './export-indexes';

/**
 * The slots of a listing that a visitor can still book at `now` (bookings made on the site are not
 * known at build time: the API refuses a slot that filled up since, with its own message).
 */
export function listingSlots(
  indexes: ExportIndexes,
  propertyId: number,
  now: Date,
): BookableSlot<VisitSlot>[] {
  const slots = (indexes.slotsByProperty.get(propertyId) ?? []).map((slot) => ({
    start: slot.Start,
    end: slot.End,
    capacity: slot.Capacity,
  }));
  return availableSlots(slots, [], now);
}
