import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HotFiles } from './hot-files.ts';
import { staticFiles } from './static-files.ts';

let dir: string;
let app: FastifyInstance;
let hot: HotFiles;

async function serve(options = { maxBytes: 1024 * 1024, maxFileBytes: 64 * 1024 }) {
  hot = new HotFiles(options);
  app = Fastify();
  await app.register(staticFiles, { root: dir, hotFiles: hot });
  app.get('/*', (request, reply) => reply.sendReleaseFile(new URL(request.url, 'http://x').pathname, [dir]));
  await app.ready();
}

/** An answer as the browser gets it: status, the file's headers and the body. */
async function get(path: string, headers: Record<string, string> = { 'accept-encoding': 'br, gzip' }) {
  const response = await app.inject({ method: 'GET', url: path, headers });
  const { date: _date, connection: _connection, ...kept } = response.headers;
  return { status: response.statusCode, headers: kept, body: response.rawPayload };
}

/** Waits until the file read in the background after an answer is kept. */
async function kept(bytes: number) {
  for (let tries = 0; hot.bytes < bytes && tries < 200; tries += 1)
    await new Promise((done) => setImmediate(done));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hot-files-'));
  mkdirSync(join(dir, 'page'));
  writeFileSync(join(dir, 'page', 'index.html'), '<p>page</p>');
  writeFileSync(join(dir, 'page', 'index.html.br'), 'brotli bytes');
  writeFileSync(join(dir, 'page', 'index.html.gz'), 'gzip bytes!');
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('files answered from memory', () => {
  it('answers a file asked for again from memory, with the same headers and bytes as from disk', async () => {
    await serve();
    const first = await get('/page/');
    await kept(first.body.length);
    const second = await get('/page/');
    expect(hot.hits).toBe(1);
    expect(second).toEqual(first);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['vary']).toBe('accept-encoding');
    expect(second.body.toString()).toBe('brotli bytes');
  });

  it('keeps one answer per Accept-Encoding, so each browser gets the copy it can read', async () => {
    await serve();
    await get('/page/', { 'accept-encoding': 'gzip' });
    await get('/page/', {});
    await kept('gzip bytes!'.length + '<p>page</p>'.length);
    const gzip = await get('/page/', { 'accept-encoding': 'gzip' });
    const plain = await get('/page/', {});
    expect(hot.hits).toBe(2);
    expect(gzip.body.toString()).toBe('gzip bytes!');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.body.toString()).toBe('<p>page</p>');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves a file swapped in on disk (a new build in the same folder), not the one kept', async () => {
    await serve();
    await get('/page/');
    await kept(1);
    // The same size and a new inode, as a build renamed into place writes it.
    writeFileSync(join(dir, 'new.br'), 'BROTLI BYTES');
    renameSync(join(dir, 'new.br'), join(dir, 'page', 'index.html.br'));
    const after = await get('/page/');
    expect(after.body.toString()).toBe('BROTLI BYTES');
    expect(hot.hits).toBe(0);
  });

  it('leaves range and conditional requests to the file server', async () => {
    await serve();
    const first = await get('/page/');
    await kept(1);
    const range = await get('/page/', { 'accept-encoding': 'identity', range: 'bytes=0-2' });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe('<p>');
    const revalidated = await get('/page/', {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(first.headers['etag']),
    });
    expect(revalidated.status).toBe(304);
    expect(hot.hits).toBe(0);
  });

  it('keeps no more than its budget, the least recently asked for going first, and no large file', async () => {
    writeFileSync(join(dir, 'a.txt'), 'a'.repeat(400));
    writeFileSync(join(dir, 'b.txt'), 'b'.repeat(400));
    writeFileSync(join(dir, 'c.txt'), 'c'.repeat(400));
    writeFileSync(join(dir, 'big.txt'), 'x'.repeat(2000));
    await serve({ maxBytes: 1000, maxFileBytes: 1000 });
    for (const name of ['a', 'b']) {
      await get(`/${name}.txt`);
      await kept(hot.bytes + 400);
    }
    await get('/a.txt'); // a is now the most recently asked for
    await get('/c.txt');
    await kept(1200);
    expect(hot.bytes).toBe(800);
    await get('/big.txt');
    await get('/a.txt');
    await get('/c.txt');
    await get('/b.txt');
    expect(hot.hits).toBe(3); // a twice and c; b was dropped for c, and big is never kept
    expect(hot.bytes).toBeLessThanOrEqual(1000);
  });

  it('answers a missing file as the file server does', async () => {
    await serve();
    expect((await get('/gone.txt')).status).toBe(404);
    expect((await get('/gone.txt')).status).toBe(404);
    expect(hot.hits).toBe(0);
  });
});
