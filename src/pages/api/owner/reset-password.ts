import type { APIRoute } from 'astro';
import { ownerResetPassword } from '../../../server/owner-api';
import { postOnly } from '../../../server/post-only';

// The owner portal runs on the server for every request.
export const prerender = false;

/** Sets a password with a reset or invitation token: 204 or 400. */
export const POST: APIRoute = ({ request }) => ownerResetPassword(request);

/** Anything but POST gets 405. */
export const ALL: APIRoute = postOnly;
