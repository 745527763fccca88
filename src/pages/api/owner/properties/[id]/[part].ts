import type { APIRoute } from 'astro';
import { getOnly } from '../../../../../server/http/post-only';
import { ownerPropertyPart } from '../../../../../server/owner/properties';
import { ownerApi } from '../../../../../server/services';

// The owner portal runs on the server for every request.
export const prerender = false;

/** One part (statistics, visits, communications, media, documents) of one of the owner's properties. */
export const GET: APIRoute = ({ request, params, locals }) =>
  ownerPropertyPart(request, params.id ?? '', params.part ?? '', undefined, ownerApi(locals.services));

/** Anything but GET gets 405. */
export const ALL: APIRoute = getOnly;
