import type { APIRoute } from 'astro';
import { ownerResetPassword } from '../../../server/owner/auth';
import { postOnly } from '../../../server/post-only';
import { ownerApi } from '../../../server/services';
import { socketAddress } from '../../../server/socket-address';

// The owner portal runs on the server for every request.
export const prerender = false;

/** Sets a password with a reset or invitation token: 204, 400, 429, or 503 when too many are hashed at once. */
export const POST: APIRoute = (context) =>
  ownerResetPassword(context.request, socketAddress(context), ownerApi(context.locals.services));

/** Anything but POST gets 405. */
export const ALL: APIRoute = postOnly;
