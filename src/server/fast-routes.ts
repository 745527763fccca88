// The API routes the production server (scripts/server/serve.mjs) answers without Astro's request
// handling: only the view beacon, sent by every detail page a visitor opens, the API's busiest route by
// far. Astro's path from a Node request to a Web Request, through routing and middleware and back, costs
// several times what counting a view does (BENCHMARKS.md, "View beacons"). This module is built as its
// own entry of the server build (fast-routes-integration.ts), so it shares the services, the store and
// its group commit with Astro's handler in the same process. The rule itself is the Astro route's
// (viewBeaconStatus); `astro dev` and any server without this entry still answer through that route.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { withDataDir } from '../data/data-dir';
import { viewBeaconStatus } from './owner/view-counting';
import type { RequestHeaders } from './request-origin';
import { ownerApi, serverServices } from './services';
import { isStoreUnavailable } from './store-unavailable';
import { logStoreUnavailable, storeUnavailableResponse } from './store-unavailable-response';

/** What the server hands over with a request: the live release's export folder, as Astro's locals. */
export interface FastRouteLocals {
  readonly dataDir?: string;
}

/** The request's URL and headers as the API's rules read them, without building a Web Request. */
function headersOf(req: IncomingMessage): RequestHeaders {
  return {
    url: `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`,
    headers: {
      get(name) {
        const value = req.headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}

/**
 * POST /api/views/{id}, answered as the Astro route answers it (src/pages/api/views/[id].ts): a status
 * alone, no-store; 503 with Retry-After while the database is away. `id` is the path's last segment.
 */
export function answerViewBeacon(
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  locals: FastRouteLocals = {},
): Promise<void> {
  return withDataDir(locals.dataDir, async () => {
    const request = headersOf(req);
    try {
      const status = await viewBeaconStatus(
        request,
        id,
        req.socket.remoteAddress ?? 'unknown',
        ownerApi(serverServices()),
      );
      // No body: 204 says so by itself, the refusals with a zero length (not a chunked nothing).
      const length = status === 204 ? {} : { 'Content-Length': '0' };
      res.writeHead(status, { 'Cache-Control': 'no-store', ...length }).end();
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      logStoreUnavailable(new URL(request.url).pathname, error);
      const answer = storeUnavailableResponse(request);
      res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(await answer.text());
    }
  });
}
