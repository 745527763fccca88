// The live pages a warm render compares its pages with (and splices a similar-listing block into), read
// ahead of the render on libuv's threads. Read one at a time on the main thread, they took 18.9 s of the
// 112 s a 1 % change at 100,000 listings spent rendering: the live release is some 55 GB on a 24 GB
// machine, so most of its pages are read from the disk, not from memory (BENCHMARKS.md, Analysis).
import { readFile } from 'node:fs/promises';
import type { ListedPage } from './keep-prerenderer-integration';

/** A file's bytes, or undefined when there is no such file. */
export type Reader = (path: string) => Promise<Buffer | undefined>;

/** Reads the file at `path`; undefined when it does not exist (any other failure rejects). */
export const readIfThere: Reader = (path) =>
  readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/** The files of `paths`, taken in their order, each read while up to `ahead` files before it are used. */
export interface ReadAhead {
  /** The bytes of `paths[index]` (undefined: no such file); indexes are taken in order, each once. */
  take(index: number): Promise<Buffer | undefined>;
}

/**
 * Reads `paths` in order, at most `ahead` of them at once beyond the one taken. A read that fails
 * rejects its own `take` only, and no read is started past the last path.
 */
export function readAhead(paths: readonly string[], ahead: number, read: Reader = readIfThere): ReadAhead {
  const reads = new Map<number, Promise<Buffer | undefined>>();
  let started = 0;
  return {
    take: (index) => {
      for (; started < Math.min(paths.length, index + 1 + ahead); started++) {
        const pending = read(paths[started] as string);
        // Handled by its own take: a page given up before its turn (a failed render) is no unhandled
        // rejection.
        pending.catch(() => undefined);
        reads.set(started, pending);
      }
      const pending = reads.get(index);
      if (pending === undefined) throw new Error(`Read ahead: file ${index} taken twice or out of range.`);
      reads.delete(index);
      return pending;
    },
  };
}

/**
 * The indexes of the pages of `rendering` whose live page is read: those without a key, which are
 * rendered at every publish and written only when they differ, and those whose similar-listing block alone
 * changed, spliced into the live page. A page whose key changed is written without reading the live one:
 * its key digests what it shows (a listing's validated record, which holds only the fields the schema
 * knows; an index file's output), so a changed key is a changed page. Read anyway, from a live release
 * beyond the page cache, they were some 700 MB at 100,000 listings (224 MB of it the search's whole
 * indexes, since replaced by the map's columns), which the render waited 12-13 s for; the render now
 * spends that time on the CPU it shares with the compressing worker instead, but the reads, and the
 * memory they took, are saved (BENCHMARKS.md).
 */
export function livePagesRead<Page extends Pick<ListedPage, 'cacheKey'>>(
  rendering: readonly Page[],
  changedAlone: (page: Page) => boolean,
): number[] {
  return rendering.flatMap((page, index) =>
    page.cacheKey === undefined || changedAlone(page) ? [index] : [],
  );
}
