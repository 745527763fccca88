// Fastify plugin answering, from the tables of the request's release (scripts/server/not-found-target.ts):
// `?lng=xx` with a redirect to the page in language xx, a page without its trailing slash with a
// permanent redirect, and any path that is no file with status 404 and the prerendered not-found page in
// the visitor's language (the path's prefix, else ?lng, cookie, browser) or its property variant, or a
// permanent redirect for a live listing under a wrong address. It also turns what Fastify or the file
// server refuses into answers like the rest of the site's, never Fastify's JSON.
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageTarget, notFoundTarget, slashTarget, withQuery } from './not-found-target.ts';
import { plain, redirect, shared } from './replies.ts';

/**
 * The redirect a page request gets before any file is looked for: `?lng=xx` to the page in language xx
 * (the target keeps the query so the page remembers the choice), a path without its trailing slash or
 * with the default language's prefix to the page's one address; undefined when it is the page's address.
 */
export function pageRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  url: URL,
): FastifyReply | undefined {
  const { site } = request;
  const lng = url.searchParams.get('lng');
  const inLanguage = lng === null ? undefined : languageTarget(url.pathname, lng, site.versions);
  if (inLanguage !== undefined) return redirect(reply, 302, `${inLanguage}${url.search}`);
  const withSlash = slashTarget(url.pathname, site.versions, site.routes.defaultLocale);
  if (withSlash !== undefined) return redirect(reply, 308, `${withSlash}${url.search}`);
  return undefined;
}

/** Status 404 with the not-found page of the visitor's language, or a redirect for a moved listing. */
export function notFound(request: FastifyRequest, reply: FastifyReply, pathname: string, url: URL) {
  const { site } = request;
  const target = notFoundTarget(pathname, site.routes, {
    lng: url.searchParams.get('lng'),
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  if ('redirect' in target) return redirect(reply, 308, withQuery(target.redirect, url.search));
  // The answer to an unprefixed path depends on the visitor's cookie and browser languages.
  reply.code(404).headers({ 'Cache-Control': 'no-store', Vary: 'Cookie, Accept-Language' });
  return reply.sendFile(target.page, site.clientDir, { etag: false, lastModified: false });
}

/** The not-found handler's answer (sync handlers of Fastify return nothing: the reply is a thenable). */
function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(`http://localhost${request.url}`);
  const page = request.method === 'GET' || request.method === 'HEAD';
  if (reply.statusCode === 404 || !page) return plain(reply, 404, 'Not found');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return plain(reply, 400, 'Bad request');
  }
  return notFound(request, reply, pathname, url);
}

export const notFoundAnswers = shared(async (app: FastifyInstance) => {
  // A way out of the published folder (a backslash and "..") is a page that does not exist, a path the
  // file server cannot read (a NUL byte) a bad request. Anything else that fails is logged and told in
  // one plain line. The not-found page is sent with the status reset: a 404 there means it is missing.
  // The API answers its own in JSON (api-routes.ts). Registered first, so every plugin inherits it.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 403) return answerNotFound(request, reply.code(200));
    if (status >= 400 && status < 500)
      return plain(reply, status, status === 400 ? 'Bad request' : (STATUS_CODES[status] ?? 'Bad request'));
    request.log.error({ err: error }, 'request failed');
    return plain(reply, 500, 'Internal server error');
  });
  // A missing file (reply.sendFile found nothing): the not-found page, once.
  app.setNotFoundHandler((request, reply) => {
    answerNotFound(request, reply);
  });
});
