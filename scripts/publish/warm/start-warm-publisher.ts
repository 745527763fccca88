// The warm renderer of `npm run publish -- --watch`: built once when the watcher starts, from the live
// release's export (any export would do: each publish lists its own base again), in a scratch folder of
// its own under .cache/ (inside the project, as the prerender bundle finds its packages in node_modules).
import { createHash } from 'node:crypto';
import { existsSync, readlinkSync, realpathSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { keptExport, prepareValidatedCopy, validatedCopyCode } from '../../../src/data/kept-exports.mjs';
import { currentRelease, liveSite, releasesDir } from '../../server/release-paths.ts';
import { releaseBuild } from '../build-release';
import { type ReleaseChecker, startReleaseChecker } from '../check-release';
import { sourceFingerprint } from '../server-code.ts';
import { recordMemory } from './record-memory';
import { type WarmPublisher, warmBaseOf } from './warm-release';
import { startWarmRenderer } from './warm-renderer';

/** Starts the warm renderer, or says why it cannot (every publish then makes a full build). */
export async function startWarmPublisher(
  maxPages: number,
  log: (line: string) => void,
): Promise<WarmPublisher | undefined> {
  const started = performance.now();
  const code = sourceFingerprint();
  const name = createHash('sha256').update(releasesDir()).digest('hex').slice(0, 12);
  try {
    // By its real folder, under which the first publish finds the model the renderer validated.
    const { dataDir } = liveSite();
    const renderer = await startWarmRenderer(process.cwd(), resolve('.cache', 'warm-renderer', name), {
      dataDir: existsSync(dataDir) ? realpathSync(dataDir) : dataDir,
    });
    log(`The warm renderer is ready (${((performance.now() - started) / 1000).toFixed(1)} s).`);
    const checker = keptReleaseChecker(log);
    const records = recordMemory();
    // The live release is the base of the first warm release: when it runs this code, the checker starts
    // now rather than in that publish (about 6 s at 10,000 listings, its export loaded first), its
    // records are read now (1 to 2 s), and its pages listed (0.6 s).
    const live = currentRelease();
    if (live !== undefined && validatedCopyCode(liveSite().dataDir) === code) {
      const liveId = basename(readlinkSync(live));
      const reading = performance.now();
      records.remember(liveId, realpathSync(liveSite().dataDir));
      const checking = performance.now();
      if ((await checker.start(liveId)) !== undefined)
        log(
          `The release checker is ready (${((performance.now() - checking) / 1000).toFixed(1)} s; the live records read in ${((checking - reading) / 1000).toFixed(1)} s).`,
        );
      // The live listings' bytes in a validated copy: the first publish serialises only those it changed.
      const liveModel = keptExport(realpathSync(liveSite().dataDir));
      if (liveModel !== undefined) prepareValidatedCopy(liveModel);
      // Its pages and their keys, which the first warm render compares the new export's with. Should they
      // not list, that render lists them again, and falls back to a build if they fail there too.
      await renderer
        .prepare(warmBaseOf(liveId, releaseBuild(join(releasesDir(), liveId))))
        .catch(() => undefined);
    }
    // The line a drop that should meet the publisher at its quickest waits for (the bench's drops do).
    log(`The warm publisher is ready (${((performance.now() - started) / 1000).toFixed(1)} s in all).`);
    return { renderer, code, maxPages, checker: checker.start, stop: checker.stop, records };
  } catch (error) {
    log(
      `The warm renderer did not start (${error instanceof Error ? error.message : String(error)}): each publish makes a full build.`,
    );
    return undefined;
  }
}

/**
 * The release checker a warm publisher keeps (check-release.ts), started once from a release of the
 * renderer's code (the live one as the watcher starts, else the base of its first warm release); if it
 * cannot start, each release is checked by a server of its own.
 */
export function keptReleaseChecker(log: (line: string) => void): {
  start: (liveId: string) => Promise<ReleaseChecker | undefined>;
  stop: () => Promise<void>;
} {
  let checker: Promise<ReleaseChecker | undefined> | undefined;
  const start = (liveId: string) =>
    startReleaseChecker(releasesDir(), liveId).catch((error: unknown) => {
      log(
        `The kept release checker did not start (${error instanceof Error ? error.message : String(error)}): each release is checked by a server of its own.`,
      );
      return undefined;
    });
  return {
    start: (liveId) => {
      checker ??= start(liveId);
      return checker;
    },
    stop: async () => (await checker)?.stop(),
  };
}
