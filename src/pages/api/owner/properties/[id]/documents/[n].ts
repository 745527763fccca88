import type { APIRoute } from 'astro';
import { getOnly } from '../../../../../../server/http/post-only';
import { ownerPropertyPart } from '../../../../../../server/owner/properties';
import { ownerApi } from '../../../../../../server/services';

// The owner portal runs on the server for every request.
export const prerender = false;

/** One document of one of the owner's properties, as a download. */
export const GET: APIRoute = ({ request, params, locals }) =>
  ownerPropertyPart(request, params.id ?? '', 'documents', params.n ?? '', ownerApi(locals.services));

/** Anything but GET gets 405. */
export const ALL: APIRoute = getOnly;
