import type { APIRoute } from 'astro';
import { operatorAccess, operatorRefusal } from '../../../server/http/operator-access';
import { getOnly } from '../../../server/http/post-only';

// Read at run time: the queue changes with every submission.
export const prerender = false;

/**
 * How many e-mails wait for delivery (no content, no addresses), for the operator's monitoring only:
 * the count tells how many people write to the agency. It asks for OPS_TOKEN as a bearer token, and
 * answers 404 when none is set (src/server/http/operator-access.ts). `npm start` with a build older than
 * startServices (src/server/http/fast-routes.ts) calls it at start, to open the services (the middleware
 * opens them whatever this answers).
 */
export const GET: APIRoute = async ({ locals, request }) => {
  const access = operatorAccess(request, locals.services.config.opsToken);
  if (access !== 'operator') return operatorRefusal(access);
  const pending = await locals.services.formStore.pendingEmails();
  return new Response(JSON.stringify({ pending }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
};

/** Nothing but GET (and HEAD) reads here. */
export const ALL: APIRoute = getOnly;
