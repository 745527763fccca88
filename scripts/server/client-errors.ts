// What a client gets when its request never arrives whole. Node ends a request whose headers take more
// than 10 s, or whose whole body more than 90 s (serve.ts), with a client error that carries only the
// connection, not the request or its page's language: a visitor whose form took that long to send (a
// large CV on a slow connection, JavaScript off) reads what happened in every language of the
// dictionaries, instead of Fastify's JSON in English. Other client errors (malformed requests, which no
// browser sends) get a plain answer, as the server gives other malformed requests.
import { readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { escapeHtml } from '../../src/domain/values/escape-html.mjs';

/**
 * The dictionaries' languages, in the order the page lists them: src/i18n/locales.ts's list, which this
 * plain-JavaScript server cannot import (client-errors.test.ts keeps the two equal).
 */
export const timeoutPageLanguages = ['nl', 'fr', 'en', 'de'];

/** The 408 page: each language's title and text from locales/<language>/errors.json (requestTimeout). */
export function requestTimeoutPage(localesDir = new URL('../../locales/', import.meta.url)): string {
  const sections = timeoutPageLanguages.map((language) => {
    const { title, text } = JSON.parse(
      readFileSync(new URL(`${language}/errors.json`, localesDir), 'utf8'),
    ).requestTimeout;
    return `<section lang="${language}"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></section>`;
  });
  return [
    `<!doctype html><html lang="${timeoutPageLanguages[0]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${STATUS_CODES[408]}</title>`,
    '<style>body{max-width:40rem;margin:2rem auto;padding:0 1rem;font:1rem/1.6 system-ui,sans-serif}',
    'h1{font-size:1.25rem;margin:1.5rem 0 .25rem}</style></head><body>',
    ...sections,
    '</body></html>',
  ].join('');
}

/** A raw HTTP answer that closes the connection after it. */
function rawAnswer(status: number, type: string, body: string): string {
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    `Content-Type: ${type}; charset=utf-8`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * The raw answer to a client error (Node's 'clientError'): 408 with the page for a request that timed
 * out, 431 for headers too large, else 400; undefined for a connection the client reset.
 */
export function clientErrorAnswer(error: NodeJS.ErrnoException, page: string): string | undefined {
  if (error.code === 'ECONNRESET') return undefined;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return rawAnswer(408, 'text/html', page);
  if (error.code === 'HPE_HEADER_OVERFLOW') return rawAnswer(431, 'text/plain', 'Request headers too large');
  return rawAnswer(400, 'text/plain', 'Bad request');
}

/** The requests whose answer has gone out, though their body may still be arriving. */
const answered = new WeakSet<IncomingMessage>();

/**
 * Records `request` as answered once `response` has gone out: a route may answer before the body has
 * arrived (too large, refused), then read the rest, and the request may time out meanwhile.
 */
export function markAnsweredWhenSent(request: IncomingMessage, response: ServerResponse): void {
  response.once('finish', () => answered.add(request));
}

/** What Node's HTTP server keeps on a socket: its parser's request, the answer being written. */
type ParserSocket = Socket & {
  parser?: { incoming?: IncomingMessage } | null;
  _httpMessage?: { headersSent?: boolean } | null;
};

/** Fastify's clientErrorHandler, with the timeout page read once. */
export function clientErrorHandler(page = requestTimeoutPage()) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    const answer = clientErrorAnswer(error, page);
    if (answer === undefined || socket.destroyed) return;
    // Never a second answer to a request (Node's parser still holds the one whose body is arriving), nor
    // bytes in the middle of one that has begun.
    const internals = socket as ParserSocket;
    const request = internals.parser?.incoming;
    const busy =
      (request !== undefined && answered.has(request)) || internals._httpMessage?.headersSent === true;
    if (socket.writable && !busy) socket.write(answer);
    socket.destroy(error);
  };
}
