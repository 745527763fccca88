import type { APIRoute } from 'astro';
import { ownerForgotPassword } from '../../../server/owner-api';

// The owner portal runs on the server for every request.
export const prerender = false;

/** E-mails a reset link when the account exists; always 202. */
export const POST: APIRoute = ({ request }) => ownerForgotPassword(request);

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
