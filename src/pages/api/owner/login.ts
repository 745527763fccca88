import type { APIRoute } from 'astro';
import { postOnly } from '../../../server/http/post-only';
import { socketAddress } from '../../../server/http/socket-address';
import { ownerLogin } from '../../../server/owner/owner-sessions';
import { ownerApi } from '../../../server/services';

// The owner portal runs on the server for every request.
export const prerender = false;

/** Starts an owner session: 204 with the cookie, 401, 429, or 503 when too many are checked at once. */
export const POST: APIRoute = (context) =>
  ownerLogin(context.request, socketAddress(context), ownerApi(context.locals.services));

/** Anything but POST gets 405. */
export const ALL: APIRoute = postOnly;
