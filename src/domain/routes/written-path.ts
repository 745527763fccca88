// The file a wrapper of fs.promises.writeFile is asked to write: the build's watchers of its page writes
// (src/data/synchronous-page-writes.ts, src/data/cache-page-links.ts, src/server/http/written-files.ts)
// are given a path or a file URL, as Astro writes with both.
import { fileURLToPath } from 'node:url';

/** The path fs.promises.writeFile was given as a path or a file URL (undefined for a file handle). */
export function writtenPath(file: unknown): string | undefined {
  return file instanceof URL ? fileURLToPath(file) : typeof file === 'string' ? file : undefined;
}
