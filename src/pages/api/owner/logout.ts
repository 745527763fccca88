import type { APIRoute } from 'astro';
import { ownerLogout } from '../../../server/owner-api';

// The owner portal runs on the server for every request.
export const prerender = false;

/** Ends the owner's session on the server and clears the cookie. */
export const POST: APIRoute = ({ request }) => ownerLogout(request);

/** Anything but POST gets 405. */
export const ALL: APIRoute = () =>
  new Response(JSON.stringify({ errors: { form: ['Use POST'] } }), {
    status: 405,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Allow: 'POST',
    },
  });
