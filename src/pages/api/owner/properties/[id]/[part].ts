import type { APIRoute } from 'astro';
import { ownerPropertyPart } from '../../../../../server/owner-api';

// The owner portal runs on the server for every request.
export const prerender = false;

/** One part (statistics, visits, communications, media, documents) of one of the owner's properties. */
export const GET: APIRoute = ({ request, params }) =>
  ownerPropertyPart(request, params.id ?? '', params.part ?? '', undefined);

/** Anything but GET gets 405. */
export const ALL: APIRoute = () =>
  new Response(JSON.stringify({ errors: { form: ['Use GET'] } }), {
    status: 405,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Allow: 'GET' },
  });
