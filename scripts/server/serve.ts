// The production server of `npm start`, on Fastify, put together from its plugins: the live release
// followed for each request (live-release.ts, live-site.ts), the redirects and not-found pages
// (not-found-answers.ts), the release's files (static-files.ts), the API (api-routes.ts: Astro's handler,
// and the build's fast routes for the view beacon and the form posts), the HTTP publish drop
// (publish-drop.ts) and the pages (page-routes.ts: the files, a form's return page and filtered results
// pages rendered on demand).
// `node scripts/server/serve.ts [distDir]` serves one build instead (or DIST_DIR); PORT (4321), HOST (0.0.0.0),
// LOG_LEVEL (info: one JSON line per request on stdout; warn: errors only); API_PROCESSES (1);
// PUBLISH_TOKEN and PUBLISH_MAX_MB: the HTTP publish drop (publish-drop.ts), following releases only.
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { crmWebhookConfig } from '../../src/server/crm/crm-config.ts';
import { AccessLog, loggerOptions } from './access-log.ts';
import { type ApiCode, loadApi } from './api-code.ts';
import { serveProcesses } from './api-processes.ts';
import { apiRoutes } from './api-routes.ts';
import { clientErrorHandler } from './client-errors.ts';
import { liveRelease } from './live-release.ts';
import { type Following, siteResolver } from './live-site.ts';
import { notFoundAnswers } from './not-found-answers.ts';
import { pageRoutes } from './page-routes.ts';
import { dropMaxBytes, publishDrop } from './publish-drop.ts';
import { releasesDir } from './release-paths.ts';
import { plain } from './replies.ts';
import { staticFiles } from './static-files.ts';

export interface ServerOptions {
  distDir?: string | undefined;
  /** Another release link than the live one (the release checker's), which never takes publish drops. */
  following?: Following | undefined;
  port?: number;
  host?: string;
  logLevel?: string;
}

/** A listening server: Node's, with stop(). */
export type RunningServer = Server & { stop(): Promise<void> };

/** Fastify with the server's limits, log and refusals, before any plugin. */
function createApp(logLevel: string): FastifyInstance {
  return Fastify({
    logController: new AccessLog(),
    logger: loggerOptions(logLevel),
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
  }) as unknown as FastifyInstance;
}

/**
 * Opens the API's services now, so that the outbox worker delivers what was queued before a restart.
 * An older build has no startServices: a request to the API opens them (with API_PROCESSES, it reaches
 * whichever worker the primary hands it to).
 */
function startServices(app: FastifyInstance, api: ApiCode, dataDir: string): void {
  if (api.startServices !== undefined) {
    api.startServices({ dataDir }).catch((error) => app.log.error(error));
    return;
  }
  const address = app.server.address();
  if (typeof address === 'object' && address !== null) {
    fetch(`http://127.0.0.1:${address.port}/api/forms/outbox`).catch(() => undefined);
  }
}

/**
 * Starts the server on `port` (0 picks a free one) and resolves with the Node server once it listens.
 * `distDir` serves that build instead of following the live release. A cluster worker calls this too.
 */
export async function startServer({
  distDir = process.env.DIST_DIR || undefined,
  following,
  port = Number(process.env.PORT ?? 4321),
  host = process.env.HOST ?? '0.0.0.0',
  logLevel = process.env.LOG_LEVEL ?? 'info',
}: ServerOptions = {}): Promise<RunningServer> {
  // The API's packages pick their build by NODE_ENV as they load (below): without it, React renders the
  // filtered results pages in its development build, slower and printing its warnings to the log.
  process.env.NODE_ENV ??= 'production';
  // A CRM_WEBHOOK_URL that is not http(s) stops the start with its message, before any request.
  crmWebhookConfig(process.env);
  const sites = siteResolver({ distDir, ...(following === undefined ? {} : { following }) });
  const first = await sites.current();
  const api = await loadApi(first.distDir, sites.follows);
  const app = createApp(logLevel);
  // In this order: the error and not-found answers first, so that every plugin inherits them.
  await app.register(notFoundAnswers);
  await app.register(liveRelease, { sites, countVisitorRequest: api.countVisitorRequest });
  await app.register(staticFiles, { root: first.clientDir });
  // The HTTP publish drop, only where the server follows the releases folder and PUBLISH_TOKEN is set.
  if (distDir === undefined && following === undefined) {
    const drop = {
      releases: releasesDir(),
      token: process.env.PUBLISH_TOKEN?.trim(),
      maxBytes: dropMaxBytes(),
    };
    await app.register(publishDrop, drop);
  }
  await app.register(apiRoutes, { api });
  await app.register(pageRoutes, { api, sites });
  await app.listen({ port, host });
  startServices(app, api, (await sites.current()).dataDir);
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
  // One process, or API_PROCESSES workers on one port (scripts/server/api-processes.ts).
  await serveProcesses(
    () => startServer(process.argv[2] === undefined ? {} : { distDir: process.argv[2] }),
    (address) => console.log(`Serving on http://${address}`),
  );
}
