// `npm run rollback [-- <release id>]`: puts the release that was live before the live one (or the one
// named) back live, marking the one it takes down as rolled back, by the same atomic switch of the
// `current` pointer as a publish: no build, well under a second.
import { existsSync } from 'node:fs';
import { releasesDir } from '../server/release-paths.ts';
import { acquireLock } from './publish-lock.ts';
import { liveReleaseId, previousRelease, releaseIds, switchLive } from './release-store.ts';

const started = performance.now();
const releases = releasesDir();
const wanted = process.argv[2];
// Without a releases folder nothing was ever published: say so, rather than fail opening the lock in it.
if (!existsSync(releases)) {
  console.error(`Nothing to roll back to: no release has been published here (no ${releases}).`);
  process.exit(1);
}
const lock = acquireLock(releases, 'rollback');
if ('held' in lock) {
  console.error(
    `Not rolled back: a publish is running (pid ${lock.held.pid}, ${lock.held.task}). Wait for it, or stop it with kill ${lock.held.pid} (the live site stays as it is), then roll back.`,
  );
  process.exit(75);
}
try {
  const live = liveReleaseId(releases);
  const target = wanted ?? previousRelease(releases);
  if (target === undefined || !releaseIds(releases).includes(target)) {
    console.error(
      wanted === undefined
        ? `Nothing to roll back to: ${live === undefined ? 'no release is live' : `${live} is the oldest release kept`}.`
        : `There is no finished release ${wanted}; see npm run releases.`,
    );
    process.exitCode = 1;
  } else {
    switchLive(releases, target, { rollback: true });
    console.log(`Live: ${target} (was ${live ?? 'none'}), in ${Math.round(performance.now() - started)} ms.`);
  }
} finally {
  lock.release();
}
