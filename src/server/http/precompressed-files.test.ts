import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompressed-files';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A client folder with a page, a script, a picture and a tiny text file. */
function client(): string {
  const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
  folders.push(dir);
  mkdirSync(join(dir, 'nl', 'contact'), { recursive: true });
  writeFileSync(join(dir, 'nl', 'contact', 'index.html'), `<!doctype html>${'<p>Contact</p>'.repeat(200)}`);
  writeFileSync(join(dir, 'app.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4000, 7));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

describe('precompressFolder', () => {
  it('writes a Brotli and a gzip copy beside each text file, of its bytes', async () => {
    const dir = client();
    const result = await precompressFolder(dir);
    const page = readFileSync(join(dir, 'nl', 'contact', 'index.html'));
    expect(brotliDecompressSync(readFileSync(join(dir, 'nl', 'contact', 'index.html.br'))).equals(page)).toBe(
      true,
    );
    expect(gunzipSync(readFileSync(join(dir, 'nl', 'contact', 'index.html.gz'))).equals(page)).toBe(true);
    // The gzip copy, which only a client without Brotli reads, is made at the fastest level.
    expect(readFileSync(join(dir, 'nl', 'contact', 'index.html.gz'))).toEqual(gzipSync(page, { level: 1 }));
    expect(statSync(join(dir, 'app.js.br')).size).toBeLessThan(statSync(join(dir, 'app.js')).size);
    // Pictures are compressed already; a copy no smaller than its file is not written.
    expect(statSync(join(dir, 'photo.webp.br'), { throwIfNoEntry: false })).toBeUndefined();
    expect(statSync(join(dir, 'robots.txt.gz'), { throwIfNoEntry: false })).toBeUndefined();
    expect(result).toEqual({ compressed: 2, unchanged: 0, small: 1 });
  });

  it('compresses again only the files written since, to the same bytes as a fresh run', async () => {
    const dir = client();
    await precompressFolder(dir);
    const page = join(dir, 'nl', 'contact', 'index.html');
    const copyBefore = readFileSync(`${page}.br`);
    writeFileSync(join(dir, 'app.js'), `console.log(${JSON.stringify('y'.repeat(3000))});`);
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'app.js'), later, later);
    const result = await precompressFolder(dir);
    expect(result.compressed).toBe(1);
    expect(result.unchanged).toBe(1);
    expect(readFileSync(`${page}.br`).equals(copyBefore)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toContain('yyy');
    // The same file gives the same copies whichever run made them (builds compare byte for byte).
    const again = client();
    await precompressFolder(again);
    expect(
      readFileSync(join(again, 'nl', 'contact', 'index.html.gz')).equals(readFileSync(`${page}.gz`)),
    ).toBe(true);
  });
});
