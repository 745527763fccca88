// One publish, start to end: copy or unpack the export into a new release folder, validate it, compare
// it with the live release, apply the guards, build incrementally, switch the live pointer, run the
// after-publish jobs and prune old releases. Whatever stops it (a refusal, a failed or killed build, a
// crash), the live release is never written: the new release folder is the only thing touched, and the
// next publish removes what a crash left of it. The checks before the build are in publish-checks.ts, the
// end once the release is built in publish-go-live.ts.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportModel } from '../../src/data/export-model';
import {
  validatedCopyPath,
  writeValidatedCopy,
  writeValidatedCopyInBackground,
} from '../../src/data/kept-exports.mjs';
import {
  type ChangeReport,
  type ChangeSummary,
  summarizeChanges,
} from '../../src/domain/publish/export-changes';
import type { GuardLimits } from '../../src/domain/publish/publish-guards';
import { liveSite, releasesDir } from '../server/release-paths.ts';
import { failedBuildExcerpt, keepFailedBuildLog } from './build-failure';
import { handBuild, type ReleaseBuild, releaseBuild, type Seeding, startSeed } from './build-release';
import { handSite, type KeptHandSite, keepHandSite } from './hand-release';
import { guardExport, loadLive, type Refusal, validateRelease, type WarmChecks } from './publish-checks';
import { goLive } from './publish-go-live';
import { acquireLock, type LockHolder, type PublishLock } from './publish-lock.ts';
import { publishPhases } from './publish-phases';
import { makeReleasePages } from './release-pages';
import { ensureReleasesDir, liveReleaseId, newReleaseId, removeLeftovers } from './release-store.ts';
import { sameExport } from './same-export';
import { sourceFingerprint } from './server-code.ts';
import { unpackExport } from './unpack-export';
import { completedReport, completionRefusal } from './warm/blocks-follow';
import { type WarmPublisher, warmRefusal } from './warm/warm-release';

/** How a publish is run. */
export interface PublishOptions {
  /** A person looked at the export: publish it although guards trip (never an invalid export). */
  readonly accept: boolean;
  /** Finished releases to keep (the live one is always kept). */
  readonly keep: number;
  readonly limits: GuardLimits;
  readonly log: (line: string) => void;
  /** The warm renderer a watcher keeps (`--watch`), which makes a small change's release in seconds. */
  readonly warm?: WarmPublisher | undefined;
  /** The export is a folder whose files nobody changes in place: linked into the release, not copied. */
  readonly linkExport?: boolean | undefined;
  /**
   * The publish runs in a process that lives on (a watcher): it starts no process to delete old releases
   * (release-store.ts says why).
   */
  readonly livesOn?: boolean | undefined;
  /**
   * A warm publish leaves the pages whose similar-listing block alone changed (other listings' pages,
   * which show a changed listing's card) as they are live, to a second release made just after this one
   * (`completes`), when they are at least this share (0 to 1) of the site's pages: the change itself is
   * live sooner (warm/blocks-follow.ts). Undefined: never.
   */
  readonly blocksLater?: number | undefined;
  /**
   * Publishes the export of release `completes` again, to render what it left (`blocksLater`): only
   * while that release is live and warm, without a change report or after-publish jobs of its own.
   */
  readonly completes?: string | undefined;
}

/** How a publish ended. */
export type PublishOutcome =
  | {
      readonly kind: 'published';
      readonly id: string;
      readonly report: ChangeReport;
      readonly seconds: number;
      /** Pages left to a release that completes this one (`blocksLater`). */
      readonly deferred?: number;
    }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'refused'; readonly reasons: readonly string[]; readonly hint: string }
  | { readonly kind: 'busy'; readonly holder: LockHolder };

/** What a publish has made so far: what one that does not go live removes as it ends. */
interface Made {
  releaseDir?: string;
  seeding?: Seeding;
  keptHand?: KeptHandSite;
  /** The validated export being written beside the release's (startValidatedCopy). */
  copying?: Promise<void>;
  live: boolean;
}

/** Publishes the export at `source` (a folder, .zip or .tar.gz); see the module comment. */
export async function publishExport(source: string, options: PublishOptions): Promise<PublishOutcome> {
  const started = Date.now();
  const releases = releasesDir();
  ensureReleasesDir(releases);
  const lock = acquireLock(releases, `publish ${source}`);
  if ('held' in lock) return { kind: 'busy', holder: lock.held };
  const made: Made = { live: false };
  try {
    return await publishLocked(source, options, { releases, lock, started }, made);
  } finally {
    // Anything short of a live release leaves no trace; a crash leaves a folder the next publish removes.
    if (!made.live && made.seeding !== undefined) {
      made.seeding.stop();
      await made.seeding.done.catch(() => false);
    }
    // No write goes on into a release being removed.
    await made.copying?.catch(() => undefined);
    if (!made.live && made.releaseDir !== undefined)
      rmSync(made.releaseDir, { recursive: true, force: true });
    if (!made.live && made.keptHand !== undefined && liveReleaseId(releases) !== made.keptHand.id)
      rmSync(join(releases, made.keptHand.id), { recursive: true, force: true });
    lock.release();
  }
}

/** The publish itself, under the releases' lock; what it makes is recorded in `made`. */
async function publishLocked(
  source: string,
  options: PublishOptions,
  { releases, lock, started }: { releases: string; lock: PublishLock; started: number },
  made: Made,
): Promise<PublishOutcome> {
  const { log } = options;
  const phase = publishPhases(log);
  for (const name of removeLeftovers(releases))
    log(`Removed ${name}, left by a publish that did not finish.`);
  const id = newReleaseId(releases);
  const releaseDir = join(releases, id);
  made.releaseDir = releaseDir;
  mkdirSync(releaseDir);
  const build = releaseBuild(releaseDir);
  const unreadable = await copyExport(source, build, options.linkExport);
  if (unreadable !== undefined) return unreadable;
  phase.end('copy the export into the release');

  const liveId = liveReleaseId(releases);
  // Before the first release, what is live is the site built by hand (dist/), from the export its
  // build recorded: not necessarily the DATA_DIR or data/ this publish runs with. Nothing is live when
  // no build is there.
  const { dataDir: liveExport, distDir: liveDist } = liveSite();
  const hand = liveId === undefined ? handSite(liveDist, liveExport) : undefined;
  const liveData = liveId === undefined ? hand?.dataDir : liveExport;
  // A release that completes another publishes the same export: compared with the live one, it differs.
  if (options.completes === undefined && liveData !== undefined && sameExport(liveData, build.dataDir))
    return { kind: 'unchanged' };
  phase.end('compare with the live export byte for byte');

  const live = liveId === undefined ? undefined : { id: liveId, build: releaseBuild(join(releases, liveId)) };
  const warm = warmPath(options.warm, live, build, log);
  const notCompleted = completionRefusal(options.completes, liveId, warm !== undefined);
  if (notCompleted !== undefined) {
    log(notCompleted);
    return { kind: 'unchanged' };
  }
  // The build starts from the live release's pages, linked while the export is validated below; a warm
  // publish links nothing unless it falls back to the build.
  const seed = () =>
    startSeed(build, live ? { ...live.build, release: true } : handBuild(liveDist), (pid) =>
      lock.setBuildPid(pid),
    );
  if (warm === undefined) made.seeding = seed();

  const code = sourceFingerprint();
  const liveModel = liveData === undefined ? undefined : await loadLive(liveData, code);
  phase.end('load the live export');
  const validated = await validateRelease(build.dataDir, source, options, warmChecks(warm, liveModel, build));
  if ('kind' in validated) return validated;
  const { model, coverage } = validated;
  phase.end('validate the export');
  const guarded = guardExport(liveModel, model, coverage, source, options);
  if ('kind' in guarded) return guarded;
  const { accepted } = guarded;
  const { report, summary } = changesOf(guarded.report, releases, options.completes);
  phase.end('guards and change report');
  log(`${changesLine(summary)} Building ${id}...`);

  const history = startingHistory(releases, liveId, hand, liveModel, code, phase, log, made);
  const { keptHand } = made;
  // The build reads the export this publish validated instead of validating it again; the server loads
  // the new export from the same copy before it switches requests to the release
  // (scripts/server/live-site.ts).
  const copied = startValidatedCopy(build.dataDir, model, code, warm !== undefined);
  made.copying = copied;
  phase.end('write the validated export');
  prepareCheck(warm, id, copied);
  const withHistory = {
    ...build,
    previousHistoryFile: history,
    validatedExport: validatedCopyPath(build.dataDir, code),
  };
  const built = await makeReleasePages({
    releases,
    build: withHistory,
    model,
    warm,
    seeding: made.seeding,
    seed: () => {
      made.seeding = seed();
      return made.seeding;
    },
    blocksLater: options.completes === undefined ? options.blocksLater : undefined,
    copied,
    setPid: (pid) => lock.setBuildPid(pid),
    phase,
    log,
  });
  await copied;
  if (!built.ok) return buildRefusal(releases, built);
  const release = {
    releases,
    completes: options.completes,
    id,
    releaseDir,
    build,
    history,
    model,
    report,
    summary,
    accepted,
    keptHand,
    checker: built.warm && warm !== undefined ? await warm.publisher.checker(warm.live.id) : undefined,
    buildSeconds: built.seconds,
    finish: built.finish,
    started,
  };
  const outcome = await goLive(release, source, options, phase, () => {
    made.live = true;
  });
  // The next warm publish starts from this release's pages and records, without reading them again.
  if (built.warm && outcome.kind === 'published')
    for (const kept of [warm?.publisher.renderer, warm?.publisher.records]) kept?.adopt(id);
  return outcome.kind === 'published' && built.deferred > 0
    ? { ...outcome, deferred: built.deferred }
    : outcome;
}

/** Copies or links the export into the release, or says why it cannot be read. */
async function copyExport(
  source: string,
  build: ReleaseBuild,
  link: boolean | undefined,
): Promise<Refusal | undefined> {
  try {
    await unpackExport(source, build.dataDir, link);
    return undefined;
  } catch (error) {
    return {
      kind: 'refused',
      reasons: [error instanceof Error ? error.message : String(error)],
      hint: 'Give the export folder, or its .zip or .tar.gz as the CRM made it.',
    };
  }
}

/**
 * The change report the release goes live with: its own, or, for a release that completes another, that
 * one's (whose publish it finishes).
 */
function changesOf(
  report: ChangeReport,
  releases: string,
  completes: string | undefined,
): { report: ChangeReport; summary: ChangeSummary } {
  return completes === undefined
    ? { report, summary: summarizeChanges(report) }
    : completedReport(releases, completes);
}

/** The log's line of what a publish changes. */
function changesLine(summary: ChangeSummary): string {
  return `Changes: ${summary.added} added, ${summary.withdrawn} withdrawn, ${summary.priceChanges} prices, ${summary.statusChanges} statuses, pictures +${summary.picturesAdded}/-${summary.picturesRemoved}, ${summary.projects} projects, ${summary.pages} pages.`;
}

/** A failed build's refusal, with the end of its output (the whole of it kept). */
function buildRefusal(releases: string, built: { reason: string; logFile: string }): Refusal {
  const excerpt = failedBuildExcerpt(built.logFile);
  const kept = keepFailedBuildLog(releases, built.logFile);
  return {
    kind: 'refused',
    reasons: [`${built.reason}:\n${excerpt}${kept === undefined ? '' : `\n(the whole output: ${kept})`}`],
    hint: 'The live site is unchanged. The build output above says what failed; fix the cause and publish again.',
  };
}

/** The warm renderer and the live release a warm publish makes its release from. */
type WarmPath = { publisher: WarmPublisher; live: { id: string; build: ReleaseBuild } };

/** Has the kept checker of a warm publish read release `id`'s validated export while its pages render. */
function prepareCheck(warm: WarmPath | undefined, id: string, copied: Promise<void>): void {
  if (warm === undefined) return;
  // Once the copy it reads is written; a failed write is the publish's to report.
  void copied.then(
    () => warm.publisher.checker(warm.live.id).then((checker) => checker?.prepare(id)),
    () => undefined,
  );
}

/**
 * Writes the validated export beside the release's export: at once for a build, which reads it; for a warm
 * render, which has the model in memory, in the background while the pages render (the release check and
 * the server read it after them).
 */
function startValidatedCopy(dataDir: string, model: ExportModel, code: string, warm: boolean): Promise<void> {
  if (warm) return writeValidatedCopyInBackground(dataDir, model, code);
  writeValidatedCopy(dataDir, model, code);
  return Promise.resolve();
}

/**
 * A warm publish's reading of the export (its unchanged records those read before) and validation of only
 * what it changed, against the live model (record-memory.ts).
 */
function warmChecks(
  warm: WarmPath | undefined,
  liveModel: ExportModel | undefined,
  build: ReleaseBuild,
): WarmChecks {
  if (warm === undefined) return {};
  const { records } = warm.publisher;
  if (liveModel === undefined) return { read: records.read };
  const live = { id: warm.live.id, dataDir: warm.live.build.dataDir, model: liveModel };
  return { read: records.read, asChange: records.validation(live, build.dataDir) };
}

/** The warm renderer and the live release to make the new one from, or undefined for a full build. */
function warmPath(
  publisher: WarmPublisher | undefined,
  live: { id: string; build: ReleaseBuild } | undefined,
  build: ReleaseBuild,
  log: (line: string) => void,
): WarmPath | undefined {
  if (publisher === undefined) return undefined;
  const refusal = live === undefined ? 'no release is live' : warmRefusal(publisher, live.build, build);
  if (refusal !== undefined || live === undefined) {
    log(`A full build instead of the warm renderer: ${refusal}.`);
    return undefined;
  }
  return { publisher, live };
}

/**
 * The listing history this release continues: the live release's, or the hand-built site's, which
 * becomes a release too (switched to just before this one) so that a rollback brings it back.
 */
function startingHistory(
  releases: string,
  liveId: string | undefined,
  hand: ReturnType<typeof handSite> | undefined,
  liveModel: ExportModel | undefined,
  code: string,
  phase: ReturnType<typeof publishPhases>,
  log: (line: string) => void,
  made: Made,
): string | undefined {
  // The hand-built site served until now becomes a release too (switched to just before this one), so
  // a rollback brings it back, and its listing history is where this release's starts.
  if (hand !== undefined && liveModel !== undefined) {
    try {
      made.keptHand = keepHandSite(releases, hand, liveModel, code);
    } catch (error) {
      // A build too old to hold what a release must: publish anyway, saying what is lost.
      log(
        `Warning: the site built by hand in ${hand.distDir} could not be kept as a release (${error instanceof Error ? error.message : String(error)}): npm run rollback will not bring it back.`,
      );
    }
    phase.end('keep the site built by hand as a release');
  }
  const liveHistory =
    liveId === undefined ? made.keptHand?.historyFile : releaseBuild(join(releases, liveId)).historyFile;
  // A live release from before the history has none: this one starts it.
  return liveHistory !== undefined && existsSync(liveHistory) ? liveHistory : undefined;
}
