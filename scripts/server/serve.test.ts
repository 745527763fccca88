// `npm start`'s server against a real build: pages, assets with their types and cache rules, and
// status 404 with the not-found page of the path's language (the property variant for old listings).
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, onTheWire, rawRequest, startBuiltServer } from './serve-test-server.ts';

const out = resolve('.cache/serve-test');
let server: BuiltServer | undefined;
let base = '';

// A whole build, precompressed files included, before the first request: longer than the unit
// project's two minutes for a hook when the machine is busy with the other test files.
beforeAll(async () => {
  server = await startBuiltServer(out);
  base = server.base;
}, 360_000);

afterAll(() => {
  server?.stop();
});

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });
const raw = (method: string, path: string) => rawRequest(base, method, path);
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('scripts/server/serve.ts', () => {
  it('serves the home page as HTML that browsers revalidate', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('max-age=0');
    expect(await response.text()).toContain('<html lang="en-GB"');
  });

  it('answers an unknown path with 404 and the not-found page of its language', async () => {
    const french = await get('/fr/nope/');
    expect(french.status).toBe(404);
    const html = await french.text();
    expect(html).toContain('<html lang="fr-BE"');
    expect(html).toContain('<meta name="robots" content="noindex"');
    const english = await get('/nope/deeper');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('<html lang="en-GB"');
  });

  it('says an old property URL does not exist or is sold, in its language', async () => {
    const short = await get('/property/999999/');
    expect(short.status).toBe(404);
    expect(title(await short.text())).toMatch(/^Property not found/);
    const dutch = await get('/nl/te-koop/gent/huis/999999/');
    expect(dutch.status).toBe(404);
    const html = await dutch.text();
    expect(html).toContain('<html lang="nl-BE"');
    expect(title(html)).not.toBe(title(await (await get('/nl/nope/')).text()));
  });

  it('answers an unprefixed unknown path in the visitor language, and says it varies by it', async () => {
    const dutch = await get('/nope/', { headers: { cookie: 'i18nextLng=nl' } });
    expect(dutch.status).toBe(404);
    expect(dutch.headers.get('vary')).toContain('Cookie');
    expect(await dutch.text()).toContain('<html lang="nl-BE"');
    const german = await get('/nope/', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(await german.text()).toContain('<html lang="de-BE"');
  });

  it('sends a live listing under a wrong address, and a page without its slash, on for good', async () => {
    const wrong = await get('/nl/te-koop/gent/house/1001/');
    expect(wrong.status).toBe(308);
    expect(wrong.headers.get('location')).toBe('/nl/te-koop/gent/huis/1001/');
    const slashless = await get('/contact?x=1');
    expect(slashless.status).toBe(308);
    expect(slashless.headers.get('location')).toBe('/contact/?x=1');
  });

  it('answers ?lng=xx with the page in language xx, keeping lng for the page to remember', async () => {
    const asked = await get('/contact/?lng=fr');
    expect(asked.status).toBe(302);
    expect(asked.headers.get('location')).toBe('/fr/contact/?lng=fr');
    expect((await get('/fr/contact/?lng=fr')).status).toBe(200);
    expect((await get('/contact/?lng=es')).status).toBe(200);
  });

  it('answers a conditional request "not modified", and HEAD with the headers alone', async () => {
    // Not fetch: it adds "Cache-Control: no-cache" to a conditional request, as a browser's reload does.
    // One Accept-Encoding throughout, as a browser sends: each encoding's copy has its own validator.
    const { request } = await import('node:http');
    const conditional = (headers: Record<string, string>) =>
      new Promise<{ status: number; cache: string | undefined; etag: string; modified: string }>(
        (done, fail) => {
          request(
            `${base}/contact/`,
            { headers: { 'Accept-Encoding': 'gzip, br', ...headers } },
            (answer) => {
              answer.resume();
              done({
                status: answer.statusCode ?? 0,
                cache: answer.headers['cache-control'],
                etag: answer.headers.etag ?? '',
                modified: answer.headers['last-modified'] ?? '',
              });
            },
          )
            .on('error', fail)
            .end();
        },
      );
    const { etag, modified } = await conditional({});
    expect(etag).not.toBe('');
    expect(modified).not.toBe('');
    expect(await conditional({ 'If-None-Match': etag })).toMatchObject({
      status: 304,
      cache: 'public, max-age=0, must-revalidate',
    });
    expect((await conditional({ 'If-Modified-Since': modified })).status).toBe(304);
    expect((await conditional({ 'If-None-Match': '"other"' })).status).toBe(200);
    const head = await get('/contact/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
    // The not-found page carries no validators: a browser never hears "not modified" for it.
    const missing = await get('/nope/', { headers: { 'if-modified-since': modified } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(missing.headers.get('last-modified')).toBeNull();
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the security headers with pages, not-found pages, redirects and API answers', async () => {
    for (const path of ['/', '/nope/', '/contact', '/api/health']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    }
  });

  it('answers 404 for the not-found pages asked for by name', async () => {
    expect((await get('/404.html')).status).toBe(404);
    expect((await get('/fr/404/')).status).toBe(404);
  });

  it('serves the sitemap, robots.txt and resized pictures with their content types', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain('hreflang="x-default"');
    expect((await get('/robots.txt')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const photo = await get('/media/house-01-400.webp');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('lets browsers keep the hashed build assets for good', async () => {
    const html = await (await get('/')).text();
    const asset = /(\/_astro\/[^"']+\.(?:css|js))/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends text compressed with Brotli or gzip as the browser accepts, pictures as they are', async () => {
    const { readFileSync } = await import('node:fs');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const file = readFileSync(resolve(out, 'client', 'index.html'));
    const raw = (response: Response) => response.arrayBuffer().then((body) => Buffer.from(body));
    const wire = (path: string, acceptEncoding: string) => onTheWire(base, path, acceptEncoding);
    const br = await wire('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/^accept-encoding$/i);
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
    expect(br.body.length).toBeLessThan(file.length / 3);
    const gz = await wire('/', 'gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(file)).toBe(true);
    const plain = await wire('/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
    // The build's copy is sent as it is, from the first request: whole, with its length, and an ETag of
    // its own (a cache must not take one encoding's validator for another's).
    const copy = await wire('/', 'br');
    expect(copy.headers['content-length']).toBe(String(copy.body.length));
    expect(copy.body.equals(readFileSync(resolve(out, 'client', 'index.html.br')))).toBe(true);
    expect(copy.headers.etag).not.toBe(plain.headers.etag);
    expect(copy.headers.etag).not.toBe(gz.headers.etag);
    // A browser that takes any encoding gets one of the copies.
    expect(['br', 'gzip']).toContain((await wire('/', '*')).headers['content-encoding']);
    // The not-found page too, still with its status and its other reasons to vary.
    const notFoundFile = readFileSync(resolve(out, 'client', 'fr', '404', 'index.html'));
    const missing = await wire('/fr/nope/', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-length']).toBe(String(missing.body.length));
    expect(brotliDecompressSync(missing.body).equals(notFoundFile)).toBe(true);
    expect(String(missing.headers.vary)).toMatch(/accept-encoding/i);
    // The sitemap keeps its charset when compressed.
    const sitemap = await wire('/sitemap.xml', 'br');
    expect(sitemap.headers['content-encoding']).toBe('br');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const photo = await wire('/media/house-01-400.webp', 'br');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect((await raw(await get('/media/house-01-400.webp'))).length).toBe(photo.body.length);
  });

  it('refuses to leave the published folder and other methods than GET on pages', async () => {
    expect((await get('/..%2f..%2fpackage.json')).status).toBe(404);
    const post = await get('/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('cache-control')).toBe('no-store');
    const malformed = await get('/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('cache-control')).toBe('no-store');
  });

  it("answers paths the file server refuses (a NUL byte, a backslash climbing out) as its own, not with Fastify's JSON", async () => {
    const nul = await get('/nl/%00');
    expect(nul.status).toBe(400);
    expect(nul.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await nul.text()).toBe('Bad request');
    // A way out of the folder is a page that does not exist, as '/..%2f..' is.
    const climbing = await get('/_astro/..%5c..%5cpackage.json');
    expect(climbing.status).toBe(404);
    expect(climbing.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await climbing.text()).not.toMatch(/FST_|statusCode/);
  });

  it('refuses TRACE and QUERY on pages and on the API with 4xx in their own shapes, never 500', async () => {
    const page = await raw('TRACE', '/nl/');
    expect(page).toMatchObject({ status: 405, allow: 'GET, HEAD', body: 'Method not allowed' });
    expect(await raw('QUERY', '/nl/')).toMatchObject({ status: 405, body: 'Method not allowed' });
    for (const path of ['/api/forms/site-contact', '/api/health', '/api/nope']) {
      const trace = await raw('TRACE', path);
      expect(trace.status, path).toBe(405);
      expect(trace.type).toBe('application/json; charset=utf-8');
      expect(JSON.parse(trace.body)).toEqual({ errors: { _form: ['Method Not Allowed'] } });
      // QUERY carries a body and must say what it is (RFC 10008): refused before any route, in JSON.
      const query = await raw('QUERY', path);
      expect(query.status, path).toBe(400);
      expect(JSON.parse(query.body)).toEqual({ errors: { _form: ['Bad Request'] } });
    }
  });

  it('closes a connection that sends nothing, and one whose headers never end, within seconds', async () => {
    const { port, hostname } = new URL(base);
    const closedAfter = (send: string) =>
      new Promise<number>((resolveClosed) => {
        const started = Date.now();
        const socket = connect(Number(port), hostname, () => socket.write(send));
        socket.on('data', () => undefined);
        socket.on('error', () => undefined);
        socket.on('close', () => resolveClosed(Date.now() - started));
      });
    const [idle, slowHeaders] = await Promise.all([
      closedAfter(''),
      closedAfter('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n'),
    ]);
    // Node's defaults keep both for a minute or more.
    expect(idle).toBeLessThan(40_000);
    expect(slowHeaders).toBeLessThan(40_000);
  }, 60_000);

  it('answers a request naming the whole URL, as one through a proxy does, by its path', async () => {
    const { request } = await import('node:http');
    const { hostname, port } = new URL(base);
    const status = await new Promise<number | undefined>((done, fail) => {
      request({ hostname, port, path: `${base}/contact/` }, (answer) => {
        answer.resume();
        done(answer.statusCode);
      })
        .on('error', fail)
        .end();
    });
    expect(status).toBe(200);
  });

  it('renders a results page asked for with a filter on demand, its listings filtered', async () => {
    const count = (html: string) => Number(/id="results-count"[^>]*>(\d+)/.exec(html)?.[1]);
    const all = await get('/fr/a-vendre/?utm_source=mail');
    const allHtml = await all.text();
    expect(all.headers.get('cache-control')).toContain('max-age=0');
    expect(allHtml).not.toContain('<meta name="robots" content="noindex"');
    const filtered = await get('/fr/a-vendre/?bedrooms=3&price=0-500000');
    expect(filtered.status).toBe(200);
    expect(filtered.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(filtered.headers.get('cache-control')).toBe('public, max-age=60');
    expect(filtered.headers.get('content-security-policy')).not.toBeNull();
    const html = await filtered.text();
    expect(html).toContain('<html lang="fr-BE"');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toMatch(/<option value="3" selected/);
    expect(count(html)).toBeGreaterThan(0);
    expect(count(html)).toBeLessThan(count(allHtml));
    // Bad values are ignored: every listing, no error.
    const bad = await get('/fr/a-vendre/?bedrooms=lots&price=cheap&page=x');
    expect(bad.status).toBe(200);
    expect(count(await bad.text())).toBe(count(allHtml));
    // Not a results page: the query changes nothing.
    expect((await get('/fr/contact/?bedrooms=3')).headers.get('cache-control')).toContain('max-age=0');
  });

  it("renders with React's production build, without its development warnings", async () => {
    // A filtered page renders its cards with React on the server; React's development build (the
    // default without NODE_ENV=production) is slower and warned here about the cards' srcset.
    expect((await get('/fr/a-vendre/?bedrooms=2')).status).toBe(200);
    expect((await get('/for-sale/?bedrooms=1&page=2')).status).toBeLessThan(500);
    expect(server?.output()).not.toMatch(/Invalid DOM property|Warning: |React does not recognize/);
  });

  it('renders filtered results pages for a share of its time: past it, a flood gets the static page', async () => {
    const count = (html: string) => Number(/id="results-count"[^>]*>(\d+)/.exec(html)?.[1]);
    const all = count(await (await get('/fr/a-vendre/')).text());
    // Waves of 120 filtered pages at once, as a crawler or an attacker sends them: each would be a
    // rendering on the loop that serves every page, each page waiting behind them all. How many waves
    // spend the budget depends on how long a rendering takes on this machine (each wave renders for a
    // time and earns back a quarter of it), so the waves go on until one page is refused a rendering,
    // 20 waves at most.
    const wave = (start: number) =>
      Promise.all(
        Array.from({ length: 120 }, async (_, index) => {
          const answer = await get(`/fr/a-vendre/?price=0-500000&utm_content=${start + index}`);
          return {
            status: answer.status,
            cache: answer.headers.get('cache-control'),
            policy: answer.headers.get('content-security-policy'),
            count: count(await answer.text()),
          };
        }),
      );
    const flood: Awaited<ReturnType<typeof wave>> = [];
    for (let waves = 0; waves < 20 && !flood.some((answer) => answer.cache === 'no-store'); waves++)
      flood.push(...(await wave(flood.length)));
    expect(flood.every((answer) => answer.status === 200 && answer.policy !== null)).toBe(true);
    const rendered = flood.filter((answer) => answer.cache === 'public, max-age=60');
    const unfiltered = flood.filter((answer) => answer.cache === 'no-store');
    // Rendered while the budget lasted (a burst, then a quarter of the time); the rest got the page with
    // every listing at once, for the browser's search to filter, kept from caches under the filtered URL.
    expect(rendered.length).toBeGreaterThan(0);
    expect(unfiltered.length).toBeGreaterThan(0);
    expect(rendered.length + unfiltered.length).toBe(flood.length);
    expect(unfiltered.every((answer) => answer.count === all)).toBe(true);
    expect(rendered.every((answer) => answer.count > 0 && answer.count < all)).toBe(true);
  });

  it('hands /api/ to the API and answers an unknown endpoint with a JSON 404', async () => {
    const response = await get('/api/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
