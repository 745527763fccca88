// The API routes the production server (scripts/server/serve.ts) answers without Astro's request
// handling: the view beacon, sent by every detail page a visitor opens, the API's busiest route by far,
// and the form posts. Astro's path from a Node request to a Web Request, through routing and middleware
// and back, costs several times what counting a view does, and about a fifth of a form post
// (BENCHMARKS.md, "Stores"). This module is built as its own entry of the server build
// (fast-routes-integration.ts), so it shares the services, the store and its group commit with Astro's
// handler in the same process. The rules are the Astro routes' own (viewBeaconStatus, handleFormPost
// and formAnswer); `astro dev` and any server without this entry still answer through those routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { withDataDir } from '../../data/data-dir';
import { isFormKind } from '../../domain/forms/schemas';
import { formAnswer, handleFormPost } from '../forms/forms-api';
import { viewBeaconStatus } from '../owner/view-counting';
import { formsApi, ownerApi, serverServices } from '../services';
import { isStoreUnavailable } from '../store/store-unavailable';
import type { FormHttpRequest } from './read-form-request';
import type { RequestHeaders } from './request-origin';
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
 * Runs `answer` with the request's export; while the database is away, answers 503 with Retry-After
 * and the message in the visitor's language, as Astro's middleware does for its routes.
 */
function answering(
  req: IncomingMessage,
  res: ServerResponse,
  locals: FastRouteLocals,
  answer: (request: RequestHeaders) => Promise<void>,
): Promise<void> {
  return withDataDir(locals.dataDir, async () => {
    const request = headersOf(req);
    try {
      await answer(request);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      logStoreUnavailable(new URL(request.url).pathname, error);
      const refusal = storeUnavailableResponse(request);
      res.writeHead(refusal.status, Object.fromEntries(refusal.headers)).end(await refusal.text());
    }
  });
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
  return answering(req, res, locals, async (request) => {
    const status = await viewBeaconStatus(
      request,
      id,
      req.socket.remoteAddress ?? 'unknown',
      ownerApi(serverServices()),
    );
    // No body: 204 says so by itself, the refusals with a zero length (not a chunked nothing).
    const length = status === 204 ? {} : { 'Content-Length': '0' };
    res.writeHead(status, { 'Cache-Control': 'no-store', ...length }).end();
  });
}

/**
 * Opens the process's services with the live release's export, and with them the background work this
 * process runs (services.ts): the server calls it once it listens, so the outbox resumes what was queued
 * before a restart without waiting for a request.
 */
export function startServices(locals: FastRouteLocals = {}): Promise<void> {
  return withDataDir(locals.dataDir, async () => {
    serverServices();
  });
}

/**
 * Counts a request the server starts to answer, whatever it asks for (a page, a picture, the API): the
 * outbox sends its e-mails between the visitors' requests (src/domain/forms/outbox-pacing.ts).
 */
export { countVisitorRequest } from './visitor-requests';

/** Whether POST /api/forms/{kind} is a form this module answers; any other path there is Astro's. */
export const answersForm = isFormKind;

/**
 * POST /api/forms/{kind} for a form kind, answered as the Astro route answers it
 * (src/pages/api/forms/[kind].ts): the body is read from the Node request itself, within the same
 * limits (read-form-request.ts).
 */
export function answerFormPost(
  req: IncomingMessage,
  res: ServerResponse,
  kind: string,
  locals: FastRouteLocals = {},
): Promise<void> {
  return answering(req, res, locals, async (headers) => {
    const request: FormHttpRequest = { ...headers, body: req };
    // The machine's clock, as the Astro route says why.
    const deps = { ...formsApi(serverServices()), now: Date.now };
    const outcome = await handleFormPost(deps, kind, request, req.socket.remoteAddress ?? 'unknown');
    const { status, headers: answerHeaders, body } = formAnswer(outcome);
    const length = Buffer.byteLength(body ?? '');
    res.writeHead(status, { ...answerHeaders, 'Content-Length': String(length) }).end(body ?? undefined);
  });
}
