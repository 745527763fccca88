// Astro's incremental build keeps a copy of every page it renders in its cache (cacheDir/dist/), written
// right after the page with the same bytes (core/build/generate.js: writeFile of the page, then of its
// cached copy). The copy is made a hard link to the page instead: the same bytes, no second write. At
// 10,000 listings the cache held 4.8 GB of copies; at 100,000, some 38 GB of a build's 111 GB.
//
// A link is safe where a page is never rewritten in place while the cache still needs its old bytes: a
// hand build and a publish start from links of the last pages and turn a page into a file of its own
// before writing it again (scripts/publish/break-hard-links.ts); a plain `astro build` over its last
// output rewrites a page in place only when the page changed, and then writes its cached copy (linked
// again) right after; a build that stops between the two makes the next one build every page from
// scratch (incremental-output-integration.ts).
import fs from 'node:fs';
import { join, relative } from 'node:path';
import { insideDir } from '../domain/routes/inside-dir.mjs';
import { writtenPath } from '../domain/routes/written-path';

/**
 * From now on, a file written under `cacheDist` with fs.promises.writeFile, with the very bytes (the same
 * object) just written to the file at the same relative path under `outDir`, becomes a hard link to that
 * file. Any other write, or a link the file system refuses (another device), writes as before. Returns the
 * function that stops it.
 */
export function linkCachedPages(outDir: string, cacheDist: string): () => void {
  const promises = fs.promises;
  const original = promises.writeFile;
  /** `path` relative to `dir`, if it lies inside it. */
  const inside = (dir: string, path: string) => (insideDir(dir, path) ? relative(dir, path) : undefined);
  // The page each byte array was last written to; a weak map keeps no page's bytes alive.
  const pageOf = new WeakMap<object, string>();
  const wrapped: typeof original = async (file, data, options) => {
    const path = writtenPath(file);
    const bytes = typeof data === 'object' && data !== null ? data : undefined;
    const cached = path === undefined ? undefined : inside(cacheDist, path);
    const page = bytes === undefined ? undefined : pageOf.get(bytes);
    if (cached !== undefined && page !== undefined && page === join(outDir, cached)) {
      try {
        // Synchronously, as the page itself was written (synchronous-page-writes.ts): Astro awaits the
        // copy before the next page, so an asynchronous link would only leave the main thread idle.
        fs.rmSync(path as string, { force: true });
        fs.linkSync(page, path as string);
        return;
      } catch {
        // Written below instead.
      }
    }
    await original.call(promises, file, data, options);
    if (path !== undefined && bytes !== undefined && inside(outDir, path) !== undefined)
      pageOf.set(bytes, path);
  };
  promises.writeFile = wrapped;
  return () => {
    if (promises.writeFile === wrapped) promises.writeFile = original;
  };
}
