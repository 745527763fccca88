// A module of src/server built as a file of its own in the server build (`dist/server/<fileName>`), beside
// Astro's `entry.mjs`, sharing its chunks. Only the server environment of a build emits it: the
// prerendering and the client bundles, and `astro dev`, never see it.
import type { AstroIntegration } from 'astro';

/** The Astro integration that emits the module at `entry` (a file path) as `fileName` of the server build. */
export function serverBuildEntry(name: string, entry: string, fileName: string): AstroIntegration {
  return {
    name,
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: `${name}-entry`,
                buildStart() {
                  if (this.environment?.name !== 'ssr') return;
                  this.emitFile({ type: 'chunk', id: entry, fileName });
                },
              },
            ],
          },
        });
      },
    },
  };
}
