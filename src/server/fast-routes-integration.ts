// Builds src/server/fast-routes.ts as a second entry of the server build, `dist/server/fast-routes.mjs`,
// beside Astro's `entry.mjs`. Being in the same build, it shares its chunks (the services, the open store
// and its group commit) with Astro's handler once both are loaded in one process; the production
// server loads both (scripts/server/serve.mjs). Only the server environment of a build emits it: the
// prerendering and the client bundles, and `astro dev`, never see it.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The entry's file name in the server build folder, as the production server looks for it. */
export const fastRoutesFile = 'fast-routes.mjs';

export function fastRoutes(): AstroIntegration {
  const entry = fileURLToPath(new URL('./fast-routes.ts', import.meta.url));
  return {
    name: 'fast-routes',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'fast-routes-entry',
                buildStart() {
                  if (this.environment?.name !== 'ssr') return;
                  this.emitFile({ type: 'chunk', id: entry, fileName: fastRoutesFile });
                },
              },
            ],
          },
        });
      },
    },
  };
}
