// The production server of `npm start`, on Fastify: the prerendered pages and assets (@fastify/static;
// text in Brotli or gzip, from a compressed copy made once per file version, by @fastify/compress
// until then), the API (Astro's Node handler in middleware mode) under /api/, but for the view beacon
// and the form posts, answered by the build's fast-routes.mjs without Astro's request handling,
// `?lng=xx` as a redirect to the page in language xx, a permanent redirect for a page without its
// trailing slash or a live listing under a wrong address, and for any other path status 404 with the
// prerendered not-found page in the visitor's language (the path's prefix, else ?lng, cookie, browser),
// or its property variant; a results page asked for with a filter (or an order, a page) is rendered
// on demand with its listings filtered (scripts/server/results-target.mjs). It follows the live release (scripts/server/live-site.mjs) for each request.
// `node scripts/server/serve.mjs [distDir]` serves one build instead (or DIST_DIR); PORT (4321), HOST (0.0.0.0),
// LOG_LEVEL (info: one JSON line per request on stdout; warn: errors only); API_PROCESSES (1).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController } from 'fastify';
import { keptServerCode } from '../publish/server-code.mjs';
import { serveProcesses } from './api-processes.mjs';
import { clientErrorHandler, markAnsweredWhenSent } from './client-errors.mjs';
import { chooseEncoding, compressedFiles, isCompressible } from './compressed-files.mjs';
import { isKeptAsset, siteResolver } from './live-site.mjs';
import { languageTarget, notFoundTarget, slashTarget, withQuery } from './not-found-target.mjs';
import { renderBudget } from './render-budget.mjs';
import { resultsTarget } from './results-target.mjs';

/**
 * How long a browser or CDN may keep a file: hashed build assets for good, pages briefly; the export's
 * media keep their names across exports, so a day, then checked again.
 */
function cacheControl(pathname) {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (pathname.endsWith('/') || pathname.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  if (pathname.startsWith('/media/')) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=3600';
}

/**
 * Loads the API of the site being served (the live release's when the server starts): Astro's handler,
 * and the routes its build answers without Astro (src/server/http/fast-routes.ts; none in an older build).
 * A later publish changes the export the API reads (handed over per request), not its code: new code
 * needs a restart.
 * @param {string} distDir
 * @param {boolean} keep whether to load it from a kept copy (the build may go while the server runs)
 */
async function loadApi(distDir, keep) {
  const serverDir = keep ? keptServerCode(join(distDir, 'server')) : join(distDir, 'server');
  const { handler } = await import(pathToFileURL(join(serverDir, 'entry.mjs')).href);
  if (typeof handler !== 'function') {
    throw new Error(
      `${distDir}/server/entry.mjs exports no handler: build with @astrojs/node in middleware mode.`,
    );
  }
  const fastRoutesEntry = join(serverDir, 'fast-routes.mjs');
  const fastRoutes = existsSync(fastRoutesEntry)
    ? await import(pathToFileURL(fastRoutesEntry).href)
    : undefined;
  return {
    handler,
    startServices: fastRoutes?.startServices,
    answerViewBeacon: fastRoutes?.answerViewBeacon,
    answerFormPost: fastRoutes?.answerFormPost,
    answersForm: fastRoutes?.answersForm,
    // An older build has no counter: its outbox drains without yielding to requests.
    countVisitorRequest: fastRoutes?.countVisitorRequest ?? (() => {}),
  };
}

/**
 * The access log: one JSON line per answer, written when it is sent (method, path, status, time, bytes
 * on the wire). No IP, no headers, no query string (a reset token or an e-mail address in a link).
 */
class AccessLog extends LogController {
  incomingRequest() {}

  // A visitor who leaves mid-download is no error; the answer's line says what was sent.
  streamError(error, request, reply) {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') super.streamError(error, request, reply);
  }

  requestCompleted(error, request, reply) {
    const written = request.raw.socket?.bytesWritten;
    const line = {
      method: request.method,
      path: request.logPath,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      bytes: written === undefined ? undefined : written - request.bytesBefore,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line);
  }
}

/** The API's JSON answer to a request it refuses before any of its routes ran. */
const apiError = (reply, status) =>
  reply
    .code(status)
    .headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    .send(JSON.stringify({ errors: { _form: [STATUS_CODES[status]] } }));

const plain = (reply, status, text, headers = {}) =>
  reply
    .code(status)
    .headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
    .send(text);

/**
 * Starts the server on `port` (0 picks a free one) and resolves with the Node server once it listens.
 * `distDir` serves that build instead of following the live release. A cluster worker calls this too.
 * @param {{ distDir?: string, port?: number, host?: string, logLevel?: string }} [options]
 */
export async function startServer({
  distDir = process.env.DIST_DIR || undefined,
  port = Number(process.env.PORT ?? 4321),
  host = process.env.HOST ?? '0.0.0.0',
  logLevel = process.env.LOG_LEVEL ?? 'info',
} = {}) {
  // The API's packages pick their build by NODE_ENV as they load (below): without it, React renders the
  // filtered results pages in its development build, slower and printing its warnings to the log.
  process.env.NODE_ENV ??= 'production';
  const sites = siteResolver({ distDir });
  const { handler, startServices, answerViewBeacon, answerFormPost, answersForm, countVisitorRequest } =
    await loadApi((await sites.current()).distDir, sites.follows);

  // Filtered results pages rendered on demand: a burst of a second's work, then at most a quarter of the
  // time (render-budget.mjs), so pages and the API keep the rest.
  const renders = renderBudget({ share: 0.25, burstMs: 1000 });

  const app = Fastify({
    logController: new AccessLog(),
    logger: {
      level: logLevel,
      base: null,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
    },
    // Node's defaults hold a trickled body for minutes and an idle connection for long: a client gets
    // 10 s for its headers, 90 s for the whole request (a 6 MB CV on a slow mobile upload), and a
    // connection that sends nothing for 30 s, or idles 5 s between requests, is closed. The header and
    // request timeouts are checked every 2 s (Node's default: every 30 s).
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 2_000 },
    requestTimeout: 90_000,
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // Fastify parses no body: pages take none (other methods are refused before one is read), and the
    // API reads and limits its own (src/server/http/read-form-request.ts, Astro's bodySizeLimit beyond).
    bodyLimit: 64 * 1024,
    // On SIGTERM: close idle keep-alive connections at once, let requests in flight finish.
    forceCloseConnections: 'idle',
    // A request through a proxy may name the whole URL ("GET http://host/page/"): route its path.
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      if (url.startsWith('/') || !URL.canParse(url)) return url;
      const { pathname, search } = new URL(url);
      return `${pathname}${search}`;
    },
    // A request that never arrives whole (the timeouts above): 408 with a page in every language.
    clientErrorHandler: clientErrorHandler(),
    // A request line Fastify cannot route (a malformed percent-encoding).
    frameworkErrors: (_error, _request, reply) => {
      plain(reply, 400, 'Bad request');
    },
  });

  app.decorateRequest('site', null);
  app.decorateRequest('logPath', '');
  app.decorateRequest('bytesBefore', 0);

  // What Fastify or the file server refuses is answered as the rest of the site answers, never with
  // Fastify's JSON and codes: a way out of the published folder (a backslash and "..") is a page that
  // does not exist, a path it cannot read (a NUL byte) a bad request. Anything else that fails is logged
  // and told in one plain line. The not-found page is sent with the status reset: a 404 there means it
  // is missing. The API answers its own in JSON (below). Set first, so that every plugin inherits it.
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 403) return answerNotFound(request, reply.code(200));
    if (status >= 400 && status < 500)
      return plain(reply, status, status === 400 ? 'Bad request' : STATUS_CODES[status]);
    request.log.error({ err: error }, 'request failed');
    return plain(reply, 500, 'Internal server error');
  });

  app.addHook('onRequest', async (request, reply) => {
    countVisitorRequest();
    // For the access log: the path as asked (the form-error and filtered results pages rewrite it), the bytes sent before.
    request.logPath = request.url.split('?')[0] ?? '';
    request.bytesBefore = request.raw.socket?.bytesWritten ?? 0;
    request.site = await sites.current();
    reply.headers(request.site.headers);
  });

  const compressed = compressedFiles();
  // A static file answered whole (a page, an asset, a not-found page) is sent from its compressed copy
  // when one was made for this version of it; the first answers are compressed by @fastify/compress
  // while the copy is made aside. @fastify/compress leaves an answer with its Content-Encoding as it is.
  app.addHook('onSend', async (request, reply, payload) => {
    const file = /** @type {{ path?: unknown } | null} */ (payload)?.path;
    const whole = reply.statusCode === 200 || reply.statusCode === 404;
    if (typeof file !== 'string' || !whole || request.headers.range !== undefined) return payload;
    if (!isCompressible(String(reply.getHeader('content-type')))) return payload;
    // The ETag names the version; a not-found page has none (it is never "not modified"): its mtime.
    const etag = reply.getHeader('etag');
    const version = typeof etag === 'string' ? etag : statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (version === undefined) return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return payload;
    const ready = compressed.peek(file, version, encoding);
    if (ready === undefined) {
      compressed.get(file, version, encoding).catch((error) => request.log.warn(error));
      return payload;
    }
    /** @type {import('node:stream').Readable} */ (payload).destroy();
    reply.header('content-encoding', encoding).header('content-length', ready.length);
    return ready;
  });

  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: isCompressible,
  });
  await app.register(fastifyStatic, {
    // Only reply.sendFile, from the folder of each request's release; routing is ours (below).
    serve: false,
    root: (await sites.current()).clientDir,
    cacheControl: false,
    // A file or folder whose name starts with a dot (".secret", ".DS_Store", ".git/") is never served,
    // even if one reached the published folder: it answers as a file that does not exist (404).
    // @fastify/static's own default is 'allow'.
    dotfiles: 'ignore',
    setHeaders(reply) {
      const type = String(reply.getHeader('content-type') ?? '');
      // The build writes its XML (sitemap) in UTF-8, as @fastify/send says of text and JSON.
      if (type === 'application/xml') reply.header('content-type', 'application/xml; charset=utf-8');
      // Whether or not this answer is compressed, a cache must keep one copy per encoding.
      if (isCompressible(type)) {
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
      }
    },
  });

  /** Hands a request to the API (Astro's handler) with the export of the request's release. */
  function toApi(request, reply, notFound) {
    reply.hijack();
    markAnsweredWhenSent(request.raw, reply.raw);
    for (const [name, value] of Object.entries(request.site.headers)) reply.raw.setHeader(name, value);
    // Astro's handler answers its own errors (500); this only keeps a failure from going unseen.
    handler(request.raw, reply.raw, notFound, { dataDir: request.site.dataDir }).catch((error) =>
      request.log.error(error),
    );
  }

  await app.register(async (api) => {
    // The API reads its own bodies (form posts, multipart CVs) from the untouched request stream.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const route = (request, reply) => {
      // A Web Request cannot carry TRACE (the Fetch API refuses it): Astro would answer 500.
      if (request.method === 'TRACE') return apiError(reply, 405);
      toApi(request, reply, () => {
        reply.raw.writeHead(404, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        reply.raw.end(JSON.stringify({ errors: { path: ['Not found'] } }));
      });
    };
    api.all('/api', route);
    api.all('/api/*', route);
    // The API's refusals in its own shape. A 4xx here comes from Fastify before any route ran (a body
    // method without a content type); a 5xx is ours and logged.
    api.setErrorHandler((error, request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'request failed');
      return apiError(reply, status);
    });
    /**
     * Hands a request to a route of the build's fast-routes.mjs, which answers it without Astro's
     * request handling but with its rule (src/server/http/fast-routes.ts).
     */
    const direct = (request, reply, answer) => {
      reply.hijack();
      markAnsweredWhenSent(request.raw, reply.raw);
      for (const [name, value] of Object.entries(request.site.headers)) reply.raw.setHeader(name, value);
      answer({ dataDir: request.site.dataDir }).catch((error) => {
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
    };
    // The view beacon, the busiest route, and the form posts (an older build has neither).
    if (answerViewBeacon !== undefined) {
      api.post('/api/views/:id', (request, reply) =>
        direct(request, reply, (locals) =>
          answerViewBeacon(request.raw, reply.raw, request.params.id, locals),
        ),
      );
    }
    if (answerFormPost !== undefined && answersForm !== undefined) {
      api.post('/api/forms/:kind', (request, reply) => {
        const { kind } = request.params;
        // Any other path there (the outbox's count, a link's confirmation) is Astro's.
        if (!answersForm(kind)) return route(request, reply);
        direct(request, reply, (locals) => answerFormPost(request.raw, reply.raw, kind, locals));
      });
    }
  });

  /** Status 404 with the not-found page of the visitor's language, or a redirect for a moved listing. */
  function notFound(request, reply, pathname, url) {
    const { site } = request;
    const target = notFoundTarget(pathname, site.routes, {
      lng: url.searchParams.get('lng'),
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    if ('redirect' in target)
      return reply
        .code(308)
        .headers({ Location: withQuery(target.redirect, url.search), 'Cache-Control': 'no-store' })
        .send();
    // The answer to an unprefixed path depends on the visitor's cookie and browser languages.
    reply.code(404).headers({ 'Cache-Control': 'no-store', Vary: 'Cookie, Accept-Language' });
    return reply.sendFile(target.page, site.clientDir, { etag: false, lastModified: false });
  }

  // A missing file (reply.sendFile found nothing): the not-found page, once.
  app.setNotFoundHandler((request, reply) => {
    answerNotFound(request, reply);
  });

  /** The not-found handler's answer (sync handlers of Fastify return nothing: the reply is a thenable). */
  function answerNotFound(request, reply) {
    const url = new URL(`http://localhost${request.url}`);
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (reply.statusCode === 404 || !page) return plain(reply, 404, 'Not found');
    return notFound(request, reply, decodeURIComponent(url.pathname), url);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      answerPage(request, reply);
    },
  });

  /** The answer to a GET or HEAD of a page or a file. */
  function answerPage(request, reply) {
    const url = new URL(`http://localhost${request.url}`);
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return plain(reply, 400, 'Bad request');
    }
    const { site } = request;
    // A form refused without JavaScript comes back to its own page with a token (post/redirect/get):
    // that GET is rendered on demand (src/pages/form-error), showing the form's messages and values.
    const formReturn = url.searchParams.get('form-return');
    if (formReturn !== null) {
      const token = /^[A-Za-z0-9_-]{32}$/.test(formReturn) ? formReturn : 'none';
      request.raw.url = `/form-error/${token}/?at=${encodeURIComponent(pathname)}`;
      return toApi(request, reply, () => {
        reply.raw.writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        reply.raw.end('Not found');
      });
    }
    const lng = url.searchParams.get('lng');
    // ?lng=xx asks for this page in language xx; the target keeps it so the page remembers the choice.
    const inLanguage = lng === null ? undefined : languageTarget(url.pathname, lng, site.versions);
    if (inLanguage !== undefined)
      return reply
        .code(302)
        .headers({ Location: `${inLanguage}${url.search}`, 'Cache-Control': 'no-store' })
        .send();
    const withSlash = slashTarget(url.pathname, site.versions, site.routes.defaultLocale);
    if (withSlash !== undefined)
      return reply
        .code(308)
        .headers({ Location: `${withSlash}${url.search}`, 'Cache-Control': 'no-store' })
        .send();
    // Nothing outside the client folder, no "//" or "/./" spellings of a path; and the not-found
    // pages themselves answer 404 too, even when asked for by name.
    const normal = join('/', pathname);
    const isNotFoundPage = site.notFoundFiles.has(pathname) || site.notFoundFiles.has(`${pathname}/`);
    if (normal !== pathname || isNotFoundPage) return notFound(request, reply, pathname, url);
    // A results page asked for with a filter, an order or a page: rendered on demand with its listings
    // filtered (src/pages/filtered-results), so the filter form works without JavaScript too.
    const filtered = resultsTarget(url.pathname, url.searchParams, site.routes);
    if (filtered !== undefined) {
      const staticPage = (cache) => {
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
      request.raw.url = filtered;
      // API code older than the build's table (it is loaded once, at start) has no such page: the
      // static page then answers as before.
      return toApi(request, reply, () => staticPage(cacheControl(pathname)));
    }
    reply.header('Cache-Control', cacheControl(pathname));
    const roots = isKeptAsset(pathname) ? sites.assetRoots(site) : [site.clientDir];
    return reply.sendFile(pathname, { root: roots });
  }

  // Pages are read only: other methods are refused before any body is read.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'],
    url: '/*',
    // Answered here, so the lifecycle stops: no body is read, and nothing after may answer again (a
    // QUERY without a content type would have been refused a second time, with 400).
    onRequest: async (_request, reply) => plain(reply, 405, 'Method not allowed', { Allow: 'GET, HEAD' }),
    handler: () => undefined,
  });

  await app.listen({ port, host });
  // Open the API's services now, so that the outbox worker delivers what was queued before a restart.
  // An older build has no startServices: a request to the API opens them (with API_PROCESSES, it
  // reaches whichever worker the primary hands it to).
  if (startServices !== undefined) {
    startServices({ dataDir: (await sites.current()).dataDir }).catch((error) => app.log.error(error));
  } else {
    const address = app.server.address();
    if (typeof address === 'object' && address !== null) {
      fetch(`http://127.0.0.1:${address.port}/api/forms/outbox`).catch(() => undefined);
    }
  }
  return Object.assign(app.server, {
    /** Stops taking connections, lets the requests in flight finish, then resolves. */
    async stop() {
      // A keep-alive connection whose request was in flight is idle once answered: close it then,
      // rather than after its keep-alive timeout.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // One process, or API_PROCESSES workers on one port (scripts/server/api-processes.mjs).
  await serveProcesses(
    () => startServer(process.argv[2] === undefined ? {} : { distDir: process.argv[2] }),
    (address) => console.log(`Serving on http://${address}`),
  );
}
