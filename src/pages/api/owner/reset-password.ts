import type { APIRoute } from 'astro';
import { postOnly } from '../../../server/http/post-only';
import { socketAddress } from '../../../server/http/socket-address';
import { ownerResetPassword } from '../../../server/owner/owner-passwords';
import { ownerApi } from '../../../server/services';

// The owner portal runs on the server for every request.
export const prerender = false;

/** Sets a password with a reset or invitation token: 204, 400, 429, or 503 when too many are hashed at once. */
export const POST: APIRoute = (context) =>
  ownerResetPassword(context.request, socketAddress(context), ownerApi(context.locals.services));

/** Anything but POST gets 405. */
export const ALL: APIRoute = postOnly;
