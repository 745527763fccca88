import fs, { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import config from '../../astro.config.mjs';
import { watchWrittenFiles } from '../server/http/written-files';
import { linkCachedPages } from './cache-page-links';
import { writeSynchronouslyUnder } from './synchronous-page-writes';

const realWriteFile = fs.promises.writeFile;
let folder = '';
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  fs.promises.writeFile = realWriteFile;
  rmSync(folder, { recursive: true, force: true });
});

/**
 * An output folder, with the wrapper installed over a writeFile that only records what reaches it (so
 * which writes are left to fs.promises is known without racing libuv's threads).
 */
function folders() {
  folder = mkdtempSync(join(tmpdir(), 'sync-writes-'));
  const out = join(folder, 'dist');
  mkdirSync(join(out, 'client', 'contact'), { recursive: true });
  const leftToPromises: unknown[] = [];
  fs.promises.writeFile = async (file) => {
    leftToPromises.push(file);
  };
  stop = writeSynchronouslyUnder(out);
  return { out, leftToPromises, page: join(out, 'client', 'contact', 'index.html') };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('writeSynchronouslyUnder', () => {
  it('has written a page under the folder before its promise is awaited, as Astro writes it', async () => {
    const { page, leftToPromises } = folders();
    const written = fs.promises.writeFile(pathToFileURL(page), bytes('<p>contact</p>'));
    expect(readFileSync(page, 'utf8')).toBe('<p>contact</p>');
    await expect(written).resolves.toBeUndefined();
    expect(leftToPromises).toEqual([]);
  });

  it('leaves a write outside the folder, of text or with options to fs.promises', async () => {
    const { page, leftToPromises } = folders();
    const outside = join(folder, 'other.html');
    await fs.promises.writeFile(outside, bytes('<p>other</p>'));
    await fs.promises.writeFile(page, '<p>text</p>');
    await fs.promises.writeFile(page, bytes('<p>flag</p>'), { flag: 'w' });
    expect(leftToPromises).toEqual([outside, page, page]);
  });

  it('rejects the promise of a write that fails, as fs.promises does, and leaves writes alone once stopped', async () => {
    const { out, page, leftToPromises } = folders();
    const missing = join(out, 'missing', 'index.html');
    await expect(fs.promises.writeFile(missing, bytes('x'))).rejects.toThrow(/ENOENT/);
    stop();
    await fs.promises.writeFile(page, bytes('<p>later</p>'));
    expect(leftToPromises).toEqual([page]);
  });

  it("is innermost in the build's order: the page is written at once, its cached copy linked and the page watched", async () => {
    const names = (config.integrations ?? [])
      .flat()
      .flatMap((integration) => (integration ? [integration.name] : []));
    const at = (name: string) => names.indexOf(name);
    expect(at('synchronous-page-writes')).toBeGreaterThanOrEqual(0);
    expect(at('synchronous-page-writes')).toBeLessThan(at('incremental-output'));
    expect(at('synchronous-page-writes')).toBeLessThan(at('precompressed-files'));
    // The hooks install their wrappers in that order (astro:build:start), each over the one before.
    const { out, page, leftToPromises } = folders();
    const cached = join(folder, 'cache', 'dist', 'client', 'contact', 'index.html');
    mkdirSync(join(folder, 'cache', 'dist', 'client', 'contact'), { recursive: true });
    const stopLinking = linkCachedPages(out, join(folder, 'cache', 'dist'));
    const watched: string[] = [];
    const stopWatching = watchWrittenFiles(join(out, 'client'), async (path) => {
      watched.push(path);
    });
    try {
      const body = bytes('<p>contact</p>');
      const writing = fs.promises.writeFile(page, body);
      expect(readFileSync(page, 'utf8')).toBe('<p>contact</p>');
      await writing;
      await fs.promises.writeFile(cached, body);
      expect(statSync(cached).ino).toBe(statSync(page).ino);
      expect(watched).toEqual([page]);
      expect(leftToPromises).toEqual([]);
    } finally {
      stopWatching();
      stopLinking();
    }
  });
});
