// The worker's copies are the bytes the build writes for the same file, every file handed over has its
// copies by the time drain resolves, and a worker that cannot write fails the render instead of leaving
// pages without copies.
import { linkSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCompressor } from './page-compressor';
import { precompressFile } from './precompressed-files';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const page = (index: number) =>
  Buffer.from(`<!doctype html><title>${index}</title>${'<p>Maison à vendre, jardin. '.repeat(200 + index)}`);

describe('pageCompressor', () => {
  it('writes the copies precompressFile writes, for every file handed over, more than it keeps ahead', async () => {
    folder = mkdtempSync(join(tmpdir(), 'page-compressor-'));
    const compressor = pageCompressor(2);
    try {
      for (let index = 0; index < 7; index++) {
        const path = join(folder, `${index}.html`);
        writeFileSync(path, page(index));
        await compressor.add(path, page(index));
      }
      writeFileSync(join(folder, 'tiny.txt'), 'a');
      await compressor.add(join(folder, 'tiny.txt'), Buffer.from('a'));
      const written = await compressor.drain();
      expect(written.size).toBe(8);
      expect(written.get(join(folder, 'tiny.txt'))).toEqual([]);
      for (let index = 0; index < 7; index++) {
        const path = join(folder, `${index}.html`);
        expect(written.get(path)).toEqual(['.br', '.gz']);
        const copies = ['.br', '.gz'].map((suffix) => readFileSync(`${path}${suffix}`));
        await precompressFile(path);
        expect(copies).toEqual(['.br', '.gz'].map((suffix) => readFileSync(`${path}${suffix}`)));
      }
    } finally {
      await compressor.close();
    }
  });

  it('fails, naming the file, when the worker cannot write its copies', async () => {
    folder = mkdtempSync(join(tmpdir(), 'page-compressor-'));
    const compressor = pageCompressor(4);
    try {
      await compressor.add(join(folder, 'gone', 'page.html'), page(1));
      await expect(compressor.drain()).rejects.toThrow(/Compressing .*gone\/page\.html: ENOENT/);
      await expect(compressor.add(join(folder, 'other.html'), page(2))).rejects.toThrow(/gone/);
    } finally {
      await compressor.close();
    }
  });
  it('answers no paths when told not to record them, once every copy is written', async () => {
    folder = mkdtempSync(join(tmpdir(), 'page-compressor-'));
    const compressor = pageCompressor(2, { recordPaths: false });
    try {
      for (let index = 0; index < 5; index++) {
        const path = join(folder, `${index}.html`);
        writeFileSync(path, page(index));
        await compressor.add(path, page(index));
      }
      expect((await compressor.drain()).size).toBe(0);
      for (let index = 0; index < 5; index++)
        expect(brotliDecompressSync(readFileSync(join(folder, `${index}.html.br`)))).toEqual(page(index));
    } finally {
      await compressor.close();
    }
  });
  it('writes each copy as a file of its own, leaving a release that shared it by a hard link as it was', async () => {
    // A publish's build starts with its pages and their copies hard-linked to the live release's; the
    // compressor keeps them apart by itself, without the build's link breaking (break-hard-links.ts).
    folder = mkdtempSync(join(tmpdir(), 'page-compressor-'));
    const live = join(folder, 'live.html.br');
    writeFileSync(live, 'the live page, compressed');
    const path = join(folder, 'page.html');
    writeFileSync(path, page(3));
    linkSync(live, `${path}.br`);
    const compressor = pageCompressor();
    try {
      await compressor.add(path, page(3));
      await compressor.drain();
    } finally {
      await compressor.close();
    }
    expect(readFileSync(live, 'utf8')).toBe('the live page, compressed');
    expect(brotliDecompressSync(readFileSync(`${path}.br`))).toEqual(page(3));
  });
});
