// Brotli and gzip copies of the site's text files, written by the build beside each one (`page.html.br`,
// `page.html.gz`), which `npm start` sends as they are to a browser that takes them (@fastify/static's
// preCompressed, scripts/server/static-files.ts): a page leaves in a fifth of its bytes and no request
// pays for compressing it. A copy is made again only when its file is newer: an incremental build or a
// publish, which leave unchanged pages (and their copies) in place or linked, compresses what it wrote.
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files worth compressing, by name: text (pictures and video are compressed already). */
const compressible = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;

/** Whether a file of this name gets compressed copies. */
export const isCompressible = (path: string): boolean => compressible.test(path);

/** The copies' suffixes, which @fastify/static looks for. */
export const copySuffixes = ['.br', '.gz'] as const;

/** What a run did. */
export interface PrecompressResult {
  /** Files compressed anew (their copies written). */
  compressed: number;
  /** Files whose copies were up to date. */
  unchanged: number;
  /** Files compressing does not make smaller: they have no copies. */
  small: number;
}

/** Each file under `dir` (paths), folders first walked in name order. */
function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * How both copies of a file of `length` bytes are made: Brotli at quality 5 (a 70 KB page: 1 % above
 * quality 9's size in a hundredth of its time, which matters at 50,000 pages), gzip at 1, its fastest.
 * Every browser takes Brotli over HTTPS, so only a client without it (a few crawlers and link previews)
 * reads the gzip copy, while every publish and build makes one for each page it writes, on the same two
 * cores as the render: a listing page at 10,000 listings took 0.54 ms at level 1 against 1.15 ms at zlib's
 * default 6, for 23.0 KB against 20.0 KB (Brotli: 1.67 ms, 18.3 KB).
 */
const copyOptions = (length: number) => ({
  brotli: {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: length },
  },
  gzip: { level: 1 },
});

/** Both copies of one file's bytes, on libuv's threads. */
async function compress(source: Buffer): Promise<[Buffer, Buffer]> {
  const options = copyOptions(source.length);
  return Promise.all([brotli(source, options.brotli), gzipAsync(source, options.gzip)]);
}

/** Writes (or removes) the copies of one file; the suffixes of the copies written. */
function writeCopies(path: string, source: Buffer, copies: readonly [Buffer, Buffer]): string[] {
  const written: string[] = [];
  copySuffixes.forEach((suffix, index) => {
    const copy = copies[index] as Buffer;
    // A copy no smaller than the file (a few bytes of robots.txt) is not worth a second file.
    // The old copy goes first, so that the new one is a file of its own whatever process writes it: a
    // publish's build starts with its pages' copies hard-linked to the live release's, and a copy written
    // in place would change the live one. In a build, scripts/publish/break-hard-links.ts already does so
    // (in its worker threads too); the warm renderer's process does not load it.
    rmSync(`${path}${suffix}`, { force: true });
    if (copy.length < source.length) {
      writeFileSync(`${path}${suffix}`, copy);
      written.push(suffix);
    }
  });
  return written;
}

/** Writes (or removes) the copies of one file; the suffixes of the copies written. */
export async function precompressFile(path: string): Promise<string[]> {
  const source = await readFile(path);
  return writeCopies(path, source, await compress(source));
}

/**
 * The same for a file just written with `source`, compressed in the calling thread (a worker's:
 * src/server/http/page-compressor.ts); the same bytes as precompressFile's.
 */
export function precompressWrittenSync(path: string, source: Buffer): string[] {
  const options = copyOptions(source.length);
  return writeCopies(path, source, [
    brotliCompressSync(source, options.brotli),
    gzipSync(source, options.gzip),
  ]);
}

/**
 * Brings the copies under `dir` up to date: each compressible file whose copies are missing or older
 * than it is compressed (`parallel` at a time, on libuv's threads). The copies are the same bytes for
 * the same file, whichever build made them. Copies of pages a build drops go with them
 * (src/data/incremental-output-integration.ts).
 */
export async function precompressFolder(dir: string, parallel = 4): Promise<PrecompressResult> {
  const result: PrecompressResult = { compressed: 0, unchanged: 0, small: 0 };
  const stale: string[] = [];
  for (const path of filesUnder(dir)) {
    if (!compressible.test(path)) continue;
    const time = statSync(path).mtimeMs;
    const current = copySuffixes.every((suffix) => {
      const copy = statSync(`${path}${suffix}`, { throwIfNoEntry: false });
      return copy !== undefined && copy.mtimeMs >= time;
    });
    if (current) result.unchanged++;
    else stale.push(path);
  }
  let next = 0;
  const worker = async () => {
    while (next < stale.length) {
      const path = stale[next++] as string;
      if ((await precompressFile(path)).length > 0) result.compressed++;
      else result.small++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  return result;
}
