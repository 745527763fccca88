// The pages of a new release, once its export is validated and accepted: made by the warm renderer from the
// live release when the publish has one (`npm run publish -- --watch`) and the change is small enough, else
// by the incremental build seeded with the live release's pages (build-release.ts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportModel } from '../../src/data/export-model';
import { type BuildOutcome, type ReleaseBuild, runBuild, type Seeding } from './build-release';
import type { publishPhases } from './publish-phases';
import { basesFile } from './release-store.ts';
import { timesLine } from './warm/render-times';
import { makeWarmRelease, type WarmPublisher } from './warm/warm-release';

/** What the pages stage is handed. */
export interface PagesStage {
  readonly releases: string;
  readonly build: ReleaseBuild & { readonly previousHistoryFile?: string | undefined };
  readonly model: ExportModel;
  /** The warm renderer and the live release it makes this one from, when it may. */
  readonly warm:
    | { readonly publisher: WarmPublisher; readonly live: { id: string; build: ReleaseBuild } }
    | undefined;
  /** The seeding under way (started beside the validation), or how to start it once the warm path gives up. */
  readonly seeding: Seeding | undefined;
  readonly seed: () => Seeding;
  /**
   * Leaves the pages whose similar-listing block alone changed to a release just after this one, when they
   * are at least this share of the site's pages (warm-renderer.ts); undefined: never.
   */
  readonly blocksLater: number | undefined;
  /** The validated export being written beside the release's: a build reads it. */
  readonly copied: Promise<void>;
  readonly setPid: (pid: number | undefined) => void;
  readonly phase: ReturnType<typeof publishPhases>;
  readonly log: (line: string) => void;
}

/**
 * Makes the release's pages; `warm` tells whether the warm renderer made them, `deferred` how many pages it
 * left to the next release (`blocksLater`), `finish` what is left to write before the release goes live
 * (a warm release's manifest: WarmOutcome).
 */
export async function makeReleasePages(
  stage: PagesStage,
): Promise<BuildOutcome & { warm: boolean; deferred: number; finish?: () => void }> {
  const { build, phase, log } = stage;
  if (stage.warm !== undefined) {
    const started = Date.now();
    const outcome = await makeWarmRelease(
      stage.warm.publisher,
      stage.releases,
      stage.warm.live,
      build,
      stage.model,
      stage.blocksLater,
    ).catch((error: unknown) => ({
      made: false as const,
      reason: error instanceof Error ? error.message : String(error),
    }));
    phase.end('warm render');
    if (outcome.made) {
      log(
        `  (rendered ${outcome.pages} pages warm in ${outcome.renderSeconds.toFixed(2)} s, ${outcome.files} files written; ${outcome.links} links to ${stage.warm.live.id} and the server code in ${outcome.linkSeconds.toFixed(2)} s; listing the ${outcome.listed} pages took ${outcome.listSeconds.toFixed(2)} s of the rendering; ${outcome.blocks} of the pages had their similar listings alone rendered again${outcome.deferred === 0 ? '' : `; ${outcome.deferred} pages whose similar listings alone changed follow in a second release`})`,
      );
      if (outcome.times.slowest !== undefined) log(`  (the costliest pages: ${timesLine(outcome.times)})`);
      return {
        ok: true,
        seconds: (Date.now() - started) / 1000,
        warm: true,
        deferred: outcome.deferred,
        finish: outcome.writeManifest,
      };
    }
    log(`A full build instead of the warm renderer: ${outcome.reason}.`);
    // Whatever the warm attempt wrote goes: the build starts from the live pages.
    for (const path of [build.outDir, build.cacheDir, join(build.outDir, '..', basesFile)])
      rmSync(path, { recursive: true, force: true });
  }
  const linkStarted = performance.now();
  const seeding = stage.seeding ?? stage.seed();
  const seeded = await seeding.done;
  if (seeded)
    log(
      `  (the live pages linked as the build's start in ${((performance.now() - linkStarted) / 1000).toFixed(1)} s)`,
    );
  else log('No earlier build to start from: every page is built.');
  phase.end("wait for the live pages' linking");
  await stage.copied;
  const built = await runBuild(build, stage.setPid);
  stage.setPid(undefined);
  phase.end('astro build');
  return { ...built, warm: false, deferred: 0 };
}
