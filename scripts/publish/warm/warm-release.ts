// A release made by the warm renderer (warm-renderer.ts) instead of a build: only the pages the new export
// changed are written into the new release; every other page and folder is a link to the live release's
// (overlay-tree.ts), its server code is copied (small, and the server copies it again by value), and its
// incremental-build manifest is the live one's less the pages written or removed, so a later full build
// renders those again. The live release is only read. `bases.json` names the releases its links reach:
// pruning keeps them as long as this one is kept (release-store.ts).
import { cpSync, existsSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportModel } from '../../../src/data/export-model';
import { keepExport, validatedCopyCode } from '../../../src/data/kept-exports.mjs';
import type { ReleaseBuild } from '../build-release';
import type { ReleaseChecker } from '../check-release';
import { basesFile } from '../release-store.ts';
import { type Overlay, releasesReached, startOverlay } from './overlay-tree';
import type { RecordMemory } from './record-memory';
import { manifestOf, writeTrimmedManifest } from './trimmed-manifest';
import type { WarmBase, WarmRender, WarmRenderer } from './warm-renderer';

/**
 * Pages a warm publish renders at most; past it, a full incremental build. At 10,000 listings the warm
 * renderer rendered the 2,397 pages of 1 % of the listings in 24 s, where the build took 48-58 s
 * (BENCHMARKS.md): warm is the quicker at that size. The limit (a tenth of that site's 50,742 pages)
 * leaves a change that reaches much of the site (a menu, a setting: every page) to the build.
 */
export const defaultWarmMaxPages = 5000;

/** The renderer a watcher keeps, and the code it was built from. */
export interface WarmPublisher {
  readonly renderer: WarmRenderer;
  /** The source fingerprint (server-code.ts) of the code the renderer runs. */
  readonly code: string;
  readonly maxPages: number;
  /** The release server kept to check its releases, started at the first one (undefined: none starts). */
  readonly checker: (liveId: string) => Promise<ReleaseChecker | undefined>;
  /** The records of the releases it made, to validate only what the next export changed. */
  readonly records: RecordMemory;
  /** Stops what it keeps running beside this process (the release checker). */
  stop(): Promise<void>;
}

/** The names and sizes of the files of an export's media folder, as one string. */
function mediaSignature(dataDir: string): string {
  const media = join(dataDir, 'media');
  if (!existsSync(media)) return '';
  return readdirSync(media, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return `${path.slice(media.length)} ${statSync(path).size}`;
    })
    .sort()
    .join('\n');
}

/**
 * Why the warm renderer cannot make this release from the live one, or undefined when it can: the live
 * release must come from the same code (its pages' scripts and styles are the renderer's) and the
 * export's pictures must be the live ones (a warm release links the live media folder and its copies).
 */
export function warmRefusal(warm: WarmPublisher, live: ReleaseBuild, next: ReleaseBuild): string | undefined {
  if (validatedCopyCode(live.dataDir) !== warm.code) return 'the live release was built from other code';
  const assets = join(live.outDir, 'client', '_astro');
  const ours = join(warm.renderer.clientDir, '_astro');
  if (!existsSync(assets) || readdirSync(ours).some((name) => !existsSync(join(assets, name))))
    return "the live release lacks the renderer's scripts and styles";
  if (mediaSignature(live.dataDir) !== mediaSignature(next.dataDir)) return 'the pictures changed';
  return undefined;
}

/** How a warm release ended: made, or left to a full build (and why). */
export type WarmOutcome =
  | {
      readonly made: true;
      readonly pages: number;
      /** Of the pages, those whose similar-listing block alone was rendered. */
      readonly blocks: number;
      /** The pages whose similar-listing block alone changed, left to the next release (`blocksLater`). */
      readonly deferred: number;
      readonly files: number;
      readonly links: number;
      /** Seconds rendering the pages, then linking the rest (the two floors of a warm release). */
      readonly renderSeconds: number;
      readonly linkSeconds: number;
      /** Of the render's seconds, those spent listing the pages. */
      readonly listSeconds: number;
      /** The pages listed for the new export. */
      readonly listed: number;
      /** The kinds of page, and the page, that took the most seconds (render-times.ts). */
      readonly times: WarmRender['times'];
      /**
       * Writes the release's trimmed manifest (trimmed-manifest.ts), which nothing reads before the
       * release is live: left to the publish, which writes it while the release's check runs.
       */
      readonly writeManifest: () => void;
    }
  | { readonly made: false; readonly reason: string };

/** Release `id` (built into `build`) as the base of a warm render: its export, history, pages and keys. */
export function warmBaseOf(id: string, build: ReleaseBuild): WarmBase {
  return {
    id,
    dataDir: build.dataDir,
    historyPath: existsSync(build.historyFile) ? build.historyFile : undefined,
    clientDir: realpathSync(join(build.outDir, 'client')),
    manifestFile: manifestOf(build),
  };
}

/**
 * Makes release `next` from the live release `live` with the warm renderer; `model` is the export the
 * publish validated (handed to the renderer's loaders, which would otherwise validate it again). With
 * `blocksLater` (a share of the site's pages: RenderOptions), the pages whose similar-listing block alone
 * changed may be the live ones (linked), the trimmed manifest keeping their old keys: the next render of
 * the same export renders them.
 */
export async function makeWarmRelease(
  warm: WarmPublisher,
  releases: string,
  live: { readonly id: string; readonly build: ReleaseBuild },
  next: ReleaseBuild & { readonly previousHistoryFile?: string | undefined },
  model: ExportModel,
  blocksLater?: number,
): Promise<WarmOutcome> {
  const base = warmBaseOf(live.id, live.build);
  const liveClient = base.clientDir;
  const target = join(next.outDir, 'client');
  keepExport(next.dataDir, model);
  const started = performance.now();
  // The unchanged pages are linked while the changed ones render.
  let overlay: Overlay | undefined;
  let linking = 0;
  const render = await warm.renderer
    .render({ dataDir: next.dataDir, historyPath: next.previousHistoryFile }, target, base, {
      maxPages: warm.maxPages,
      blocksLater,
      plan: ({ rendering, removed }) => {
        const begun = performance.now();
        overlay = startOverlay(liveClient, target, rendering, removed);
        linking = performance.now() - begun;
      },
    })
    .catch(async (error: unknown) => {
      // No link is made into the release once the publish removes it.
      await overlay?.begun;
      throw error;
    });
  if ('tooMany' in render)
    return { made: false, reason: `${render.tooMany} pages to render, over ${warm.maxPages}` };
  if (overlay === undefined) throw new Error('The warm renderer rendered without a plan.');
  const rendered = performance.now();
  const { links, reached } = await overlay.finish(render.written);
  cpSync(realpathSync(join(live.build.outDir, 'server')), join(next.outDir, 'server'), { recursive: true });
  writeFileSync(
    join(next.outDir, '..', basesFile),
    `${JSON.stringify(releasesReached(releases, reached))}\n`,
  );
  return {
    made: true,
    pages: render.rendered,
    blocks: render.blocks,
    deferred: render.deferred,
    listed: render.pages,
    listSeconds: render.listSeconds,
    times: render.times,
    files: render.written.length,
    links,
    // Linking begun during the render counts as linking: the folders listed and made then.
    renderSeconds: (rendered - started - linking) / 1000,
    linkSeconds: (performance.now() - rendered + linking) / 1000,
    writeManifest: () => writeTrimmedManifest(live.build, next, [...render.written, ...render.removed]),
  };
}
