// Astro writes each prerendered page with `await fs.promises.writeFile` (core/build/generate.js) and
// awaits it before it goes on, so an asynchronous write only hands the write to one of libuv's threads
// and leaves the main thread idle until that thread has run: at 10,000 listings the main thread sat idle
// about a quarter of the render (16 s of a 60 s CPU profile). Written synchronously, the page costs the
// main thread the write itself and no wait: the same build rendered 127-133 pages a second instead of
// 110-111 (BENCHMARKS.md, Analysis).
//
// This wrapper must be the innermost of the build's watchers of fs.promises.writeFile (installed before
// cache-page-links.ts and written-files.ts): they hand the write on to what they wrapped, which then
// writes synchronously.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { insideDir } from '../domain/routes/inside-dir.mjs';
import { writtenPath } from '../domain/routes/written-path';

/**
 * From now on, fs.promises.writeFile of bytes (no options) to a file under `dir` writes them
 * synchronously; it still answers a promise, rejected as before when the write fails. Any other write is
 * left to fs.promises. Returns the function that stops it.
 */
export function writeSynchronouslyUnder(dir: string): () => void {
  const promises = fs.promises;
  const original = promises.writeFile;
  const wrapped: typeof original = async (file, data, options) => {
    const path = writtenPath(file);
    if (path === undefined || options !== undefined || !ArrayBuffer.isView(data) || !insideDir(dir, path))
      return original.call(promises, file, data, options);
    fs.writeFileSync(path, data);
  };
  promises.writeFile = wrapped;
  return () => {
    if (promises.writeFile === wrapped) promises.writeFile = original;
  };
}

/** Astro's page writes under the build's output folder, made synchronous while the build renders. */
export function synchronousPageWrites(): AstroIntegration {
  let outDir = '';
  let stop: () => void = () => undefined;
  return {
    name: 'synchronous-page-writes',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': () => {
        stop = writeSynchronouslyUnder(outDir);
      },
      'astro:build:done': () => {
        stop();
      },
    },
  };
}
