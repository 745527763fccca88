// One publish, start to end: copy or unpack the export into a new release folder, validate it, compare
// it with the live release, apply the guards, build incrementally, switch the live pointer, run the
// after-publish jobs and prune old releases. Whatever stops it (a refusal, a failed or killed build, a
// crash), the live release is never written: the new release folder is the only thing touched, and the
// next publish removes what a crash left of it.
import { existsSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPictures } from '../../src/data/check-pictures';
import type { ExportModel } from '../../src/data/export-model';
import { formatProblem, formatProblems } from '../../src/data/export-problem';
import { exportFigures, exportSnapshot } from '../../src/data/export-snapshot';
import {
  readValidatedCopy,
  validatedCopyCode,
  validatedCopyPath,
  writeValidatedCopy,
} from '../../src/data/kept-exports.mjs';
import {
  readListingHistory,
  updateListingHistory,
  writeListingHistory,
} from '../../src/data/listing-history-file';
import { loadExport, readExportFiles, readMediaFiles } from '../../src/data/load-export';
import { mediaCoverage } from '../../src/data/media-coverage';
import { validateExport } from '../../src/data/validate-export';
import { emptyHistory } from '../../src/domain/listing/listing-history';
import { type ChangeReport, compareExports, summarizeChanges } from '../../src/domain/publish/export-changes';
import {
  describeRefusal,
  type GuardLimits,
  guardRefusals,
  mediaRefusal,
} from '../../src/domain/publish/publish-guards';
import { composeChangeReport } from '../../src/server/mail/compose-change-report';
import { liveSite, releasesDir } from '../server/release-paths.ts';
import { runAfterPublishJobs } from './after-publish-jobs';
import { failedBuildExcerpt, keepFailedBuildLog } from './build-failure';
import { handBuild, releaseBuild, runBuild, type Seeding, startSeed } from './build-release';
import { checkRelease, releaseProbes } from './check-release';
import { handSite, type KeptHandSite, keepHandSite } from './hand-release';
import { acquireLock, type LockHolder } from './publish-lock.ts';
import { publishPhases } from './publish-phases';
import {
  ensureReleasesDir,
  finishRelease,
  liveReleaseId,
  newReleaseId,
  pruneReleases,
  removeLeftovers,
  switchLive,
} from './release-store.ts';
import { sameExport } from './same-export';
import { pruneServerCode, sourceFingerprint } from './server-code.ts';
import { unpackExport } from './unpack-export';

/** How a publish is run. */
export interface PublishOptions {
  /** A person looked at the export: publish it although guards trip (never an invalid export). */
  readonly accept: boolean;
  /** Finished releases to keep (the live one is always kept). */
  readonly keep: number;
  readonly limits: GuardLimits;
  readonly log: (line: string) => void;
}

/** How a publish ended. */
export type PublishOutcome =
  | {
      readonly kind: 'published';
      readonly id: string;
      readonly report: ChangeReport;
      readonly seconds: number;
    }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'refused'; readonly reasons: readonly string[]; readonly hint: string }
  | { readonly kind: 'busy'; readonly holder: LockHolder };

async function loadLive(dir: string, code: string): Promise<ExportModel | undefined> {
  try {
    // A release published by this code left its validated export beside its data: read in a second what
    // validating again would take ten for (10,000 listings).
    if (validatedCopyCode(dir) === code) return await readValidatedCopy(dir, code);
    // By its real folder: loadExport keeps each folder's model, and `current/data` names another export
    // after each switch (the watcher publishes many in one process).
    return loadExport(realpathSync(dir));
  } catch {
    return undefined; // no live export (a fresh install): nothing to compare with or fall from
  }
}

const emptySnapshot = { listings: [], projects: [], pages: [] };

/** Publishes the export at `source` (a folder, .zip or .tar.gz); see the module comment. */
export async function publishExport(source: string, options: PublishOptions): Promise<PublishOutcome> {
  const started = Date.now();
  const { log } = options;
  const phase = publishPhases(log);
  const releases = releasesDir();
  ensureReleasesDir(releases);
  const lock = acquireLock(releases, `publish ${source}`);
  if ('held' in lock) return { kind: 'busy', holder: lock.held };
  let releaseDir: string | undefined;
  let seeding: Seeding | undefined;
  let keptHand: KeptHandSite | undefined;
  let live = false;
  try {
    for (const name of removeLeftovers(releases))
      log(`Removed ${name}, left by a publish that did not finish.`);
    const id = newReleaseId(releases);
    releaseDir = join(releases, id);
    mkdirSync(releaseDir);
    const build = releaseBuild(releaseDir);
    try {
      await unpackExport(source, build.dataDir);
      phase.end('copy the export into the release');
    } catch (error) {
      return {
        kind: 'refused',
        reasons: [error instanceof Error ? error.message : String(error)],
        hint: 'Give the export folder, or its .zip or .tar.gz as the CRM made it.',
      };
    }

    const liveId = liveReleaseId(releases);
    // Before the first release, what is live is the site built by hand (dist/), from the export its
    // build recorded: not necessarily the DATA_DIR or data/ this publish runs with. Nothing is live when
    // no build is there.
    const { dataDir: liveExport, distDir: liveDist } = liveSite();
    const hand = liveId === undefined ? handSite(liveDist, liveExport) : undefined;
    const liveData = liveId === undefined ? hand?.dataDir : liveExport;
    if (liveData !== undefined && sameExport(liveData, build.dataDir)) return { kind: 'unchanged' };
    phase.end('compare with the live export byte for byte');

    // The build starts from the live release's pages, linked while the export is validated below.
    const linkStarted = performance.now();
    seeding = startSeed(
      build,
      liveId ? { ...releaseBuild(join(releases, liveId)), release: true } : handBuild(liveDist),
      (pid) => lock.setBuildPid(pid),
    );

    const files = readExportFiles(build.dataDir);
    const media = readMediaFiles(build.dataDir);
    const coverage = mediaCoverage(files, media);
    const result = validateExport(files, media);
    if (result.problems) {
      const lost = mediaRefusal(coverage.named, coverage.missing, options.limits.maxMissingMediaPercent);
      return {
        kind: 'refused',
        reasons: [...(lost ? [describeRefusal(lost)] : []), formatProblems(result.problems, source)],
        hint: 'The export is not valid (the check of `npm run check:data`); --accept cannot publish it: fix the export or ask the CRM for a new one.',
      };
    }
    // The pictures themselves, decoded: the model then states their published sizes.
    const pictures = await checkPictures(build.dataDir, files, result.model, media);
    if (pictures.problems) {
      return {
        kind: 'refused',
        reasons: [formatProblems(pictures.problems, source)],
        hint: 'The export names a file that is no picture (the check of `npm run check:data`); --accept cannot publish it: fix the export or ask the CRM for a new one.',
      };
    }
    const model = pictures.model;
    for (const warning of [...result.warnings, ...pictures.warnings])
      log(`Warning: ${formatProblem(warning, source)}`);
    phase.end('validate the export');
    const code = sourceFingerprint();
    const liveModel = liveData === undefined ? undefined : await loadLive(liveData, code);
    phase.end('load the live export');
    const before = liveModel ? exportFigures(liveModel) : undefined;
    const after = exportFigures(model);
    const refusals = guardRefusals(
      {
        listingsBefore: before?.listings,
        listingsAfter: after.listings,
        mediaNamed: coverage.named,
        mediaMissing: coverage.missing,
        languagesBefore: before?.languages ?? [],
        languagesAfter: after.languages,
      },
      options.limits,
    );
    const reasons = refusals.map(describeRefusal);
    if (reasons.length > 0 && !options.accept)
      return {
        kind: 'refused',
        reasons,
        hint: `If a person has looked and the export is right, publish it anyway with: npm run publish -- ${source} --accept`,
      };
    for (const reason of reasons) log(`Accepted by --accept: ${reason}`);

    const locale = model.site.DefaultLanguage;
    const report = compareExports(
      liveModel ? exportSnapshot(liveModel, locale) : emptySnapshot,
      exportSnapshot(model, locale),
    );
    const summary = summarizeChanges(report);
    phase.end('guards and change report');
    log(
      `Changes: ${summary.added} added, ${summary.withdrawn} withdrawn, ${summary.priceChanges} prices, ${summary.statusChanges} statuses, pictures +${summary.picturesAdded}/-${summary.picturesRemoved}, ${summary.projects} projects, ${summary.pages} pages. Building ${id}...`,
    );

    // The hand-built site served until now becomes a release too (switched to just before this one), so
    // a rollback brings it back, and its listing history is where this release's starts.
    if (hand !== undefined && liveModel !== undefined) {
      try {
        keptHand = keepHandSite(releases, hand, liveModel, code);
      } catch (error) {
        // A build too old to hold what a release must: publish anyway, saying what is lost.
        log(
          `Warning: the site built by hand in ${hand.distDir} could not be kept as a release (${error instanceof Error ? error.message : String(error)}): npm run rollback will not bring it back.`,
        );
      }
      phase.end('keep the site built by hand as a release');
    }
    const liveHistory =
      liveId === undefined ? keptHand?.historyFile : releaseBuild(join(releases, liveId)).historyFile;
    // A live release from before the history has none: this one starts it.
    const history = liveHistory !== undefined && existsSync(liveHistory) ? liveHistory : undefined;
    // The build reads the export this publish validated instead of validating it again; the server loads
    // the new export from the same copy before it switches requests to the release
    // (scripts/server/live-site.ts).
    writeValidatedCopy(build.dataDir, model, code);
    const withHistory = {
      ...build,
      previousHistoryFile: history,
      validatedExport: validatedCopyPath(build.dataDir, code),
    };
    const seeded = await seeding.done;
    if (seeded)
      log(
        `  (the live pages linked as the build's start in ${((performance.now() - linkStarted) / 1000).toFixed(1)} s, beside the steps above)`,
      );
    else log('No earlier build to start from: every page is built.');
    phase.end("wait for the live pages' linking");
    const built = await runBuild(withHistory, (pid) => lock.setBuildPid(pid));
    lock.setBuildPid(undefined);
    phase.end('astro build');
    if (!built.ok) {
      const excerpt = failedBuildExcerpt(built.logFile);
      const kept = keepFailedBuildLog(releases, built.logFile);
      return {
        kind: 'refused',
        reasons: [`${built.reason}:\n${excerpt}${kept === undefined ? '' : `\n(the whole output: ${kept})`}`],
        hint: 'The live site is unchanged. The build output above says what failed; fix the cause and publish again.',
      };
    }

    // The release answers as the live server would serve it, or it does not go live.
    const failures = await checkRelease(build.outDir, build.dataDir, releaseProbes(model));
    phase.end('ask the new release for its pages and API');
    if (failures.length > 0)
      return {
        kind: 'refused',
        reasons: [`The new release does not serve:\n${failures.join('\n')}`],
        hint: 'The live site is unchanged. The lines above say what failed; fix the cause and publish again.',
      };

    const publishedAt = new Date();
    // The history goes with its release, so a rollback brings back the history its pages were built from.
    writeListingHistory(
      build.historyFile,
      updateListingHistory(
        history === undefined ? emptyHistory() : readListingHistory(history),
        model,
        publishedAt,
      ),
    );
    const { text } = composeChangeReport(report, locale, { release: id, publishedAt });
    writeFileSync(join(releaseDir, 'report.json'), `${JSON.stringify({ summary, report }, null, 2)}\n`);
    writeFileSync(join(releaseDir, 'report.txt'), `${text}\n`);
    phase.end('history and report');
    const seconds = (Date.now() - started) / 1000;
    finishRelease(releases, {
      id,
      publishedAt: publishedAt.toISOString(),
      source,
      summary,
      accepted: reasons,
      seconds,
      phases: phase.phases,
    });
    // The site served until now first, as the release this one replaces: same pages, so no visitor
    // sees the extra switch.
    if (keptHand !== undefined) switchLive(releases, keptHand.id);
    switchLive(releases, id);
    phase.end('switch');
    live = true;
    if (keptHand !== undefined)
      log(`Kept the site served until now as the release ${keptHand.id}: npm run rollback brings it back.`);
    log(`Live: ${id} (built in ${built.seconds.toFixed(1)} s, ${seconds.toFixed(1)} s in all).`);
    log(text);
    for (const line of await runAfterPublishJobs({ id, dir: releaseDir, publishedAt, model, report }))
      log(line);
    phase.end('after-publish jobs');
    for (const pruned of pruneReleases(releases, options.keep)) log(`Pruned the old release ${pruned}.`);
    // With the releases, the copies of API code (kept for the servers that loaded them) none runs now.
    for (const pruned of pruneServerCode()) log(`Pruned the API code ${pruned}, which no server runs.`);
    phase.end('prune old releases');
    return { kind: 'published', id, report, seconds };
  } finally {
    // Anything short of a live release leaves no trace; a crash leaves a folder the next publish removes.
    if (!live && seeding !== undefined) {
      seeding.stop();
      await seeding.done.catch(() => false);
    }
    if (!live && releaseDir !== undefined) rmSync(releaseDir, { recursive: true, force: true });
    if (!live && keptHand !== undefined && liveReleaseId(releases) !== keptHand.id)
      rmSync(join(releases, keptHand.id), { recursive: true, force: true });
    lock.release();
  }
}
