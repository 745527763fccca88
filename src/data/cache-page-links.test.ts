import fs, { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { linkCachedPages } from './cache-page-links';

let folder = '';
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  rmSync(folder, { recursive: true, force: true });
});

/** An output folder and a cache folder, with the page's and its cached copy's folders made. */
function folders() {
  folder = mkdtempSync(join(tmpdir(), 'cache-links-'));
  const out = join(folder, 'dist');
  const cacheDist = join(folder, 'cache', 'dist');
  for (const dir of [join(out, 'client', 'contact'), join(cacheDist, 'client', 'contact')])
    mkdirSync(dir, { recursive: true });
  return {
    page: join(out, 'client', 'contact', 'index.html'),
    cached: join(cacheDist, 'client', 'contact', 'index.html'),
    start: () => {
      stop = linkCachedPages(out, cacheDist);
    },
  };
}

describe('linkCachedPages', () => {
  it("makes the cache's copy of a page, written as Astro writes it, a link to the page", async () => {
    const { page, cached, start } = folders();
    writeFileSync(cached, 'the copy of an earlier build');
    start();
    const body = new TextEncoder().encode('<p>contact</p>');
    // As core/build/generate.js writes: the page to a file URL, then its cached copy with the same bytes.
    await fs.promises.writeFile(pathToFileURL(page), body);
    await fs.promises.writeFile(pathToFileURL(cached), body);
    expect(statSync(cached).ino).toBe(statSync(page).ino);
    expect(readFileSync(cached, 'utf8')).toBe('<p>contact</p>');
  });

  it('has linked the copy before its promise is awaited', async () => {
    const { page, cached, start } = folders();
    writeFileSync(cached, 'the copy of an earlier build');
    start();
    const body = new TextEncoder().encode('<p>contact</p>');
    await fs.promises.writeFile(page, body);
    const linking = fs.promises.writeFile(cached, body);
    expect(statSync(cached).ino).toBe(statSync(page).ino);
    await linking;
  });

  it('writes the copy as a file of its own when its bytes are not those just written to the page', async () => {
    const { page, cached, start } = folders();
    start();
    await fs.promises.writeFile(page, new TextEncoder().encode('<p>one</p>'));
    await fs.promises.writeFile(cached, new TextEncoder().encode('<p>one</p>'));
    expect(statSync(cached).ino).not.toBe(statSync(page).ino);
    expect(readFileSync(cached, 'utf8')).toBe('<p>one</p>');
  });

  it('writes the copy when the page is gone, and nothing is linked once stopped', async () => {
    const { page, cached, start } = folders();
    start();
    const body = new TextEncoder().encode('<p>contact</p>');
    await fs.promises.writeFile(page, body);
    rmSync(page);
    await fs.promises.writeFile(cached, body);
    expect(readFileSync(cached, 'utf8')).toBe('<p>contact</p>');
    stop();
    await fs.promises.writeFile(page, body);
    await fs.promises.writeFile(cached, body);
    expect(statSync(cached).ino).not.toBe(statSync(page).ino);
  });
});
