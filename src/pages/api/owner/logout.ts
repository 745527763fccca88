import type { APIRoute } from 'astro';
import { postOnly } from '../../../server/http/post-only';
import { ownerLogout } from '../../../server/owner/owner-sessions';
import { ownerApi } from '../../../server/services';

// The owner portal runs on the server for every request.
export const prerender = false;

/** Ends the owner's session on the server and clears the cookie. */
export const POST: APIRoute = ({ request, locals }) => ownerLogout(request, ownerApi(locals.services));

/** Anything but POST gets 405. */
export const ALL: APIRoute = postOnly;
