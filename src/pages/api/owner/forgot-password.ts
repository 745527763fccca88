import type { APIRoute } from 'astro';
import { ownerForgotPassword } from '../../../server/owner-api';
import { postOnly } from '../../../server/post-only';

// The owner portal runs on the server for every request.
export const prerender = false;

/** E-mails a reset link when the account exists; always 202. */
export const POST: APIRoute = ({ request }) => ownerForgotPassword(request);

/** Anything but POST gets 405. */
export const ALL: APIRoute = postOnly;
