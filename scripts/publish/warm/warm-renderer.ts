// The warm renderer: builds the site once in this process (Astro's programmatic build(), with the
// prerenderer kept: keep-prerenderer-integration.ts), then, for each new export, lists the pages again and
// renders only those that may have changed, into a folder of its own. Starting Astro, listing every
// route and comparing keys is most of an incremental build's time (28–30 s at 10,000 listings); a warm
// renderer pays it once.
//
// Which pages it renders: a listing's pages whose cache key (src/data/page-cache-keys.ts) changed or is
// new, and every page without a key (home, results, maps, search index, sitemap: the pages that list the
// listings), whose output is then compared with the base release's file and written only when it
// differs. A page of the last export that the new one no longer has is reported removed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import { build } from 'astro';
import { isCompressible, precompressFile } from '../../../src/server/http/precompressed-files';
import { type KeptPrerenderer, keepPrerenderer, type ListedPage } from './keep-prerenderer-integration';

type RouteData = ListedPage['route'];

// Astro's own path rules (core/build/common.js), not part of its public exports: the file a page is
// written to must be exactly the one `astro build` writes.
type OutPaths = {
  getOutFolder(settings: unknown, pathname: string, route: RouteData): URL;
  getOutFile(format: string, folder: URL, pathname: string, route: RouteData): URL;
};
const astroDist = new URL('../../../node_modules/astro/dist/', import.meta.url);
const outPaths = (await import(new URL('core/build/common.js', astroDist).href)) as OutPaths;

/** The parts of Astro's build app (core/build/app.js) the renderer uses. */
type BuildApp = {
  routeCache: { clearAll(): void };
  getSettings(): { config: { build: { format: string; client: URL } } };
  getOptions(): { origin: string };
};

/** The export a render is for: its folder and the listing history it is published with. */
export interface WarmExport {
  readonly dataDir: string;
  readonly historyPath?: string | undefined;
}

/** What one render did; paths relative to the client folder, with forward slashes. */
export interface WarmRender {
  /** Files written into the target folder (pages, and their .br/.gz copies). */
  readonly written: readonly string[];
  /** Output files of pages the new export no longer has. */
  readonly removed: readonly string[];
  /** Pages rendered (written or found unchanged). */
  readonly rendered: number;
  /** Pages listed for the new export. */
  readonly pages: number;
}

export interface WarmRenderer {
  /** How many pages a render of `next` would render (changed keys and unkeyed pages), without rendering. */
  count(next: WarmExport): Promise<number>;
  /**
   * Renders for `next` the pages that may differ from the last export, into `target` (a client folder),
   * comparing each with the same file under `base` (the client folder of the release it builds on) and
   * writing only those that differ. The export becomes the one the next render compares with.
   */
  render(next: WarmExport, target: string, base: string): Promise<WarmRender>;
  /** The client folder of the warm build (its assets are the code's; a release without them is stale). */
  readonly clientDir: string;
}

/** Points the data loaders at `next`: DATA_DIR and LISTING_HISTORY are read at each call. */
function pointLoadersAt(next: WarmExport): void {
  const env = process.env;
  env.DATA_DIR = resolve(next.dataDir);
  if (next.historyPath === undefined) delete env.LISTING_HISTORY;
  else env.LISTING_HISTORY = resolve(next.historyPath);
}

/**
 * Builds the site of `first` once into `outDir` (a scratch folder: its pages are not written) and keeps
 * its prerenderer. Must be the only Astro build of this process.
 */
export async function startWarmRenderer(
  root: string,
  outDir: string,
  first: WarmExport,
): Promise<WarmRenderer> {
  const kept: KeptPrerenderer = {};
  pointLoadersAt(first);
  // The config file reads its output folder from the environment (and its cache folder beside it).
  process.env.ASTRO_OUT_DIR = outDir;
  await build({ root, logLevel: 'warn', integrations: [keepPrerenderer(kept)] });
  const { prerenderer, listed, restore } = kept;
  if (prerenderer === undefined || listed === undefined || restore === undefined)
    throw new Error('The build rendered no page: the warm renderer has nothing to keep.');
  restore();
  const app = (prerenderer as AstroPrerenderer & { app: BuildApp }).app;
  const settings = app.getSettings();
  const clientDir = fileURLToPath(settings.config.build.client);
  const origin = app.getOptions().origin;
  let known = byPath(listed);

  const outputOf = (page: ListedPage) => {
    const encoded = encodeURI(page.pathname);
    const folder = outPaths.getOutFolder(settings, encoded, page.route);
    const file = fileURLToPath(
      outPaths.getOutFile(settings.config.build.format, folder, encoded, page.route),
    );
    return relative(clientDir, file).split(sep).join('/');
  };
  const list = async (next: WarmExport) => {
    pointLoadersAt(next);
    // getStaticPaths runs again, against the new export.
    app.routeCache.clearAll();
    return byPath(await prerenderer.getStaticPaths());
  };
  const toRender = (pages: Map<string, ListedPage>) =>
    [...pages.values()].filter((page) => {
      const before = known.get(pathKey(page));
      return (
        page.cacheKey === undefined ||
        before?.cacheKey !== page.cacheKey ||
        before.route.component !== page.route.component
      );
    });
  const renderOne = async (page: ListedPage) => {
    // The URL `astro build` renders the page at (directory format: a trailing slash for pages).
    const path =
      page.route.type === 'endpoint' || page.pathname.endsWith('/') ? page.pathname : `${page.pathname}/`;
    const result = await prerenderer.render(new Request(new URL(path, origin)), {
      routeData: page.route,
      collectMetadata: false,
    });
    const response = result instanceof Response ? result : result.response;
    // As `astro build`: any answer but a redirect is written (the not-found pages answer 404).
    if ((response.status >= 300 && response.status < 400) || response.body === null)
      throw new Error(
        `The warm renderer got ${response.status} for ${page.pathname}: publish with a full build.`,
      );
    return Buffer.from(await response.arrayBuffer());
  };

  return {
    clientDir,
    count: async (next) => toRender(await list(next)).length,
    render: async (next, target, base) => {
      const pages = await list(next);
      const written: string[] = [];
      const rendering = toRender(pages);
      for (const page of rendering) {
        const file = outputOf(page);
        const body = await renderOne(page);
        const before = join(base, file);
        if (existsSync(before) && readFileSync(before).equals(body)) continue;
        const path = join(target, file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, body);
        written.push(file);
        if (isCompressible(path))
          for (const suffix of await precompressFile(path)) written.push(`${file}${suffix}`);
      }
      const removed = [...known.values()].filter((page) => !pages.has(pathKey(page))).map(outputOf);
      known = pages;
      return { written, removed, rendered: rendering.length, pages: pages.size };
    },
  };
}

/** A page's path without its trailing slash: `astro build` writes one page per such path. */
const pathKey = (page: ListedPage) => page.pathname.replace(/\/$/, '') || '/';

/** The listed pages by path; the first of a path wins, as in `astro build`. */
function byPath(listed: readonly ListedPage[]): Map<string, ListedPage> {
  const pages = new Map<string, ListedPage>();
  for (const page of listed) if (!pages.has(pathKey(page))) pages.set(pathKey(page), page);
  return pages;
}
