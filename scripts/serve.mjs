// The production server of `npm start`: the prerendered pages and assets of dist/client, the API
// (Astro's Node handler in middleware mode) under /api/, `?lng=xx` as a redirect to the page in
// language xx, a permanent redirect for a page without its trailing slash or a live listing under a
// wrong address, and for any other path status 404 with the prerendered not-found page in the
// visitor's language (the path's prefix, else ?lng, cookie, browser), or its property variant.
// `node scripts/serve.mjs [distDir]` (default dist, or DIST_DIR); PORT (4321) and HOST (0.0.0.0).

import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveProcesses } from './api-processes.mjs';
import { chooseEncoding, compressedFiles, isCompressible } from './compressed-files.mjs';
import { languageTarget, notFoundTarget, slashTarget } from './not-found-target.mjs';
import { securityHeaders } from './security-headers.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
};

/**
 * How long a browser or CDN may keep a file: hashed build assets for good, pages briefly; the export's
 * media keep their names across exports, so a day, then checked again.
 */
function cacheControl(pathname, type) {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (type.startsWith('text/html')) return 'public, max-age=0, must-revalidate';
  if (pathname.startsWith('/media/')) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=3600';
}

/**
 * Starts the server on `port` (0 picks a free one) and resolves with it once it listens.
 * @param {{ distDir?: string, port?: number, host?: string }} [options]
 */
export async function startServer({
  distDir = process.env.DIST_DIR ?? 'dist',
  port = Number(process.env.PORT ?? 4321),
  host = process.env.HOST ?? '0.0.0.0',
} = {}) {
  const dist = resolve(distDir);
  const client = join(dist, 'client');
  const { handler } = await import(pathToFileURL(join(dist, 'server', 'entry.mjs')).href);
  if (typeof handler !== 'function') {
    throw new Error(
      `${dist}/server/entry.mjs exports no handler: build with @astrojs/node in middleware mode.`,
    );
  }
  const routes = JSON.parse(await readFile(join(client, 'not-found-routes.json'), 'utf8'));
  const versions = JSON.parse(await readFile(join(client, 'language-versions.json'), 'utf8'));
  const siteJson = await readFile(join(process.env.DATA_DIR || 'data', 'site.json'), 'utf8').catch(
    () => '{}',
  );
  const headers = securityHeaders({ tileUrl: JSON.parse(siteJson).MapTileUrl });
  const compressed = compressedFiles();
  const notFoundFiles = new Set(Object.values(routes.pages).flatMap((pages) => [pages.page, pages.property]));

  /** The file under dist/client a path names (a folder's index.html), or undefined. */
  async function fileFor(pathname) {
    const file = resolve(client, `.${pathname}`);
    // Refuse anything that climbs out of the client folder.
    if (file !== client && !file.startsWith(client + sep)) return undefined;
    for (const candidate of [file, join(file, 'index.html')]) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) return { path: candidate, info };
    }
    return undefined;
  }

  async function send(request, response, status, found, pathname) {
    const type = contentTypes[extname(found.path).toLowerCase()] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      'Content-Length': found.info.size,
      'Last-Modified': found.info.mtime.toUTCString(),
      'Cache-Control': status === 200 ? cacheControl(pathname, type) : 'no-store',
      'X-Content-Type-Options': 'nosniff',
    };
    const encoding = isCompressible(type) ? chooseEncoding(request.headers['accept-encoding']) : undefined;
    // Keep a Vary the caller set (the not-found answers vary by language too).
    if (isCompressible(type))
      headers.Vary = [response.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', ');
    const since = Date.parse(request.headers['if-modified-since'] ?? '');
    if (status === 200 && since >= Math.floor(found.info.mtimeMs / 1000) * 1000) {
      response.writeHead(304, {
        'Cache-Control': headers['Cache-Control'],
        'Last-Modified': headers['Last-Modified'],
      });
      response.end();
      return;
    }
    if (encoding !== undefined) {
      const body = await compressed.get(found.path, found.info.mtimeMs, encoding);
      response.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(found.path).pipe(response);
  }

  /** Sends the visitor on to `location`, keeping the query string. */
  function redirect(response, status, location, search) {
    response.writeHead(status, { Location: `${location}${search}`, 'Cache-Control': 'no-store' });
    response.end();
  }

  async function notFound(request, response, pathname, url) {
    const target = notFoundTarget(pathname, routes, {
      lng: url.searchParams.get('lng'),
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    if ('redirect' in target) return redirect(response, 308, target.redirect, url.search);
    // The answer to an unprefixed path depends on the visitor's cookie and browser languages.
    response.setHeader('Vary', 'Cookie, Accept-Language');
    const found = await fileFor(target.page);
    if (found === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end('Not found');
      return;
    }
    await send(request, response, 404, found, target.page);
  }

  async function handle(request, response) {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end('Bad request');
      return;
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      handler(request, response, () => {
        response.writeHead(404, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        response.end(JSON.stringify({ errors: { path: ['Not found'] } }));
      });
      return;
    }
    // A form refused without JavaScript comes back to its own page with a token (post/redirect/get):
    // that GET is rendered on demand (src/pages/form-error), showing the form's messages and values.
    const formReturn = url.searchParams.get('form-return');
    if ((request.method === 'GET' || request.method === 'HEAD') && formReturn !== null) {
      const token = /^[A-Za-z0-9_-]{32}$/.test(formReturn) ? formReturn : 'none';
      request.url = `/form-error/${token}/?at=${encodeURIComponent(pathname)}`;
      handler(request, response, () => notFound(request, response, pathname));
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {
        Allow: 'GET, HEAD',
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end('Method not allowed');
      return;
    }
    const lng = url.searchParams.get('lng');
    // ?lng=xx asks for this page in language xx; the target keeps it so the page remembers the choice.
    const inLanguage = lng === null ? undefined : languageTarget(url.pathname, lng, versions);
    if (inLanguage !== undefined) return redirect(response, 302, inLanguage, url.search);
    const withSlash = slashTarget(url.pathname, versions, routes.defaultLocale);
    if (withSlash !== undefined) return redirect(response, 308, withSlash, url.search);
    const found = await fileFor(pathname);
    // The not-found pages themselves answer 404 too, even when asked for by name.
    const isNotFoundPage = notFoundFiles.has(pathname) || notFoundFiles.has(`${pathname}/`);
    if (found === undefined || isNotFoundPage) return notFound(request, response, pathname, url);
    await send(request, response, 200, found, pathname);
  }

  // The header and request timeouts are checked every 2 s (Node's default: every 30 s).
  const server = createServer({ connectionsCheckingInterval: 2_000 }, (request, response) => {
    handle(request, response).catch((error) => {
      console.error(`Could not answer ${request.url}:`, error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Server error');
    });
  });
  // Node's defaults hold a trickled body for minutes and an idle connection for long: a client gets
  // 10 s for its headers, 90 s for the whole request (a 6 MB CV on a slow mobile upload), and a
  // connection that sends nothing for 30 s, or idles 5 s between requests, is closed.
  server.headersTimeout = 10_000;
  server.requestTimeout = 90_000;
  server.keepAliveTimeout = 5_000;
  server.setTimeout(30_000, (socket) => socket.destroy());
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolveListen);
  });
  // Wake the API so its outbox worker delivers what was queued before a restart.
  const address = server.address();
  if (typeof address === 'object' && address !== null) {
    fetch(`http://127.0.0.1:${address.port}/api/forms/outbox`).catch(() => undefined);
  }
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // One process, or API_PROCESSES workers on one port (scripts/api-processes.mjs).
  await serveProcesses(
    () => startServer(process.argv[2] === undefined ? {} : { distDir: process.argv[2] }),
    (address) => console.log(`Serving on http://${address}`),
  );
}
