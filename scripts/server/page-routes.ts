// Fastify plugin of the pages: a GET or HEAD of any path outside /api/ is a file of the request's
// release, after the redirects (not-found-answers.ts), a form's return page and a filtered results page
// (both rendered on demand by the API); any other method is refused before a body is read.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiCode } from './api-code.ts';
import { toAstro } from './api-routes.ts';
import { isKeptAsset, type SiteResolver } from './live-site.ts';
import { notFound, pageRedirect } from './not-found-answers.ts';
import { renderBudget } from './render-budget.ts';
import { cacheControl, plain } from './replies.ts';
import { resultsTarget } from './results-target.ts';

export interface PageRoutesOptions {
  api: ApiCode;
  sites: SiteResolver;
}

/**
 * A form refused without JavaScript comes back to its own page with a token (post/redirect/get): that
 * GET is rendered on demand (src/pages/form-error), showing the form's messages and values.
 */
function formReturn(
  api: ApiCode,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  pathname: string,
) {
  const valid = /^[A-Za-z0-9_-]{32}$/.test(token) ? token : 'none';
  request.raw.url = `/form-error/${valid}/?at=${encodeURIComponent(pathname)}`;
  toAstro(api, request, reply, () => {
    reply.raw.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    reply.raw.end('Not found');
  });
}

export async function pageRoutes(app: FastifyInstance, { api, sites }: PageRoutesOptions) {
  // Filtered results pages rendered on demand: a burst of a second's work, then at most a quarter of the
  // time (render-budget.ts), so pages and the API keep the rest.
  const renders = renderBudget({ share: 0.25, burstMs: 1000 });

  /**
   * A results page asked for with a filter, an order or a page: rendered on demand with its listings
   * filtered (src/pages/filtered-results), so the filter form works without JavaScript too.
   */
  function filteredResults(request: FastifyRequest, reply: FastifyReply, pathname: string, apiUrl: string) {
    const { site } = request;
    const staticPage = (cache: string) => {
      reply.raw.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cache });
      createReadStream(join(site.clientDir, pathname, 'index.html')).pipe(reply.raw);
    };
    const done = renders.admit();
    if (done === undefined) {
      // Renderings have had their share of the time: every listing, which the search island filters in
      // the browser from the same URL; no cache may keep it as this URL's answer.
      reply.hijack();
      for (const [name, value] of Object.entries(site.headers)) reply.raw.setHeader(name, value);
      return staticPage('no-store');
    }
    reply.raw.once('close', done);
    request.raw.url = apiUrl;
    // API code older than the build's table (it is loaded once, at start) has no such page: the
    // static page then answers as before.
    return toAstro(api, request, reply, () => staticPage(cacheControl(pathname)));
  }

  /** The answer to a GET or HEAD of a page or a file. */
  function answerPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(`http://localhost${request.url}`);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return plain(reply, 400, 'Bad request');
    }
    const { site } = request;
    const token = url.searchParams.get('form-return');
    if (token !== null) return formReturn(api, request, reply, token, pathname);
    const redirected = pageRedirect(request, reply, url);
    if (redirected !== undefined) return redirected;
    // Nothing outside the client folder, no "//" or "/./" spellings of a path; and the not-found
    // pages themselves answer 404 too, even when asked for by name.
    const normal = join('/', pathname);
    const isNotFoundPage = site.notFoundFiles.has(pathname) || site.notFoundFiles.has(`${pathname}/`);
    if (normal !== pathname || isNotFoundPage) return notFound(request, reply, pathname, url);
    const filtered = resultsTarget(url.pathname, url.searchParams, site.routes);
    if (filtered !== undefined) return filteredResults(request, reply, pathname, filtered);
    reply.header('Cache-Control', cacheControl(pathname));
    return reply.sendReleaseFile(pathname, isKeptAsset(pathname) ? sites.assetRoots(site) : [site.clientDir]);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      answerPage(request, reply);
    },
  });

  // Pages are read only: other methods are refused before any body is read.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'],
    url: '/*',
    // Answered here, so the lifecycle stops: no body is read, and nothing after may answer again (a
    // QUERY without a content type would have been refused a second time, with 400).
    onRequest: async (_request, reply) => plain(reply, 405, 'Method not allowed', { Allow: 'GET, HEAD' }),
    handler: () => undefined,
  });
}
