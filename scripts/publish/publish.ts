// `npm run publish -- <export folder | .zip | .tar.gz> [--accept]`, or `npm run publish -- --watch <folder>`:
// see publish-export.ts for what a publish does and docs/staff.md for how staff use it.
import { renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';
import { defaultGuardLimits } from '../../src/domain/publish/publish-guards';
import { releasesDir } from '../server/release-paths.ts';
import { publishWithChanges } from './changed-export';
import { type PublishOptions, publishExport } from './publish-export';
import { serialQueue } from './serial-queue';
import { defaultBlocksLater, publishBlocksAfter } from './warm/blocks-follow';
import { takeHandedPublishes } from './warm/handed-publishes';
import { startWarmPublisher } from './warm/start-warm-publisher';
import { defaultWarmMaxPages } from './warm/warm-release';
import { watchDropFolder } from './watch-drop-folder';

const usage = `Usage: npm run publish -- <export folder | export.zip | export.tar.gz> [--accept]
       npm run publish -- <export> --changes <change.json> [--changes <change.json> ...]
       npm run publish -- --watch <drop folder>
Options: --changes (records that replace or remove listings and projects of the export, applied in order:
         docs/staff.md), --accept (publish although a guard trips, after a person has looked), --keep <releases to keep, 5>,
         --outcome <file> (also write how the publish ended there as JSON: the server's HTTP drop reads it),
         --max-listing-fall <%, 20>, --max-missing-media <%, 5>, --settle <seconds unchanged before a drop is read, 10>,
         --warm-max-pages <with --watch: pages the warm renderer renders at most before a full build is made instead, ${defaultWarmMaxPages}; 0: always a full build>,
         --blocks-later <with --watch: the share of the site's pages (0 to 1) whose similar listings alone changed from which they go live in a second release just after the change, ${defaultBlocksLater}; 1: never>`;

const env = process.env;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    watch: { type: 'string' },
    accept: { type: 'boolean', default: false },
    keep: { type: 'string', default: env.PUBLISH_KEEP ?? '5' },
    'max-listing-fall': {
      type: 'string',
      default: env.PUBLISH_MAX_LISTING_FALL ?? String(defaultGuardLimits.maxListingFallPercent),
    },
    'max-missing-media': {
      type: 'string',
      default: env.PUBLISH_MAX_MISSING_MEDIA ?? String(defaultGuardLimits.maxMissingMediaPercent),
    },
    settle: { type: 'string', default: env.PUBLISH_SETTLE_SECONDS ?? '10' },
    'warm-max-pages': { type: 'string', default: env.PUBLISH_WARM_MAX_PAGES ?? String(defaultWarmMaxPages) },
    'blocks-later': { type: 'string', default: env.PUBLISH_BLOCKS_LATER ?? String(defaultBlocksLater) },
    outcome: { type: 'string' },
    changes: { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', default: false },
  },
});

function number(name: string, text: string, min: number, max = Number.POSITIVE_INFINITY): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(
      `--${name} must be a number of at least ${min}${max === Number.POSITIVE_INFINITY ? '' : ` and at most ${max}`}, got ${text}\n${usage}`,
    );
    process.exit(64);
  }
  return value;
}

const [source] = positionals;
if (values.help || (values.watch === undefined) === (source === undefined)) {
  console.error(usage);
  process.exit(values.help ? 0 : 64);
}

const options: PublishOptions = {
  accept: values.accept,
  keep: number('keep', values.keep, 1),
  limits: {
    maxListingFallPercent: number('max-listing-fall', values['max-listing-fall'], 0),
    maxMissingMediaPercent: number('max-missing-media', values['max-missing-media'], 0),
  },
  log: (line) => console.log(line),
};

if (values.watch !== undefined) {
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  // Said at once: a large site's watcher needs more than Node's default (publish-node-flags.mjs).
  options.log(
    `Heap limit ${(getHeapStatistics().heap_size_limit / 2 ** 30).toFixed(1)} GB (\`npm run publish\` sets half the memory).`,
  );
  // Kept between drops: a small change is rendered in seconds, without starting Astro (warm/).
  const maxPages = number('warm-max-pages', values['warm-max-pages'], 0);
  const warm = maxPages > 0 ? startWarmPublisher(maxPages, options.log) : Promise.resolve(undefined);
  // One publish at a time, whether it came to the folder or by the HTTP drop.
  const serially = serialQueue();
  const share = number('blocks-later', values['blocks-later'], 0, 1);
  const blocksLater = share < 1 ? share : undefined;
  const watched = async (path: string, more: Partial<PublishOptions>) =>
    publishExport(path, { ...options, accept: false, warm: await warm, livesOn: true, ...more });
  // The similar-listing cards of a warm publish's change follow it in a second release, queued behind
  // whatever came meanwhile (warm/blocks-follow.ts).
  const completing = (dataDir: string, completes: string) =>
    serially(async () =>
      // A watcher told to stop ends the publish it runs, and starts no other.
      stop.signal.aborted
        ? { kind: 'unchanged' as const }
        : watched(dataDir, { linkExport: true, completes }),
    );
  // Each drop's own judgement: --accept never applies to what lands unseen.
  const publishDrop = async (path: string, log = options.log, linkExport = false) => {
    const outcome = await serially(() => watched(path, { log, linkExport, blocksLater }));
    publishBlocksAfter(releasesDir(), outcome, completing, options.log);
    return outcome;
  };
  await Promise.all([
    watchDropFolder(resolve(values.watch), {
      settleMs: number('settle', values.settle, 0) * 1000,
      pollMs: 1000,
      publish: (path) => publishDrop(path),
      log: options.log,
      signal: stop.signal,
    }),
    // The HTTP drop's publishes, when a server takes them (publish/warm/handed-publishes.ts).
    takeHandedPublishes(releasesDir(), {
      publish: (request, log) =>
        publishWithChanges(
          request.source,
          request.changes,
          (folder, linkable) => publishDrop(folder, log, linkable),
          log,
          releasesDir(),
        ),
      log: options.log,
      signal: stop.signal,
    }),
  ]);
  // A second release under way ends before the release checker it asks stops.
  await serially(async () => undefined);
  await (await warm)?.stop();
} else if (source !== undefined) {
  const outcome = await publishWithChanges(
    resolve(source),
    values.changes.map((file) => resolve(file)),
    (folder, linkable) => publishExport(folder, { ...options, linkExport: linkable }),
    options.log,
    releasesDir(),
  );
  if (values.outcome !== undefined) {
    // Written whole through a rename: a reader never sees half an outcome.
    const file = resolve(values.outcome);
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(outcome));
    renameSync(`${file}.${process.pid}`, file);
  }
  switch (outcome.kind) {
    case 'published':
      process.exitCode = 0;
      break;
    case 'unchanged':
      console.log(
        'The export is the same as the live one: nothing to publish, the live site stays as it is.',
      );
      break;
    case 'busy':
      console.error(
        `Not published: another publish is running (pid ${outcome.holder.pid}, ${outcome.holder.task}, since ${outcome.holder.startedAt}). Run this again once it has finished.`,
      );
      process.exitCode = 75;
      break;
    case 'refused':
      console.error(
        `Not published; the live site is unchanged.\n${outcome.reasons.map((reason) => `- ${reason}`).join('\n')}\n${outcome.hint}`,
      );
      process.exitCode = 1;
      break;
  }
}
