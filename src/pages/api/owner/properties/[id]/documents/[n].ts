import type { APIRoute } from 'astro';
import { ownerPropertyPart } from '../../../../../../server/owner-api';

// The owner portal runs on the server for every request.
export const prerender = false;

/** One document of one of the owner's properties, as a download. */
export const GET: APIRoute = ({ request, params }) =>
  ownerPropertyPart(request, params.id ?? '', 'documents', params.n ?? '');

/** Anything but GET gets 405. */
export const ALL: APIRoute = () =>
  new Response(JSON.stringify({ errors: { form: ['Use GET'] } }), {
    status: 405,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Allow: 'GET' },
  });
