import type { APIRoute } from 'astro';
import { ownerUnknownPath } from '../../../server/owner/properties';
import { ownerApi } from '../../../server/services';

// The owner portal runs on the server for every request.
export const prerender = false;

/** Any other owner path: 401 without a session, else 404. */
export const ALL: APIRoute = ({ request, locals }) => ownerUnknownPath(request, ownerApi(locals.services));
