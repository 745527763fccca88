// Builds src/server/http/fast-routes.ts as a second entry of the server build, `dist/server/fast-routes.mjs`,
// beside Astro's `entry.mjs`. Being in the same build, it shares its chunks (the services, the open store
// and its group commit) with Astro's handler once both are loaded in one process; the production
// server loads both (scripts/server/serve.ts). Only the server environment of a build emits it: the
// prerendering and the client bundles, and `astro dev`, never see it.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { serverBuildEntry } from './server-build-entry';

/** The entry's file name in the server build folder, as the production server looks for it. */
export const fastRoutesFile = 'fast-routes.mjs';

/** The Astro integration that builds fast-routes.ts as its own entry of the server build. */
export function fastRoutes(): AstroIntegration {
  return serverBuildEntry(
    'fast-routes',
    fileURLToPath(new URL('./fast-routes.ts', import.meta.url)),
    fastRoutesFile,
  );
}
