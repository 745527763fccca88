import type { APIRoute } from 'astro';
import { slotsResponse } from '../../../server/forms/slots-api';
import { getOnly } from '../../../server/http/post-only';

// Bookings change at run time, after the pages were built.
export const prerender = false;

/** The visit slots of a listing with the full ones marked: 200, or 404 for an unknown listing. */
export const GET: APIRoute = ({ params, locals }) =>
  slotsResponse(params.id ?? '', () => ({
    model: locals.services.liveExport(),
    store: locals.services.formStore,
    now: () => new Date(locals.services.clock()),
  }));

/** Nothing but GET (and HEAD) reads here. */
export const ALL: APIRoute = getOnly;
