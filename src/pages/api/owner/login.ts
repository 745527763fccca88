import type { APIRoute } from 'astro';
import { ownerLogin } from '../../../server/owner-api';
import { postOnly } from '../../../server/post-only';

// The owner portal runs on the server for every request.
export const prerender = false;

/** Starts an owner session: 204 with the cookie, 401, or 429. */
export const POST: APIRoute = (context) => {
  let address = 'unknown';
  try {
    address = context.clientAddress;
  } catch {
    // No socket address (an adapter without one): every such request shares one throttle key.
  }
  return ownerLogin(context.request, address);
};

/** Anything but POST gets 405. */
export const ALL: APIRoute = postOnly;
