// The end of a publish, once its release is built: the release must answer as the live server would
// serve it, while its listing history and change report are written beside it; then the live pointer is
// switched, the after-publish jobs run and old releases pruned.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportModel } from '../../src/data/export-model';
import {
  linkListingHistory,
  type PropertyHistory,
  readListingHistory,
  updateListingHistory,
  writeListingHistory,
} from '../../src/data/listing-history-file';
import { emptyHistory } from '../../src/domain/listing/listing-history';
import type { ChangeReport, summarizeChanges } from '../../src/domain/publish/export-changes';
import { composeChangeReport } from '../../src/server/mail/compose-change-report';
import { runAfterPublishJobs } from './after-publish-jobs';
import type { ReleaseBuild } from './build-release';
import { checkBuiltRelease, type ReleaseChecker, releaseProbes } from './check-release';
import type { KeptHandSite } from './hand-release';
import type { Refusal } from './publish-checks';
import type { PublishOptions, PublishOutcome } from './publish-export';
import type { publishPhases } from './publish-phases';
import { finishRelease, markCompleted, pruneReleases, switchLive } from './release-store.ts';
import { pruneServerCode } from './server-code.ts';

/** A built release about to go live, and what its publish found on the way. */
export interface BuiltRelease {
  readonly releases: string;
  /** The release this one completes (publish-export.ts, `completes`), whose export it publishes again. */
  readonly completes?: string | undefined;
  readonly id: string;
  readonly releaseDir: string;
  readonly build: ReleaseBuild;
  /** The live release's listing history, which this one's continues; none at first. */
  readonly history: string | undefined;
  readonly model: ExportModel;
  readonly report: ChangeReport;
  readonly summary: ReturnType<typeof summarizeChanges>;
  /** The guards' refusals a person accepted. */
  readonly accepted: readonly string[];
  readonly keptHand: KeptHandSite | undefined;
  /** The kept release server of a warm publisher, which checks a warm release (check-release.ts). */
  readonly checker?: ReleaseChecker | undefined;
  readonly buildSeconds: number;
  /** What is left to write into the release before it goes live, while its check runs. */
  readonly finish?: (() => void) | undefined;
  /** When the publish started (ms). */
  readonly started: number;
}

/**
 * Puts a built release live, or refuses it when it does not serve. `onLive` is called as soon as the
 * live pointer names it, before the after-publish jobs: from then on the release is never removed.
 */
export async function goLive(
  release: BuiltRelease,
  source: string,
  options: PublishOptions,
  phase: ReturnType<typeof publishPhases>,
  onLive: () => void,
): Promise<Refusal | PublishOutcome> {
  const { releases, id, releaseDir, build, model, report, summary, keptHand } = release;
  const { log } = options;
  const publishedAt = new Date();
  // The release answers as the live server would serve it, or it does not go live. Asked first: the
  // check's server reads the new export in a process of its own (a kept checker began while the pages
  // rendered) while this one writes the history and report beside the release, which a refused release
  // takes with it. One after the other, they took 9.0 s and 9.8 s of a 1 % change at 100,000 listings;
  // side by side, 6.9-7.3 s in all (BENCHMARKS.md).
  const checking = checkBuiltRelease(
    release.checker,
    { id, distDir: build.outDir, dataDir: build.dataDir },
    releaseProbes(model),
  );
  // Awaited below; a history that cannot be written must not leave it unhandled.
  checking.catch(() => undefined);
  const { text } = writeHistoryAndReport(release, publishedAt);
  phase.end('history and report');
  // A warm release's trimmed manifest too (3.1-3.4 s at 100,000 listings), which the check does not read.
  if (release.finish !== undefined) {
    release.finish();
    phase.end('trimmed manifest');
  }
  const failures = await checking;
  phase.end('ask the new release for its pages and API');
  if (failures.length > 0)
    return {
      kind: 'refused',
      reasons: [`The new release does not serve:\n${failures.join('\n')}`],
      hint: 'The live site is unchanged. The lines above say what failed; fix the cause and publish again.',
    };

  const seconds = (Date.now() - release.started) / 1000;
  finishRelease(releases, {
    id,
    publishedAt: publishedAt.toISOString(),
    source,
    summary,
    accepted: release.accepted,
    seconds,
    phases: phase.phases,
    ...(release.completes === undefined ? {} : { completes: release.completes }),
  });
  // The site served until now first, as the release this one replaces: same pages, so no visitor
  // sees the extra switch.
  if (keptHand !== undefined) switchLive(releases, keptHand.id);
  switchLive(releases, id);
  if (release.completes !== undefined) markCompleted(releases, release.completes, id);
  phase.end('switch');
  onLive();
  if (keptHand !== undefined)
    log(`Kept the site served until now as the release ${keptHand.id}: npm run rollback brings it back.`);
  log(`Live: ${id} (built in ${release.buildSeconds.toFixed(1)} s, ${seconds.toFixed(1)} s in all).`);
  if (release.completes === undefined) {
    log(text);
    for (const line of await runAfterPublishJobs({ id, dir: releaseDir, publishedAt, model, report }))
      log(line);
    phase.end('after-publish jobs');
  } else
    log(
      `It completes ${release.completes}: the pages that show its changed listings among their similar ones. Its change report and e-mails went with ${release.completes}.`,
    );
  for (const pruned of pruneReleases(releases, options.keep, { livesOn: options.livesOn }))
    log(`Pruned the old release ${pruned}.`);
  // With the releases, the copies of API code (kept for the servers that loaded them) none runs now.
  for (const pruned of pruneServerCode()) log(`Pruned the API code ${pruned}, which no server runs.`);
  phase.end('prune old releases');
  return { kind: 'published', id, report, seconds };
}

/**
 * Writes the listing history and the change report beside the release. The history goes with its release,
 * so a rollback brings back the history its pages were built from; a release that completes another
 * publishes that one's export again, which changed nothing: it shares that one's history file.
 */
function writeHistoryAndReport(release: BuiltRelease, publishedAt: Date): { text: string } {
  const { history, build, model, report, summary, releaseDir, id } = release;
  if (release.completes !== undefined && history !== undefined)
    linkListingHistory(history, build.historyFile);
  else {
    const previous: PropertyHistory = history === undefined ? emptyHistory() : readListingHistory(history);
    writeListingHistory(
      build.historyFile,
      release.completes === undefined ? updateListingHistory(previous, model, publishedAt) : previous,
    );
  }
  const { text } = composeChangeReport(report, model.site.DefaultLanguage, { release: id, publishedAt });
  writeFileSync(join(releaseDir, 'report.json'), `${JSON.stringify({ summary, report }, null, 2)}\n`);
  writeFileSync(join(releaseDir, 'report.txt'), `${text}\n`);
  return { text };
}
