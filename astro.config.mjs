// @ts-check

import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { astroCacheDir } from './scripts/build/astro-cache-dir.mjs';
import { sourceFingerprintRecord } from './scripts/build/source-fingerprint-integration.ts';
import { exportCheck } from './src/data/export-check-integration.ts';
import { exportMedia } from './src/data/export-media-integration.ts';
import { incrementalOutput } from './src/data/incremental-output-integration.ts';
import { synchronousPageWrites } from './src/data/synchronous-page-writes.ts';
import { cvInspection } from './src/server/forms/cv-inspection-integration.ts';
import { fastRoutes } from './src/server/http/fast-routes-integration.ts';
import { precompressedFiles } from './src/server/http/precompressed-files-integration.ts';

const outDir = process.env.ASTRO_OUT_DIR ?? 'dist';

export default defineConfig({
  // Every page is prerendered; only endpoints that opt out (prerender = false) run on the server.
  output: 'static',
  // The API reads and limits each body itself (src/server/http/read-form-request.ts: a CV post at most 6 MB);
  // Astro's handler refuses anything beyond 8 MB before that.
  adapter: node({ mode: 'middleware', bodySizeLimit: 8 * 1024 * 1024 }),
  // exportCheck first: a broken export must stop the build before anything is written.
  integrations: [
    exportCheck(),
    exportMedia(),
    // Before incrementalOutput and precompressedFiles, which watch the same page writes and hand them on.
    synchronousPageWrites(),
    incrementalOutput(),
    fastRoutes(),
    // Names the code the server build was made from, which a release's validated export must match.
    sourceFingerprintRecord(),
    cvInspection(),
    // Last of ours: compresses the client files once every other integration has written its own.
    precompressedFiles(),
    react(),
    {
      // client:interaction: a form island hydrates when its form is first pointed at, touched or focused.
      name: 'client-interaction',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({
            name: 'interaction',
            entrypoint: fileURLToPath(
              new URL('./src/islands/forms/interaction-directive.ts', import.meta.url),
            ),
          }),
      },
    },
  ],
  // Tests build variants of the site (another default language, a language switched off) elsewhere.
  outDir,
  // Each output folder keeps its own incremental-build cache (a copy of its pages and their keys).
  cacheDir: astroCacheDir(outDir),
  experimental: {
    // Pages whose cache key (src/data/page-cache-keys.ts) and code are unchanged since the last build
    // are copied from it instead of rendered: a fresh export with 1 % of listings changed rebuilds in a
    // fraction of the full build. Delete the cache folder, or pass --force, for a full build.
    incrementalBuild: true,
  },
  build: {
    // Two pages at a time: while one waits (on its page's folder, its compressed copies' worker, React's
    // stream), the other renders. Still one thread; at 10,000 listings, 148 pages a second instead of 127-133
    // with the writes alone made synchronous, for some 90-220 MB more at the peak (BENCHMARKS.md, Analysis).
    concurrency: 2,
  },
  trailingSlash: 'ignore',
  security: {
    // Each route that changes anything refuses a post from another site by our own rule
    // (src/server/http/request-origin.ts), which the production server's fast routes apply as well, and
    // tests/api/cross-site-posts.test.ts holds every route file of the API to it. Astro's own check
    // would add a second rule to the Astro routes only, and it refuses a form post without an Origin:
    // the one-click unsubscribe of a mail provider (RFC 8058), which the link's token proves instead.
    checkOrigin: false,
  },
  server: { port: Number(process.env.PORT ?? 4321), host: true },
  vite: {
    // incrementalOutput() empties the output folder itself, keeping the pages an incremental build may
    // leave in place.
    build: { emptyOutDir: false },
    resolve: {
      alias: {
        // Astro 7.3.0 fails to build on-demand routes with '"./_internal/logger" is not exported'
        // (withastro/astro#17898); we cannot move to 7.3.5, whose compiler binaries for other platforms
        // are missing from the registry we reach, so point the import at the module itself.
        'astro/_internal/logger': fileURLToPath(
          new URL('./node_modules/astro/dist/core/logger/core.js', import.meta.url),
        ),
      },
    },
  },
});
