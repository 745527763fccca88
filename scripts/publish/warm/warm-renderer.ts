// The warm renderer: builds the site once in this process (Astro's programmatic build(), with the
// prerenderer kept: keep-prerenderer-integration.ts), then, for each new export, lists the pages again and
// renders only those that may have changed, into a folder of its own. Starting Astro, listing every
// route and comparing keys is most of an incremental build's time (28–30 s at 10,000 listings); a warm
// renderer pays it once.
//
// Which pages it renders: the pages and files whose cache key (src/data/page-cache-keys.ts: a listing's
// pages, the search index, the sitemap and the server's address tables) changed or is new, and every page
// without a key (home, results, projects: the pages that list the listings), whose output is then
// compared with the base release's file and written only when it differs (a page whose key changed is
// written as rendered: read-ahead.ts, `livePagesRead`). A page of the last export that the new one no
// longer has is reported removed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import { build } from 'astro';
import { similarBlockPathsVariable } from '../../../src/data/pages/similar-block-paths';
import { markWarmProcess } from '../../../src/data/warm-process';
import { pageCompressor } from '../../../src/server/http/page-compressor';
import { isCompressible } from '../../../src/server/http/precompressed-files';
import { leftForLater } from './blocks-follow';
import {
  type KeptPrerenderer,
  keepPrerenderer,
  type ListedPage,
  pathKey,
} from './keep-prerenderer-integration';
import { livePagesRead, readAhead } from './read-ahead';
import { pageKind, renderTimes, type TimesTold, timedWait, timesTold } from './render-times';
import { similarBlockRendering } from './similar-block';
import { readManifest } from './trimmed-manifest';

export type RouteData = ListedPage['route'];

// Astro's own path rules (core/build/common.js), not part of its public exports: the file a page is
// written to must be exactly the one `astro build` writes.
type OutPaths = {
  getOutFolder(settings: unknown, pathname: string, route: RouteData): URL;
  getOutFile(format: string, folder: URL, pathname: string, route: RouteData): URL;
};
const astroDist = new URL('../../../node_modules/astro/dist/', import.meta.url);
const outPaths = (await import(new URL('core/build/common.js', astroDist).href)) as OutPaths;

/** The parts of Astro's build app (core/build/app.js) the renderer uses. */
export type BuildApp = {
  routeCache: { clearAll(): void; cache: Record<string, unknown>; key(route: RouteData): string };
  manifest: { routes: readonly { routeData: RouteData }[] };
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
  /** Of those, the pages whose similar-listing block alone was rendered (similar-block.ts). */
  readonly blocks: number;
  /**
   * The pages whose similar-listing block alone changed, left out of this render (`blocksLater`): the
   * release links the live ones, and a render of the same export against it renders them.
   */
  readonly deferred: number;
  /** Pages listed for the new export. */
  readonly pages: number;
  /** Seconds spent listing the pages (the new export's, and the base's when not known), before rendering. */
  readonly listSeconds: number;
  /** The kinds of page, and the page, that took the most seconds to render and write (render-times.ts). */
  readonly times: TimesTold;
}

/** The release a render builds on: its export, pages and the keys its pages were rendered with. */
export interface WarmBase extends WarmExport {
  /** The release's id: the renderer remembers which release its last render went into. */
  readonly id: string;
  /** Its client folder (pages). */
  readonly clientDir: string;
  /** Its incremental-build manifest (Astro's keys of the pages it holds), if it has one. */
  readonly manifestFile?: string | undefined;
}

export interface WarmRenderer {
  /**
   * Renders for `next` the pages that may differ from `base`, into `target` (a client folder), writing
   * each page whose key changed, and each page without a key that differs from the same file of `base`.
   * Renders nothing and answers how many pages it would have rendered when they are more than
   * `maxPages`. With `blocksLater`, the
   * pages whose similar-listing block alone changed are not rendered when they are at least that share of
   * the pages listed: once adopted, the release is known with their old keys, so that the next render
   * renders them.
   */
  render(
    next: WarmExport,
    target: string,
    base: WarmBase,
    options?: RenderOptions,
  ): Promise<WarmRender | TooMany>;
  /** Records that the last render's pages are those of release `id` (once it went live). */
  adopt(id: string): void;
  /** Lists the pages of `base` now (the live release as the watcher starts), not in the first render. */
  prepare(base: WarmBase): Promise<void>;
  /** The client folder of the warm build (its assets are the code's; a release without them is stale). */
  readonly clientDir: string;
}

/** How a render is run. */
export interface RenderOptions {
  /** Pages it renders at most (none past it: `TooMany`). */
  readonly maxPages?: number | undefined;
  /** Told what it will render before it renders. */
  readonly plan?: ((planned: RenderPlan) => void) | undefined;
  /**
   * Leaves the pages whose similar-listing block alone changed to the next render of the same export when
   * they are at least this share (0 to 1) of the pages listed; undefined: never.
   */
  readonly blocksLater?: number | undefined;
}

/** What a render will do, told before it renders (so that linking the rest can begin). */
export interface RenderPlan {
  /** The files of the pages it renders: each is written, or found unchanged. */
  readonly rendering: readonly string[];
  /** The files of the pages the new export no longer has. */
  readonly removed: readonly string[];
}

/** A render refused for its size: a full build does it sooner. */
export interface TooMany {
  readonly tooMany: number;
}

/** A keyed page of an incremental-build manifest: its cache key and its route's component. */
interface ManifestPage {
  readonly cacheKey: string;
  readonly component: string;
}

/** The keyed pages an incremental-build manifest lists, by path without trailing slash. */
function manifestKeys(manifestFile: string | undefined): Map<string, ManifestPage> {
  const keys = new Map<string, ManifestPage>();
  const manifest = manifestFile === undefined ? undefined : readManifest(manifestFile);
  for (const [component, route] of Object.entries(manifest?.routes ?? {}))
    for (const [path, entry] of Object.entries(route.paths ?? {}))
      if (typeof entry.cacheKey === 'string')
        keys.set(path.replace(/\/$/, '') || '/', { cacheKey: entry.cacheKey, component });
  return keys;
}

/**
 * The pages of a base release with the keys they were rendered with: its manifest's, as an incremental
 * build compares (a page the manifest does not list has no key there, so it is rendered). A release's
 * pages and manifest never change, so those of the last few bases are kept: a publish after a rollback
 * lists its base once, not at every publish.
 */
function baseLister(list: (base: WarmExport) => Promise<Map<string, ListedPage>>) {
  const listedBases = new Map<string, Map<string, ListedPage>>();
  return async (base: WarmBase): Promise<Map<string, ListedPage>> => {
    const kept = listedBases.get(base.id);
    if (kept !== undefined) return kept;
    const keys = manifestKeys(base.manifestFile);
    const pages = new Map<string, ListedPage>();
    for (const [path, { cacheKey: _listed, ...page }] of await list(base)) {
      const key = keys.get(path)?.cacheKey;
      pages.set(path, key === undefined ? page : { ...page, cacheKey: key });
    }
    // A keyed page of the base the listing no longer gives (a reference listing whose time ran out, a
    // card shard fewer): it stands for a page of its route, so that its output file is found.
    for (const [path, { component }] of keys)
      if (!pages.has(path)) pages.set(path, { ...pageOfRoute(pages, component, path), pathname: path });
    listedBases.set(base.id, pages);
    for (const id of [...listedBases.keys()].slice(0, -keptBases)) listedBases.delete(id);
    return pages;
  };
}

/**
 * Runs `run` with the data loaders pointed at `next` (DATA_DIR and LISTING_HISTORY are read at each call),
 * then gives the environment back: the publish that holds the renderer reads the same variables.
 */
async function withExport<T>(
  next: WarmExport,
  run: () => Promise<T>,
  more: NodeJS.ProcessEnv = {},
): Promise<T> {
  const env = process.env;
  const names = ['DATA_DIR', 'LISTING_HISTORY', ...Object.keys(more)];
  const saved = names.map((name) => env[name]);
  env.DATA_DIR = resolve(next.dataDir);
  if (next.historyPath === undefined) delete env.LISTING_HISTORY;
  else env.LISTING_HISTORY = resolve(next.historyPath);
  Object.assign(env, more);
  try {
    return await run();
  } finally {
    names.forEach((name, index) => {
      const value = saved[index];
      if (value === undefined) delete env[name];
      else env[name] = value;
    });
  }
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
  // What the pages work out per listing is kept for the next export, not let go after this build.
  markWarmProcess();
  const kept: KeptPrerenderer = {};
  // The config file reads its output folder from the environment (and its cache folder beside it).
  await withExport(first, () => build({ root, logLevel: 'warn', integrations: [keepPrerenderer(kept)] }), {
    ASTRO_OUT_DIR: outDir,
  });
  const { prerenderer, listed, restore } = kept;
  if (prerenderer === undefined || listed === undefined || restore === undefined)
    throw new Error('The build rendered no page: the warm renderer has nothing to keep.');
  restore();
  const app = (prerenderer as AstroPrerenderer & { app: BuildApp }).app;
  const settings = app.getSettings();
  const clientDir = fileURLToPath(settings.config.build.client);
  const origin = app.getOptions().origin;
  // The pages of the release the last render went into (none yet: the first render lists its base).
  let known = byPath(listed);
  let knownId: string | undefined;
  let pending: Map<string, ListedPage> | undefined;

  const outputOf = (page: ListedPage) => {
    const encoded = encodeURI(page.pathname);
    const folder = outPaths.getOutFolder(settings, encoded, page.route);
    const file = fileURLToPath(
      outPaths.getOutFile(settings.config.build.format, folder, encoded, page.route),
    );
    return relative(clientDir, file).split(sep).join('/');
  };
  const list = (next: WarmExport) =>
    withExport(next, async () => {
      // getStaticPaths runs again, against the new export.
      app.routeCache.clearAll();
      return byPath(await prerenderer.getStaticPaths());
    });
  const listedBase = baseLister(list);
  const baseOf = (base: WarmBase) => (base.id === knownId ? Promise.resolve(known) : listedBase(base));
  const renderOne = pageRenderer(prerenderer, origin);

  const blockRenderer = similarBlockRendering(app, renderOne);

  return {
    clientDir,
    prepare: async (base) => {
      await baseOf(base);
    },
    adopt: (id) => {
      if (pending === undefined) return;
      known = pending;
      knownId = id;
      pending = undefined;
    },
    render: async (next, target, base, options = {}) => {
      const { maxPages = Number.POSITIVE_INFINITY, plan = () => undefined } = options;
      pending = undefined;
      const listing = performance.now();
      const before = await baseOf(base);
      const pages = await list(next);
      const listSeconds = (performance.now() - listing) / 1000;
      const changed = toRender(pages, before);
      if (changed.length > maxPages) return { tooMany: changed.length };
      const blockOnly = blockRenderer(before);
      const { rendering, blocks, later } = split(changed, blockOnly.changedAlone, pages.size, options);
      const removed = [...before.values()].filter((page) => !pages.has(pathKey(page))).map(outputOf);
      const files = rendering.map(outputOf);
      plan({ rendering: files, removed });
      const written: string[] = [];
      const more = blocks.length === 0 ? {} : { [similarBlockPathsVariable]: blockOnly.forget(blocks) };
      let blocksAlone = 0;
      const times = renderTimes();
      // A page's compressed copies are made by a worker thread while the next pages render.
      const compressor = pageCompressor();
      const compressing = timedWait(times, 'the compressing worker', compressor.add);
      const compared = livePagesRead(rendering, blockOnly.changedAlone);
      const live = readAhead(
        compared.map((index) => join(base.clientDir, files[index] as string)),
        liveReadsAhead,
      );
      const readLive = timedWait(times, 'the live pages', live.take);
      const readIndex = new Map(compared.map((page, read) => [page, read]));
      try {
        for (const [index, page] of rendering.entries()) {
          const file = files[index] as string;
          const read = readIndex.get(index);
          const kept = read === undefined ? undefined : await readLive(read);
          const begun = performance.now();
          const spliced =
            kept !== undefined && blockOnly.changedAlone(page)
              ? await withExport(next, () => blockOnly.render(page, kept), more)
              : undefined;
          if (spliced !== undefined) blocksAlone += 1;
          const body = spliced ?? (await withExport(next, () => renderOne(page)));
          if (await writeChanged(join(target, file), body, kept, compressing)) written.push(file);
          times.add(pageKind(page, spliced !== undefined), (performance.now() - begun) / 1000, page.pathname);
        }
        for (const [path, suffixes] of await compressor.drain())
          for (const suffix of suffixes)
            written.push(`${relative(target, path).split(sep).join('/')}${suffix}`);
      } finally {
        await compressor.close();
      }
      pending = withKeysOf(pages, later, before);
      return {
        written,
        removed,
        rendered: rendering.length,
        blocks: blocksAlone,
        deferred: later.size,
        pages: pages.size,
        listSeconds,
        times: timesTold(times, 4),
      };
    },
  };
}

/** Writes `body` to `path` (and has its compressed copies made) unless it is the live page's bytes. */
async function writeChanged(
  path: string,
  body: Buffer,
  kept: Buffer | undefined,
  compress: ReturnType<typeof pageCompressor>['add'],
): Promise<boolean> {
  if (kept?.equals(body)) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, body);
  if (isCompressible(path)) await compress(path, body);
  return true;
}

/**
 * The pages of `pages` to render: those without a key, and those whose key or component is not the one
 * the same path had `before`.
 */
function toRender(pages: Map<string, ListedPage>, before: Map<string, ListedPage>): ListedPage[] {
  return [...pages.values()].filter((page) => {
    const was = before.get(pathKey(page));
    return (
      page.cacheKey === undefined ||
      was?.cacheKey !== page.cacheKey ||
      was.route.component !== page.route.component
    );
  });
}

/**
 * The pages a render renders of those that `changed`, the pages whose similar block alone changed among
 * them (`changedAlone`) rendered as blocks, or left to the next render (`later`) when they are the
 * share of the `listed` pages that `blocksLater` asks.
 */
function split(
  changed: ListedPage[],
  changedAlone: (page: ListedPage) => boolean,
  listed: number,
  { blocksLater }: RenderOptions,
): { rendering: ListedPage[]; blocks: ListedPage[]; later: Set<ListedPage> } {
  const blockPages = changed.filter(changedAlone);
  if (!leftForLater(blockPages.length, listed, blocksLater))
    return { rendering: changed, blocks: blockPages, later: new Set() };
  const later = new Set(blockPages);
  return { rendering: changed.filter((page) => !later.has(page)), blocks: [], later };
}

/**
 * `pages` with the pages of `kept` listed as they were `before` (with the keys they were rendered with):
 * what a release that links the live pages of `kept` holds.
 */
function withKeysOf(
  pages: Map<string, ListedPage>,
  kept: ReadonlySet<ListedPage>,
  before: Map<string, ListedPage>,
): Map<string, ListedPage> {
  if (kept.size === 0) return pages;
  const known = new Map(pages);
  for (const page of kept) {
    const was = before.get(pathKey(page));
    if (was?.cacheKey !== undefined) known.set(pathKey(page), { ...page, cacheKey: was.cacheKey });
  }
  return known;
}

/** Renders one listed page as `astro build` does, to its bytes. */
function pageRenderer(prerenderer: AstroPrerenderer, origin: string) {
  return async (page: ListedPage): Promise<Buffer> => {
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
}

/**
 * Live pages read ahead of the render (read-ahead.ts): enough to keep a disk busy while a page renders,
 * few enough to hold (a page is some 100 KB).
 */
const liveReadsAhead = 16;

/** Bases whose listed pages the renderer keeps (each about the size of the page list). */
const keptBases = 2;

/** A page of `pages` of the route of `component`, to stand for `path`. */
function pageOfRoute(pages: Map<string, ListedPage>, component: string, path: string): ListedPage {
  for (const page of pages.values()) if (page.route.component === component) return page;
  throw new Error(`No page of ${component} to stand for ${path}`);
}

/** The listed pages by path; the first of a path wins, as in `astro build`. */
function byPath(listed: readonly ListedPage[]): Map<string, ListedPage> {
  const pages = new Map<string, ListedPage>();
  for (const page of listed) if (!pages.has(pathKey(page))) pages.set(pathKey(page), page);
  return pages;
}
