import type { APIRoute } from 'astro';
import { getOnly } from '../../server/http/post-only';

// Liveness for load balancers and the tests: the API process answers.
export const prerender = false;

/** Answers 200 with the time, so a probe sees a live API process. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ ok: true, time: new Date().toISOString() }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });

/** Nothing but GET (and HEAD) reads here. */
export const ALL: APIRoute = getOnly;
