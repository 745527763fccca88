// Writes the Brotli and gzip copies of the client build's text files (precompressed-files.ts), in every
// build: `npm run build`, a publish's, and the tests' own. Each page is compressed as Astro writes it, by
// a worker thread on the second core while the first renders the next pages (page-compressor.ts,
// written-files.ts); once the build is done, every file without current copies (the scripts and styles
// Vite wrote, the pages an incremental build restored, any page the worker could not take) is compressed
// then. Compressing after the render, as all of it was before, took 219 s of a 629 s full build at 10,000
// listings.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { type PageCompressor, pageCompressor } from './page-compressor';
import { isCompressible, precompressFolder } from './precompressed-files';
import { watchWrittenFiles } from './written-files';

export function precompressedFiles(): AstroIntegration {
  let clientDir = '';
  let compressor: PageCompressor | undefined;
  let stopWatching: () => void = () => undefined;
  let failure: unknown;
  let handed = 0;
  return {
    name: 'precompressed-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      'astro:build:start': () => {
        const pages = pageCompressor(8, { recordPaths: false });
        compressor = pages;
        failure = undefined;
        handed = 0;
        stopWatching = watchWrittenFiles(clientDir, async (path, body) => {
          if (!isCompressible(path) || failure !== undefined) return;
          // A worker that failed leaves its pages to the pass after the build: the build goes on.
          await pages.add(path, body).then(
            () => {
              handed += 1;
            },
            (error: unknown) => {
              failure = error;
            },
          );
        });
      },
      'astro:build:done': async ({ logger }) => {
        stopWatching();
        const started = performance.now();
        try {
          await compressor?.drain();
        } catch (error) {
          failure ??= error;
        } finally {
          await compressor?.close();
          compressor = undefined;
        }
        if (failure !== undefined)
          logger.warn(`The pages were compressed after the build instead: ${String(failure)}`);
        const { compressed, unchanged } = await precompressFolder(clientDir);
        logger.info(
          `${failure === undefined ? handed : 0} page(s) compressed as they were written; then ${compressed} file(s) compressed, ${unchanged} unchanged, in ${Math.round(performance.now() - started)} ms.`,
        );
      },
    },
  };
}
