// GET /api/slots/{propertyId}: which visit slots of a listing are full right now, for the prerendered
// detail page to mark when it loads. No personal data: times, places left and the full flag only.
import { exportIndexes } from '../../data/export-indexes';
import type { ExportModel } from '../../data/export-model';
import { listingSlots } from '../../data/listing-slots';
import type { FormStore } from '../store/form-store';

/** What the endpoint needs: the export the pages were built from and the bookings store. */
export interface SlotsApiDeps {
  readonly model: ExportModel;
  readonly store: Pick<FormStore, 'bookings'>;
  readonly now: () => Date;
}

/** One slot as the endpoint reports it. */
export interface SlotReport {
  readonly start: string;
  readonly end: string;
  readonly remaining: number;
  readonly full: boolean;
}

const headers = (cache: string) => ({
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': cache,
  'X-Content-Type-Options': 'nosniff',
});

// A few seconds let a CDN absorb a burst on a popular listing; the page itself asks with
// `cache: 'no-cache'`, so a visitor who just booked sees the slot full at once.
const shortCache = 'public, max-age=5';

/**
 * Answers the slots of a listing: 200 with `{ propertyId, slots }`; 404 for an id that is not a
 * listing of the export (malformed ids included); 503 when the store cannot be read, never 500.
 */
export async function slotsResponse(idParam: string, deps: () => SlotsApiDeps): Promise<Response> {
  try {
    const { model, store, now } = deps();
    const id = /^[1-9]\d{0,9}$/.test(idParam) ? Number(idParam) : Number.NaN;
    const indexes = exportIndexes(model);
    if (!indexes.propertiesById.has(String(id))) {
      return new Response(JSON.stringify({ errors: { path: ['Unknown property'] } }), {
        status: 404,
        headers: headers(shortCache),
      });
    }
    const bookings = await store.bookings(id);
    const slots: SlotReport[] = listingSlots(indexes, id, now(), bookings).map((slot) => ({
      start: slot.start,
      end: slot.end,
      remaining: slot.remaining,
      full: slot.full,
    }));
    return new Response(JSON.stringify({ propertyId: id, slots }), {
      status: 200,
      headers: headers(shortCache),
    });
  } catch (error) {
    console.error('Could not read the visit slots:', error);
    return new Response(JSON.stringify({ errors: { _form: ['Slots unavailable'] } }), {
      status: 503,
      headers: { ...headers('no-store'), 'Retry-After': '5' },
    });
  }
}
