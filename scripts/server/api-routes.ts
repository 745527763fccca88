// Fastify plugin of the API under /api/: Astro's Node handler (middleware mode) for every route of
// src/pages/api, but for the view beacon and the form posts, which the build's fast-routes.mjs answers
// without Astro's request handling but with its rules (src/server/http/fast-routes.ts). Each gets the
// export of the request's release. The API reads its own bodies and answers its own errors in JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiCode, ApiLocals } from './api-code.ts';
import { markAnsweredWhenSent } from './client-errors.ts';
import { apiError } from './replies.ts';

/**
 * The routes answered by the build's fast-routes.mjs under `npm start`; `astro dev` answers the same
 * paths by their Astro endpoints (src/pages/api/views/[id].ts, src/pages/api/forms/[kind].ts), which
 * api-routes.test.ts holds to.
 */
export const fastRoutePaths = { viewBeacon: '/api/views/:id', formPost: '/api/forms/:kind' } as const;

/** Hands the raw request to code that answers it itself, with the release's headers set. */
function handOver(request: FastifyRequest, reply: FastifyReply): ApiLocals {
  reply.hijack();
  markAnsweredWhenSent(request.raw, reply.raw);
  for (const [name, value] of Object.entries(request.site.headers)) reply.raw.setHeader(name, value);
  return { dataDir: request.site.dataDir };
}

/**
 * Hands a request to Astro's handler with the export of the request's release; `notFound` answers when
 * Astro has no route for it. The page routes use it too (a form's return, a filtered results page).
 */
export function toAstro(
  api: ApiCode,
  request: FastifyRequest,
  reply: FastifyReply,
  notFound: () => void,
): void {
  const locals = handOver(request, reply);
  // Astro's handler answers its own errors (500); this only keeps a failure from going unseen.
  api.handler(request.raw, reply.raw, notFound, locals).catch((error) => request.log.error(error));
}

/** Hands a request to a route of the build's fast-routes.mjs. */
function toFastRoute(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: (locals: ApiLocals) => Promise<void>,
) {
  answer(handOver(request, reply)).catch((error) => {
    // A client that went away mid-request (a phone losing its signal, a request timed out): nothing
    // of ours failed, and there is no one left to answer.
    if (request.raw.destroyed && error?.code === 'ECONNRESET') {
      request.log.info('request aborted by the client');
      return;
    }
    request.log.error(error);
    if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'Cache-Control': 'no-store' });
    reply.raw.end();
  });
}

export async function apiRoutes(app: FastifyInstance, { api }: { api: ApiCode }) {
  // The API reads its own bodies (form posts, multipart CVs) from the untouched request stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const route = (request: FastifyRequest, reply: FastifyReply) => {
    // A Web Request cannot carry TRACE (the Fetch API refuses it): Astro would answer 500.
    if (request.method === 'TRACE') return apiError(reply, 405);
    return toAstro(api, request, reply, () => {
      reply.raw.writeHead(404, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      reply.raw.end(JSON.stringify({ errors: { path: ['Not found'] } }));
    });
  };
  app.all('/api', route);
  app.all('/api/*', route);
  // The API's refusals in its own shape. A 4xx here comes from Fastify before any route ran (a body
  // method without a content type); a 5xx is ours and logged.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return apiError(reply, status);
  });
  // The view beacon, the busiest route, and the form posts (an older build has neither).
  const { answerViewBeacon, answerFormPost, answersForm } = api;
  if (answerViewBeacon !== undefined) {
    app.post<{ Params: { id: string } }>(fastRoutePaths.viewBeacon, (request, reply) =>
      toFastRoute(request, reply, (locals) =>
        answerViewBeacon(request.raw, reply.raw, request.params.id, locals),
      ),
    );
  }
  if (answerFormPost !== undefined && answersForm !== undefined) {
    app.post<{ Params: { kind: string } }>(fastRoutePaths.formPost, (request, reply) => {
      const { kind } = request.params;
      // Any other path there (the outbox's count, a link's confirmation) is Astro's.
      if (!answersForm(kind)) return route(request, reply);
      return toFastRoute(request, reply, (locals) => answerFormPost(request.raw, reply.raw, kind, locals));
    });
  }
}
