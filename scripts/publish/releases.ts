// `npm run releases`: the kept releases, newest first, with their change summary; the live one and those
// a rollback took down marked.
import { releasesDir } from '../server/release-paths.ts';
import { completedBy, liveReleaseId, readRelease, releaseIds, wasRolledBack } from './release-store.ts';

const releases = releasesDir();
const live = liveReleaseId(releases);
const ids = releaseIds(releases).reverse();
if (ids.length === 0)
  console.log(`No releases in ${releases} yet: publish one with npm run publish -- <export>.`);
for (const id of ids) {
  const info = readRelease(releases, id);
  if (info === undefined) continue;
  const s = info.summary;
  const accepted = info.accepted.length > 0 ? `\n    accepted: ${info.accepted.join('; ')}` : '';
  const rolledBack = wasRolledBack(releases, id) ? ' (rolled back)' : '';
  // A pair made by the watcher (warm/blocks-follow.ts): the second publishes the first's cards on other pages.
  const by = completedBy(releases, id);
  const pair = `${by === undefined ? '' : ` (completed by ${by})`}${info.completes === undefined ? '' : ` (completes ${info.completes}: the similar listings on other pages)`}`;
  console.log(
    `${id === live ? '* live' : '      '} ${id}${rolledBack}${pair}  ${s.listings} listings: +${s.added} -${s.withdrawn}, ${s.priceChanges} prices, ${s.statusChanges} statuses, pictures +${s.picturesAdded}/-${s.picturesRemoved}, ${s.projects} projects, ${s.pages} pages (${info.seconds.toFixed(0)} s, from ${info.source})${accepted}`,
  );
}
