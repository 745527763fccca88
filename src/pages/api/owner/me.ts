import type { APIRoute } from 'astro';
import { getOnly } from '../../../server/http/post-only';
import { ownerMe } from '../../../server/owner/owner-me';
import { ownerApi } from '../../../server/services';

// The owner portal runs on the server for every request.
export const prerender = false;

/** Who is logged in, with their properties. */
export const GET: APIRoute = ({ request, locals }) => ownerMe(request, ownerApi(locals.services));

/** Anything but GET gets 405. */
export const ALL: APIRoute = getOnly;
