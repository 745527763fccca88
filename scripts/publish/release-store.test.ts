// Unit tests of the releases folder: the atomic switch, leftovers of a crash, pruning and rollback order.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pagesFaultedAfter, pagesOf } from './pages-faulted';
import {
  completedBy,
  finishRelease,
  liveReleaseId,
  markCompleted,
  previousRelease,
  pruneReleases,
  readRelease,
  readyFile,
  releaseFile,
  releaseIds,
  releaseParts,
  removeLeftovers,
  switchLive,
  wasRolledBack,
} from './release-store.ts';

let releases = '';
beforeEach(() => {
  releases = mkdtempSync(join(tmpdir(), 'releases-'));
});
afterEach(() => rmSync(releases, { recursive: true, force: true }));

/** A release folder: published (went live once), else unfinished. */
function release(id: string, finished = true): void {
  mkdirSync(join(releases, id, 'dist'), { recursive: true });
  if (finished) writeFileSync(join(releases, id, releaseFile), '{}');
}

/** A release with every part the server reads. */
function wholeRelease(id: string): void {
  for (const part of releaseParts) {
    mkdirSync(join(releases, id, part, '..'), { recursive: true });
    writeFileSync(join(releases, id, part), '{}');
  }
}

/** Marks the release ready, as a publish does once it is built. */
function finish(id: string): void {
  const summary = { listings: 1, added: 1, withdrawn: 0, priceChanges: 0, statusChanges: 0 };
  finishRelease(releases, {
    id,
    publishedAt: '2026-01-01T00:00:00.000Z',
    source: 'export',
    summary: summary as never,
    accepted: [],
    seconds: 1,
  });
}

/** A release as a publish leaves it just before its switch: whole, and marked ready. */
function readyRelease(id: string): void {
  wholeRelease(id);
  finish(id);
}

describe('switchLive', () => {
  it('points current at the release by a relative link and leaves no temporary link', () => {
    release('2026-01-01');
    release('2026-01-02');
    switchLive(releases, '2026-01-01');
    switchLive(releases, '2026-01-02');
    expect(readlinkSync(join(releases, 'current'))).toBe('2026-01-02');
    expect(liveReleaseId(releases)).toBe('2026-01-02');
    expect(releaseIds(releases)).toEqual(['2026-01-01', '2026-01-02']);
  });

  it('refuses a release that did not finish', () => {
    release('2026-01-01', false);
    expect(() => switchLive(releases, '2026-01-01')).toThrow(/not a finished release/);
    expect(liveReleaseId(releases)).toBeUndefined();
  });
});

describe('removeLeftovers', () => {
  it('removes what a publish killed during its build or its switch left, and nothing else', () => {
    release('2026-01-01');
    switchLive(releases, '2026-01-01');
    release('2026-01-02', false); // killed during the build
    readyRelease('2026-01-03'); // built and checked, killed before the switch: it never went live
    symlinkSync('2026-01-03', join(releases, '.current-4242')); // killed between link and rename
    // Neither listed nor a rollback target before the next publish clears them.
    expect(releaseIds(releases)).toEqual(['2026-01-01']);
    expect(previousRelease(releases)).toBeUndefined();
    expect(removeLeftovers(releases).sort()).toEqual(['.current-4242', '2026-01-02', '2026-01-03']);
    expect(releaseIds(releases)).toEqual(['2026-01-01']);
    expect(liveReleaseId(releases)).toBe('2026-01-01');
  });

  it('keeps and marks published a release killed just after its switch', () => {
    release('2026-01-01');
    switchLive(releases, '2026-01-01');
    readyRelease('2026-01-02');
    // The switch as a publish killed before marking the release makes it: the link alone.
    symlinkSync('2026-01-02', join(releases, '.current-1'));
    renameSync(join(releases, '.current-1'), join(releases, 'current'));
    expect(releaseIds(releases)).toEqual(['2026-01-01', '2026-01-02']);
    expect(readRelease(releases, '2026-01-02')?.source).toBe('export');
    expect(removeLeftovers(releases)).toEqual([]);
    expect(existsSync(join(releases, '2026-01-02', releaseFile))).toBe(true);
    expect(existsSync(join(releases, '2026-01-02', readyFile))).toBe(false);
    expect(previousRelease(releases)).toBe('2026-01-01');
  });
});

describe('finishRelease', () => {
  it('marks a release ready only when it holds every part the server reads, and its switch published', () => {
    wholeRelease('2026-01-01');
    rmSync(join(releases, '2026-01-01', 'dist', 'server', 'entry.mjs'));
    expect(() => finish('2026-01-01')).toThrow(/dist\/server\/entry\.mjs missing/);
    expect(() => switchLive(releases, '2026-01-01')).toThrow(/not a finished release/);
    readyRelease('2026-01-01');
    expect(releaseIds(releases)).toEqual([]);
    switchLive(releases, '2026-01-01');
    expect(releaseIds(releases)).toEqual(['2026-01-01']);
    expect(existsSync(join(releases, '2026-01-01', releaseFile))).toBe(true);
  });
});

describe('pruneReleases and previousRelease', () => {
  it('keeps the newest releases and always the live one', () => {
    for (const day of ['01', '02', '03', '04']) release(`2026-01-${day}`);
    switchLive(releases, '2026-01-01'); // rolled back far
    expect(pruneReleases(releases, 2)).toEqual(['2026-01-02']);
    expect(releaseIds(releases)).toEqual(['2026-01-01', '2026-01-03', '2026-01-04']);
  });

  it('moves a pruned release aside at once and deletes it apart, as well as one a killed deletion left', async () => {
    for (const day of ['01', '02', '03']) release(`2026-01-${day}`);
    for (let page = 0; page < 200; page++)
      writeFileSync(join(releases, '2026-01-01', 'dist', `${page}.html`), '');
    mkdirSync(join(releases, '.pruned-2025-12-31', 'dist'), { recursive: true });
    switchLive(releases, '2026-01-03');
    expect(pruneReleases(releases, 2)).toEqual(['2026-01-01']);
    expect(existsSync(join(releases, '2026-01-01'))).toBe(false);
    const end = Date.now() + 10_000;
    while (readdirSync(releases).some((name) => name.startsWith('.pruned-')) && Date.now() < end)
      await new Promise((wait) => setTimeout(wait, 20));
    expect(
      readdirSync(releases)
        .filter((name) => name !== 'current')
        .sort(),
    ).toEqual(['.live-history.json', '2026-01-02', '2026-01-03']);
  });

  it('in a process that lives on, deletes the pruned releases on a thread of its own: its memory is not made to fault', async () => {
    for (const day of ['01', '02', '03']) release(`2026-01-${day}`);
    switchLive(releases, '2026-01-03');
    let pruned: string[] = [];
    const faulted = await pagesFaultedAfter(() => {
      pruned = pruneReleases(releases, 2, { livesOn: true });
    });
    expect(pruned).toEqual(['2026-01-01']);
    expect(faulted).toBeLessThan(pagesOf() / 4);
    // On a thread of its own: it goes on while this thread is busy and lets its event loop wait, as a
    // watcher's is while it renders the next publish's pages.
    const end = Date.now() + 10_000;
    while (readdirSync(releases).some((name) => name.startsWith('.pruned-')) && Date.now() < end);
    expect(readdirSync(releases).filter((name) => name.startsWith('.pruned-'))).toEqual([]);
  });

  it('rolls back to the release before the live one, and then one further', () => {
    for (const day of ['01', '02', '03']) release(`2026-01-${day}`);
    switchLive(releases, '2026-01-03');
    expect(previousRelease(releases)).toBe('2026-01-02');
    switchLive(releases, '2026-01-02', { rollback: true });
    expect(previousRelease(releases)).toBe('2026-01-01');
    switchLive(releases, '2026-01-01', { rollback: true });
    expect(previousRelease(releases)).toBeUndefined();
  });

  it('rolls back to the release that was live before, never to one a rollback took down', () => {
    for (const id of ['a', 'b', 'c']) release(`2026-01-01-${id}`);
    switchLive(releases, '2026-01-01-a'); // publish A
    switchLive(releases, '2026-01-01-b'); // publish B
    switchLive(releases, previousRelease(releases) ?? '', { rollback: true }); // A live, B rolled back
    expect(liveReleaseId(releases)).toBe('2026-01-01-a');
    expect(wasRolledBack(releases, '2026-01-01-b')).toBe(true);
    switchLive(releases, '2026-01-01-c'); // publish C
    expect(previousRelease(releases)).toBe('2026-01-01-a');
    switchLive(releases, '2026-01-01-a', { rollback: true });
    expect(wasRolledBack(releases, '2026-01-01-c')).toBe(true);
    expect(previousRelease(releases)).toBeUndefined();
  });

  it('rolls back past the first half of a completed pair, to the release before both', () => {
    for (const id of ['0', 'a', 'b', 'c']) release(`2026-01-01-${id}`);
    switchLive(releases, '2026-01-01-0');
    switchLive(releases, '2026-01-01-a');
    switchLive(releases, '2026-01-01-b'); // the change, its similar listings left as they were
    switchLive(releases, '2026-01-01-c'); // the same export, the similar listings too
    writeFileSync(join(releases, '2026-01-01-c', 'bases.json'), '["2026-01-01-b"]');
    // Killed between the switch and the mark: the first half is a release like any other.
    expect(previousRelease(releases)).toBe('2026-01-01-b');
    markCompleted(releases, '2026-01-01-b', '2026-01-01-c');
    expect(completedBy(releases, '2026-01-01-b')).toBe('2026-01-01-c');
    expect(completedBy(releases, '2026-01-01-c')).toBeUndefined();
    expect(previousRelease(releases)).toBe('2026-01-01-a');
    // The pair counts as one of the releases kept: the first stays as long as the second links to it.
    expect(pruneReleases(releases, 3)).toEqual([]);
    switchLive(releases, '2026-01-01-a', { rollback: true });
    expect(previousRelease(releases)).toBe('2026-01-01-0');
  });

  it('prunes rolled-back releases before the last one that was live and good', () => {
    for (const id of ['a', 'b', 'c']) release(`2026-01-01-${id}`);
    switchLive(releases, '2026-01-01-a');
    switchLive(releases, '2026-01-01-b');
    switchLive(releases, '2026-01-01-a', { rollback: true });
    switchLive(releases, '2026-01-01-c');
    expect(pruneReleases(releases, 2)).toEqual(['2026-01-01-b']);
    expect(releaseIds(releases)).toEqual(['2026-01-01-a', '2026-01-01-c']);
    // The rollback's target is kept whatever `keep` says.
    expect(pruneReleases(releases, 1)).toEqual([]);
  });

  it('an explicit rollback to a release taken down makes it a good release again', () => {
    for (const id of ['a', 'b']) release(`2026-01-01-${id}`);
    switchLive(releases, '2026-01-01-a');
    switchLive(releases, '2026-01-01-b');
    switchLive(releases, '2026-01-01-a', { rollback: true });
    switchLive(releases, '2026-01-01-b', { rollback: true });
    expect(wasRolledBack(releases, '2026-01-01-b')).toBe(false);
    expect(wasRolledBack(releases, '2026-01-01-a')).toBe(true);
  });
});
