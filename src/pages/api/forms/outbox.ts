import type { APIRoute } from 'astro';
import { getOnly } from '../../../server/post-only';

// Read at run time: the queue changes with every submission.
export const prerender = false;

/**
 * How many e-mails wait for delivery (no content, no addresses), for monitoring. `npm start` with a
 * build older than startServices (src/server/fast-routes.ts) calls it at start, to open the services.
 */
export const GET: APIRoute = async ({ locals }) => {
  const pending = await locals.services.formStore.pendingEmails();
  return new Response(JSON.stringify({ pending }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
};

/** Nothing but GET (and HEAD) reads here. */
export const ALL: APIRoute = getOnly;
