// Astro middleware: an on-demand route whose store cannot reach the database answers 503 (Retry-After,
// a clear message) instead of a 500, so clients and the proxy know to try again; every other error
// goes on as before.
import { defineMiddleware } from 'astro:middleware';
import { isStoreUnavailable } from './server/store-unavailable';
import { storeUnavailableResponse } from './server/store-unavailable-response';

// While the database is away every request fails the same way: one log line per 10 s says so.
let lastLogged = 0;
let unlogged = 0;

/** Turns a StoreUnavailable thrown by a route into its 503 answer. */
export const onRequest = defineMiddleware(async (context, next) => {
  // Prerendered pages never touch the store: nothing to catch while building them.
  if (context.isPrerendered) return next();
  try {
    return await next();
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    unlogged += 1;
    if (Date.now() - lastLogged >= 10_000) {
      console.error(
        `503 for ${unlogged} request(s), the last ${context.url.pathname}: ${(error as Error).message}`,
      );
      lastLogged = Date.now();
      unlogged = 0;
    }
    return storeUnavailableResponse(context.request);
  }
});
