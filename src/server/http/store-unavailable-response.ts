// The answer of any on-demand route while the database cannot be reached: 503 with Retry-After and a
// message in the visitor's language saying that nothing was stored and to try again in a moment.
// JSON for the islands and API clients, a small page for a browser's plain form post.

import { loadExport } from '../../data/load-export';
import { requestLocale } from '../../domain/language/request-locale';
import { siteLocales } from '../../domain/language/site-locales';
import { escapeHtml } from '../../domain/values/escape-html.mjs';
import { createTranslator } from '../../i18n/translator';
import { storeRetryAfterSeconds } from '../store/store-unavailable';
import type { RequestHeaders } from './request-origin';

// While the database is away every request fails the same way: one log line per 10 s says so.
let lastLogged = 0;
let unlogged = 0;

/** Logs a request answered 503 because the store is unavailable, at most once per 10 s. */
export function logStoreUnavailable(pathname: string, error: unknown): void {
  unlogged += 1;
  if (Date.now() - lastLogged < 10_000) return;
  console.error(
    `503 for ${unlogged} request(s), the last ${pathname}: ${error instanceof Error ? error.message : String(error)}`,
  );
  lastLogged = Date.now();
  unlogged = 0;
}

/** The 503 answer to `request` while the store is unavailable. */
export function storeUnavailableResponse(request: RequestHeaders): Response {
  const locale = requestLocale(
    {
      query: new URL(request.url).searchParams.get('lng'),
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
    },
    siteLocales(loadExport().site),
  );
  const message = createTranslator(locale)('validation.storeUnavailable', {
    seconds: storeRetryAfterSeconds,
  });
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(storeRetryAfterSeconds) };
  const accept = request.headers.get('accept') ?? '';
  if (accept.includes('text/html') && !accept.includes('application/json')) {
    const page = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>503</title><p>${escapeHtml(message)}</p></html>`;
    return new Response(page, {
      status: 503,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  return new Response(JSON.stringify({ errors: { _form: [message] } }), {
    status: 503,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });
}
