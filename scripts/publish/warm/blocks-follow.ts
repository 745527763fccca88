// A change goes live before the cards other pages show of it. A listing page shows a block of similar
// listings, each a card with its price: when a listing changes, its own pages change, and so does every
// page whose block shows its card. Those are most of a change's pages (at 100,000 listings, 9,564 of the
// 15,031 pages of 1 % of the listings 3 % cheaper, BENCHMARKS.md), and the least urgent: the page of the
// listing, the results, the search and the sitemap are what a visitor looking for it meets. So a watcher's
// warm publish (`blocksLater`) renders the rest and goes live with those pages as they were (linked to
// the live release, their old keys kept in its manifest), and then publishes the same export again as a
// second release (`completes`), which renders just those pages (warm-renderer.ts: their keys differ).
//
// The pair is one publish to staff: the first sends the change report and the e-mails, the second sends
// none, keeps the first's listing history and report, and marks the first completed, so that a rollback
// goes back to the release before the pair (release-store.ts). The second is not made when the first is
// no longer live by its turn in the watcher's queue (a rollback, or a newer export, which renders those
// pages anyway since their keys changed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangeReport, ChangeSummary } from '../../../src/domain/publish/export-changes';
import { releaseBuild } from '../build-release';
import type { PublishOutcome } from '../publish-export';

/**
 * The share of the site's pages the pages whose similar block alone changed must reach to be left to a
 * second release (`npm run publish -- --watch --blocks-later`). The second release costs what any warm
 * publish costs besides its pages, which grows with the site (listing its pages, reading its export,
 * linking the rest: some 3 s at 10,000 listings and 40,747 pages, some 40 s at 100,000), and a drop that
 * comes meanwhile waits for it; a page left out saves the change about 5 ms. So it pays from about 1 page
 * in 70: 1 % of the listings changed left 1,336 of 40,747 pages (3.3 %) at 10,000 listings and 9,564 of
 * 404,387 (2.4 %) at 100,000, where one price left 35 (0.09 %): rendered with the change.
 */
export const defaultBlocksLater = 0.015;

/**
 * Whether `blocks` pages whose similar block alone changed, of a site of `listed` pages, are left to a
 * second release: when they are at least `share` of the pages (undefined: never).
 */
export function leftForLater(blocks: number, listed: number, share: number | undefined): boolean {
  return share !== undefined && blocks > 0 && blocks >= share * listed;
}

/** Why the release completing `completes` is not made, or undefined when it is (or completes nothing). */
export function completionRefusal(
  completes: string | undefined,
  liveId: string | undefined,
  warm: boolean,
): string | undefined {
  if (completes === undefined) return undefined;
  if (liveId !== completes)
    return `Not completing ${completes}: ${liveId ?? 'no release'} is live now, and the next publish renders its pages.`;
  if (!warm)
    return `Not completing ${completes} without the warm renderer: the next publish renders its pages.`;
  return undefined;
}

/** The change report and summary of release `id`, which the release completing it goes live with. */
export function completedReport(
  releases: string,
  id: string,
): { readonly report: ChangeReport; readonly summary: ChangeSummary } {
  return JSON.parse(readFileSync(join(releases, id, 'report.json'), 'utf8')) as {
    report: ChangeReport;
    summary: ChangeSummary;
  };
}

/**
 * After a publish that left pages to a second release (its outcome's `deferred`), publishes that release
 * through `publish` (the watcher's queue: after whatever came meanwhile), from the first release's own
 * export (linked, as nobody writes a release's files); its end is logged.
 */
export function publishBlocksAfter(
  releases: string,
  outcome: PublishOutcome,
  publish: (dataDir: string, completes: string) => Promise<PublishOutcome>,
  log: (line: string) => void,
): void {
  if (outcome.kind !== 'published' || (outcome.deferred ?? 0) === 0) return;
  const { id } = outcome;
  publish(releaseBuild(join(releases, id)).dataDir, id).then(
    (second) => {
      if (second.kind === 'published') log(`${id} is complete: ${second.id} is live.`);
      else if (second.kind === 'refused')
        log(`${id} was not completed (the next publish renders its pages): ${second.reasons.join('; ')}`);
      else if (second.kind === 'busy')
        log(
          `${id} was not completed: another publish is running (pid ${second.holder.pid}); the next publish renders its pages.`,
        );
    },
    (error: unknown) =>
      log(
        `${id} was not completed (the next publish renders its pages): ${error instanceof Error ? error.message : String(error)}`,
      ),
  );
}
