// A publish with the warm renderer (what `npm run publish -- --watch` does between drops), in this
// process, on a generated export of 20 listings: the warm release serves exactly what a full build of the
// same export serves, the live release is never written (also when the warm render fails half-way and
// the publish falls back to a build), a full build over a warm release gets files of its own, rollback
// crosses warm releases, and pruning never removes a release whose files a kept one links to.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseBuild } from '../../scripts/publish/build-release';
import { checkBuiltRelease, checkLink, releaseProbes } from '../../scripts/publish/check-release';
import { type PublishOptions, publishExport } from '../../scripts/publish/publish-export';
import {
  completedBy,
  previousRelease,
  pruneReleases,
  readRelease,
  releaseBases,
  switchLive,
} from '../../scripts/publish/release-store.ts';
import { sourceFingerprint } from '../../scripts/publish/server-code.ts';
import { recordMemory } from '../../scripts/publish/warm/record-memory';
import { keptReleaseChecker } from '../../scripts/publish/warm/start-warm-publisher';
import { manifestOf } from '../../scripts/publish/warm/trimmed-manifest';
import type { WarmPublisher } from '../../scripts/publish/warm/warm-release';
import { startWarmRenderer } from '../../scripts/publish/warm/warm-renderer';
import { generateScale } from '../../scripts/sample-export/generate-export';
import { loadExport } from '../../src/data/load-export';
import { defaultGuardLimits } from '../../src/domain/publish/publish-guards';

// Inside the project: a release's server bundle resolves its packages from node_modules.
const root = resolve('.cache/publish-warm-test');
const releases = join(root, 'releases');
const saved = {
  RELEASES_DIR: process.env.RELEASES_DIR,
  DATA_DIR: process.env.DATA_DIR,
  DIST_DIR: process.env.DIST_DIR,
};
const lines: string[] = [];
const options: PublishOptions = {
  accept: false,
  keep: 5,
  limits: defaultGuardLimits,
  log: (line) => lines.push(line),
};

type Listing = { ID: number; Price: number };
const first = join(root, 'first');
/** A copy of the first export with the price of the `nth` listing lowered by `percent`. */
function cheaper(name: string, nth: number, percent: number): string {
  const dir = join(root, name);
  cpSync(first, dir, { recursive: true });
  const listings = JSON.parse(readFileSync(join(dir, 'properties.json'), 'utf8')) as Listing[];
  const id = [...new Set(listings.map((listing) => listing.ID))][nth];
  for (const listing of listings)
    if (listing.ID === id) listing.Price = Math.round(listing.Price * (1 - percent / 100));
  writeFileSync(join(dir, 'properties.json'), JSON.stringify(listings, null, 2));
  return dir;
}

/** sha256 of every file a release serves, by path, links followed. */
function served(dir: string, under = dir, into = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(under)) {
    const path = join(under, name);
    if (statSync(path).isDirectory()) served(dir, path, into);
    else into.set(path.slice(dir.length), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return into;
}

/** Every entry of a folder as it is on disk (links not followed): kind, size, time and target. */
function onDisk(dir: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const stat = lstatSync(path);
    entries.set(
      path.slice(dir.length),
      stat.isSymbolicLink()
        ? `-> ${readlinkSync(path)}`
        : `${stat.isDirectory()} ${stat.size} ${stat.mtimeMs}`,
    );
  }
  return entries;
}

const live = () => readlinkSync(join(releases, 'current'));
const client = (id: string) => join(releases, id, 'dist', 'client');
let warm: WarmPublisher;

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  Object.assign(process.env, {
    RELEASES_DIR: releases,
    DATA_DIR: join(root, 'no-data'),
    DIST_DIR: join(root, 'no-dist'),
  });
  await generateScale(first, 20);
  const outcome = await publishExport(first, options);
  expect(outcome.kind, lines.join('\n')).toBe('published');
  const renderer = await startWarmRenderer(process.cwd(), join(root, 'warm-build'), { dataDir: first });
  const checker = keptReleaseChecker(options.log);
  warm = {
    renderer,
    code: sourceFingerprint(),
    maxPages: 1000,
    checker: checker.start,
    stop: checker.stop,
    records: recordMemory(),
  };
});
afterAll(async () => {
  await warm.stop();
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  rmSync(root, { recursive: true, force: true });
});

describe('a warm publish', () => {
  it('writes only the changed pages, links the rest and serves what a full build serves', async () => {
    const base = live();
    const before = onDisk(join(releases, base));
    const outcome = await publishExport(cheaper('one-price', 0, 3), { ...options, warm });
    expect(outcome.kind, lines.join('\n')).toBe('published');
    const warmId = live();
    expect(warmId).not.toBe(base);
    // The first listing is for sale with its price shown: its pages and the blocks that show it change
    // (the 4th, sold, showed no price, and the publish wrote no page to compare).
    expect(lines.join('\n')).toMatch(/rendered \d+ pages warm in [\d.]+ s, [1-9]\d* files written/);
    expect(lines.join('\n')).toMatch(
      /; [1-9]\d* of the pages had their similar listings alone rendered again/,
    );
    // Only the listing that changed was validated: the model is the whole validation's (compared below).
    expect(lines.join('\n')).toMatch(/Validated only what changed \(1 listing, 0 projects\)/);
    expect(releaseBases(releases, warmId)).toEqual([base]);
    expect(lstatSync(join(client(warmId), '_astro')).isSymbolicLink()).toBe(true);
    expect(onDisk(join(releases, base))).toEqual(before);
    // Checked by the release server the publisher keeps, not one started for it.
    expect(readlinkSync(join(releases, checkLink))).toBe(warmId);

    // The same export published by a full build, from the same live release.
    switchLive(releases, base, { rollback: true });
    const full = await publishExport(cheaper('one-price-again', 0, 3), options);
    expect(full.kind, lines.join('\n')).toBe('published');
    const fullId = live();
    expect(releaseBases(releases, fullId)).toEqual([]);
    const fromWarm = served(client(warmId));
    const fromBuild = served(client(fullId));
    expect([...fromWarm.keys()].sort()).toEqual([...fromBuild.keys()].sort());
    expect([...fromBuild].filter(([path, hash]) => fromWarm.get(path) !== hash)).toEqual([]);
    // A full build over the live release gets real files, never links into it.
    expect(lstatSync(join(client(fullId), '_astro')).isSymbolicLink()).toBe(false);
  });

  it('writes the listing history and the trimmed manifest while the release is asked whether it serves', async () => {
    // Whether each file was there as the check began, and when it answered.
    const asked: { began: [boolean, boolean]; answered: [boolean, boolean] }[] = [];
    const written = (release: string): [boolean, boolean] => {
      const build = releaseBuild(join(releases, release));
      return [existsSync(build.historyFile), existsSync(manifestOf(build))];
    };
    const watching: WarmPublisher = {
      ...warm,
      checker: async (id) => {
        const kept = await warm.checker(id);
        return (
          kept && {
            ...kept,
            check: async (release, probes) => {
              const began = written(release);
              // The kept server answers from a process of its own; this one meanwhile writes the files.
              await new Promise((resume) => setImmediate(resume));
              asked.push({ began, answered: written(release) });
              return kept.check(release, probes);
            },
          }
        );
      },
    };
    lines.length = 0;
    const outcome = await publishExport(cheaper('history-beside-check', 1, 3), {
      ...options,
      warm: watching,
    });
    expect(outcome.kind, lines.join('\n')).toBe('published');
    expect(asked).toEqual([{ began: [false, false], answered: [true, true] }]);
    expect(lines.join('\n')).toMatch(
      /history and report: [\d.]+ s\n {2}trimmed manifest: [\d.]+ s\n {2}ask the new release/,
    );
  });

  it('publishes a change before the similar listings that show it, which a second release completes', async () => {
    const before = live();
    lines.length = 0;
    const later = await publishExport(cheaper('blocks-later', 0, 6), { ...options, warm, blocksLater: 0 });
    expect(later.kind, lines.join('\n')).toBe('published');
    const first = live();
    const deferred = later.kind === 'published' ? (later.deferred ?? 0) : 0;
    expect(deferred).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain(
      `; 0 of the pages had their similar listings alone rendered again; ${deferred} pages whose similar listings alone changed follow in a second release`,
    );
    expect(lines.join('\n')).toMatch(/change report e-mail: /);

    // The same export again, as the release that completes the first: it renders just those pages.
    lines.length = 0;
    const again = { ...options, warm, completes: first, linkExport: true };
    const second = await publishExport(join(releases, first, 'data'), again);
    expect(second.kind, lines.join('\n')).toBe('published');
    const complete = live();
    expect(lines.join('\n')).toContain(
      `; ${deferred} of the pages had their similar listings alone rendered again)`,
    );
    // One publish to staff: no second report or e-mail, the first's history and summary, and a rollback
    // that goes back to the release before the pair.
    expect(lines.join('\n')).not.toMatch(/change report e-mail|demand alerts/);
    expect(readRelease(releases, complete)?.completes).toBe(first);
    expect(readRelease(releases, complete)?.summary).toEqual(readRelease(releases, first)?.summary);
    const history = (id: string) => readFileSync(releaseBuild(join(releases, id)).historyFile, 'utf8');
    expect(history(complete)).toBe(history(first));
    expect(completedBy(releases, first)).toBe(complete);
    expect(previousRelease(releases)).toBe(before);

    // Not made once the first is no longer live.
    switchLive(releases, before, { rollback: true });
    lines.length = 0;
    expect(await publishExport(join(releases, first, 'data'), again)).toEqual({ kind: 'unchanged' });
    expect(lines.join('\n')).toContain(`Not completing ${first}: ${before} is live now`);

    // The pair serves what the change published whole serves; the first of the two differs from it in
    // the pages it left alone.
    const whole = await publishExport(cheaper('blocks-at-once', 0, 6), { ...options, warm });
    expect(whole.kind, lines.join('\n')).toBe('published');
    const fromWhole = served(client(live()));
    const fromPair = served(client(complete));
    expect([...fromPair.keys()].sort()).toEqual([...fromWhole.keys()].sort());
    expect([...fromWhole].filter(([path, hash]) => fromPair.get(path) !== hash)).toEqual([]);
    const fromFirst = served(client(first));
    const left = [...fromWhole].filter(
      ([path, hash]) => path.endsWith('.html') && fromFirst.get(path) !== hash,
    );
    expect(left).toHaveLength(deferred);
  });

  it('leaves the live release as it was when the warm render fails half-way, and builds instead', async () => {
    const base = live();
    const before = onDisk(join(releases, base));
    const failing: WarmPublisher = {
      ...warm,
      renderer: {
        ...warm.renderer,
        render: async (...args) => {
          await warm.renderer.render(...args);
          throw new Error('the disk is full');
        },
      },
    };
    lines.length = 0;
    const outcome = await publishExport(cheaper('fails-warm', 5, 4), { ...options, warm: failing });
    expect(outcome.kind, lines.join('\n')).toBe('published');
    expect(lines.join('\n')).toMatch(/A full build instead of the warm renderer: the disk is full/);
    expect(existsSync(join(releases, live(), 'bases.json'))).toBe(false);
    expect(onDisk(join(releases, base))).toEqual(before);
  });

  it('checks a release with the kept server, which refuses one that lacks its home page', async () => {
    const checker = await warm.checker(live());
    if (checker === undefined) throw new Error(`the kept checker did not start:\n${lines.join('\n')}`);
    const good = live();
    const probes = releaseProbes(loadExport(join(releases, good, 'data')));
    // A copy of the live release (its links are relative: they reach the same files) without its home page.
    const broken = 'broken-copy';
    cpSync(join(releases, good), join(releases, broken), { recursive: true, verbatimSymlinks: true });
    try {
      for (const name of readdirSync(client(broken)))
        if (name.startsWith('index.html')) rmSync(join(client(broken), name));
      expect((await checker.check(broken, probes)).join('\n')).toMatch(
        /the home page \(\/\) answered \d+ instead of 200/,
      );
      expect(await checker.check(good, probes)).toEqual([]);
      // A release whose export the server read ahead is checked as well; one it could not read ahead (no
      // such release) holds up no check.
      checker.prepare('no-such-release');
      checker.prepare(broken);
      expect((await checker.check(broken, probes)).join('\n')).toMatch(/the home page/);
      checker.prepare(good);
      expect(await checker.check(good, probes)).toEqual([]);
      // A kept server that fails does not refuse a good release: a server of its own is asked.
      const gone = {
        prepare: () => undefined,
        check: async () => ['the kept server is gone'],
        stop: () => undefined,
      };
      const release = {
        id: good,
        distDir: join(releases, good, 'dist'),
        dataDir: join(releases, good, 'data'),
      };
      expect(await checkBuiltRelease(gone, release, probes)).toEqual([]);
      expect(
        (
          await checkBuiltRelease(
            gone,
            { ...release, id: broken, distDir: join(releases, broken, 'dist') },
            probes,
          )
        ).join('\n'),
      ).toMatch(/the home page/);
    } finally {
      rmSync(join(releases, broken), { recursive: true, force: true });
    }
  });

  it('rolls back across warm releases, and pruning keeps the releases they link to', async () => {
    const cold = live();
    const one = await publishExport(cheaper('warm-one', 7, 5), { ...options, warm });
    expect(one.kind, lines.join('\n')).toBe('published');
    const warmOne = live();
    const two = await publishExport(cheaper('warm-two', 9, 6), { ...options, warm });
    expect(two.kind, lines.join('\n')).toBe('published');
    const warmTwo = live();
    expect(releaseBases(releases, warmTwo)).toEqual(expect.arrayContaining([cold]));

    // A full build over a warm release gets files of its own and leaves the warm release as it was.
    const warmBefore = onDisk(join(releases, warmTwo));
    const over = await publishExport(cheaper('full-over-warm', 11, 7), options);
    expect(over.kind, lines.join('\n')).toBe('published');
    const fullOverWarm = live();
    expect(lstatSync(join(client(fullOverWarm), '_astro')).isSymbolicLink()).toBe(false);
    expect(served(client(fullOverWarm)).size).toBeGreaterThan(100);
    expect(onDisk(join(releases, warmTwo))).toEqual(warmBefore);
    switchLive(releases, warmTwo, { rollback: true });

    // Keep one release: the live one stays, and with it every release its links reach.
    const pruned = pruneReleases(releases, 1);
    expect(pruned).not.toContain(cold);
    for (const id of [cold, warmOne, warmTwo]) expect(existsSync(join(releases, id))).toBe(true);
    const pages = served(client(warmTwo));
    expect(pages.size).toBeGreaterThan(100);

    switchLive(releases, warmOne, { rollback: true });
    expect(served(client(warmOne)).size).toBeGreaterThan(100);
    switchLive(releases, cold, { rollback: true });
    expect(served(client(cold)).size).toBe(pages.size);
  });
});
