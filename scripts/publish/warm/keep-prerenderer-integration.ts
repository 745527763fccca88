// An Astro integration that keeps the build's prerenderer alive after `build()` returns, so that a long-
// lived process (scripts/publish/warm/warm-renderer.ts) can render any page again for a new export without
// starting Astro anew. Astro 7 lets an integration replace the prerenderer in `astro:build:start`; this one
// wraps the default one and keeps it. Two things of Astro's build must be undone for it to work later:
// - with a prerenderer set, Astro expects the adapter to name the prerender bundle's entry and leaves it
//   out (core/build/vite-build-config.js); the default entry is put back in `astro:build:setup`;
// - Astro deletes the prerender bundle's folder (`server/.prerender/`) at the end of the build, and the
//   bundle imports its pages lazily from it: the folder is copied aside before it goes, and put back by
//   `restore()`.
// During the build itself the kept prerenderer lists every page (its keys are the first state the warm
// renderer compares with) but renders none: `build()` here only makes the bundle.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';

/** A page as the prerenderer lists it: its path, its route and the cache key its getStaticPaths gave. */
export type ListedPage = Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>>[number];

/** A page's path without its trailing slash: `astro build` writes one page per such path. */
export const pathKey = (page: ListedPage): string => page.pathname.replace(/\/$/, '') || '/';

/** What the integration keeps of the build: the default prerenderer and the pages it listed. */
export interface KeptPrerenderer {
  prerenderer?: AstroPrerenderer;
  /** Every page of the export the build was made from, as listed during the build. */
  listed?: readonly ListedPage[];
  /** Puts the prerender bundle's folder back where its lazy imports look for it. */
  restore?: () => void;
}

export function keepPrerenderer(kept: KeptPrerenderer): AstroIntegration {
  let serverDir = '';
  return {
    name: 'keep-prerenderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = fileURLToPath(config.build.server);
      },
      'astro:build:setup': ({ vite }) => {
        const prerender = vite.environments?.prerender?.build?.rolldownOptions;
        if (prerender !== undefined && prerender.input === undefined)
          prerender.input = 'astro/entrypoints/prerender';
      },
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((base) => {
          const prerenderDir = `${serverDir.replace(/[\\/]+$/, '')}/.prerender`;
          const aside = `${prerenderDir}-kept`;
          kept.prerenderer = base;
          kept.restore = () => {
            if (!existsSync(aside)) return;
            rmSync(prerenderDir, { recursive: true, force: true });
            renameSync(aside, prerenderDir);
          };
          return {
            name: 'keep-prerenderer',
            setup: () => base.setup?.() ?? Promise.resolve(),
            getStaticPaths: async () => {
              kept.listed = await base.getStaticPaths();
              return [];
            },
            render: (request, options) => base.render(request, options),
            teardown: async () => {
              rmSync(aside, { recursive: true, force: true });
              cpSync(prerenderDir, aside, { recursive: true });
            },
          };
        });
      },
    },
  };
}
