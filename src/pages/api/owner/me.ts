import type { APIRoute } from 'astro';
import { ownerMe } from '../../../server/owner-api';

// The owner portal runs on the server for every request.
export const prerender = false;

/** Who is logged in, with their properties. */
export const GET: APIRoute = ({ request }) => ownerMe(request);

/** Anything but GET gets 405. */
export const ALL: APIRoute = () =>
  new Response(JSON.stringify({ errors: { form: ['Use GET'] } }), {
    status: 405,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Allow: 'GET' },
  });
