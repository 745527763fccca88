import type { APIRoute } from 'astro';
import { postOnly } from '../../../server/http/post-only';
import { socketAddress } from '../../../server/http/socket-address';
import { ownerForgotPassword } from '../../../server/owner/owner-passwords';
import { ownerApi } from '../../../server/services';

// The owner portal runs on the server for every request.
export const prerender = false;

/** E-mails a reset link when the account exists: 202 whether or not it does, 429 once an address asks too often. */
export const POST: APIRoute = (context) =>
  ownerForgotPassword(context.request, socketAddress(context), ownerApi(context.locals.services));

/** Anything but POST gets 405. */
export const ALL: APIRoute = postOnly;
