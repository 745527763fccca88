import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressedFiles, isCompressible } from './compressed-files.mjs';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('isCompressible', () => {
  it('takes text, JSON, XML and SVG but not pictures, fonts or PDFs', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json', 'image/svg+xml', 'text/javascript'])
      expect(isCompressible(type)).toBe(true);
    for (const type of ['image/webp', 'font/woff2', 'application/pdf', 'video/mp4'])
      expect(isCompressible(type)).toBe(false);
  });
});

describe('compressedFiles', () => {
  it('compresses a file once per version and again when it changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compressed-'));
    const path = join(dir, 'page.html');
    writeFileSync(path, '<p>first</p>'.repeat(100));
    const cache = compressedFiles();
    const first = await cache.get(path, 1, 'br');
    expect(brotliDecompressSync(first).toString()).toBe('<p>first</p>'.repeat(100));
    writeFileSync(path, '<p>second</p>'.repeat(100));
    // Same version: the copy made before is kept.
    expect(await cache.get(path, 1, 'br')).toBe(first);
    utimesSync(path, new Date(), new Date());
    expect(brotliDecompressSync(await cache.get(path, 2, 'br')).toString()).toBe('<p>second</p>'.repeat(100));
    expect(gunzipSync(await cache.get(path, 2, 'gzip')).toString()).toBe('<p>second</p>'.repeat(100));
  });

  it('compresses a file once for requests that come while its copy is being made', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compressed-'));
    const path = join(dir, 'page.html');
    writeFileSync(path, '<p>burst</p>'.repeat(1000));
    const cache = compressedFiles();
    const [first, second] = await Promise.all([cache.get(path, 1, 'br'), cache.get(path, 1, 'br')]);
    expect(second).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe('<p>burst</p>'.repeat(1000));
  });

  it('shows a copy already made only for its version, without making one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compressed-'));
    const path = join(dir, 'page.html');
    writeFileSync(path, '<p>page</p>'.repeat(100));
    const cache = compressedFiles();
    expect(cache.peek(path, 'W/"a"', 'br')).toBeUndefined();
    const made = await cache.get(path, 'W/"a"', 'br');
    expect(cache.peek(path, 'W/"a"', 'br')).toBe(made);
    expect(cache.peek(path, 'W/"a"', 'gzip')).toBeUndefined();
    expect(cache.peek(path, 'W/"b"', 'br')).toBeUndefined();
  });

  it('drops the oldest copies beyond its size bound', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compressed-'));
    const cache = compressedFiles({ maxBytes: 1 });
    const a = join(dir, 'a.txt');
    writeFileSync(a, 'aaaa');
    const kept = await cache.get(a, 1, 'gzip');
    const b = join(dir, 'b.txt');
    writeFileSync(b, 'bbbb');
    await cache.get(b, 1, 'gzip');
    // a's copy was dropped: asking again makes a new buffer.
    expect(await cache.get(a, 1, 'gzip')).not.toBe(kept);
  });
});
