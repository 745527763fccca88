// Astro middleware for every on-demand request (the API, the form-error and held-post pages):
// - liveExport: the request runs with the export folder the production server handed over in
//   `locals.dataDir`, the live release's, resolved when the request came in (scripts/server/serve.ts).
//   Prerendered pages and `astro dev` get none and read DATA_DIR's export.
// - services: the request gets the server's services in `locals.services` (src/server/services.ts);
//   the first on-demand request of the process opens them and starts their background work (the
//   outbox worker, forgetting past view days): `npm start` sends one as it starts listening.
// - storeUnavailable: a route whose store cannot reach the database answers 503 (Retry-After, a clear
//   message) instead of a 500, so clients and the proxy know to try again; every other error goes on.
import { defineMiddleware, sequence } from 'astro:middleware';
import { withDataDir } from './data/data-dir';
import { logStoreUnavailable, storeUnavailableResponse } from './server/http/store-unavailable-response';
import { serverServices } from './server/services';
import { isStoreUnavailable } from './server/store/store-unavailable';

const liveExport = defineMiddleware((context, next) => withDataDir(context.locals.dataDir, next));

const services = defineMiddleware((context, next) => {
  // Building the prerendered pages opens no store and starts no worker.
  if (!context.isPrerendered) context.locals.services = serverServices();
  return next();
});

const storeUnavailable = defineMiddleware(async (context, next) => {
  // Prerendered pages never touch the store: nothing to catch while building them.
  if (context.isPrerendered) return next();
  try {
    return await next();
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    logStoreUnavailable(context.url.pathname, error);
    return storeUnavailableResponse(context.request);
  }
});

export const onRequest = sequence(storeUnavailable, liveExport, services);
