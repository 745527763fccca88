// Writes the Brotli and gzip copies of the client build's text files once the build is done
// (precompressed-files.ts), in every build: `npm run build`, a publish's, and the tests' own.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { precompressFolder } from './precompressed-files';

export function precompressedFiles(): AstroIntegration {
  let clientDir = '';
  return {
    name: 'precompressed-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      'astro:build:done': async ({ logger }) => {
        const started = performance.now();
        const { compressed, unchanged } = await precompressFolder(clientDir);
        logger.info(
          `${compressed} file(s) compressed, ${unchanged} unchanged, in ${Math.round(performance.now() - started)} ms.`,
        );
      },
    },
  };
}
