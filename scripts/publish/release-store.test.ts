// Unit tests of the releases folder: the atomic switch, leftovers of a crash, pruning and rollback order.
import { mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  liveReleaseId,
  previousRelease,
  pruneReleases,
  releaseFile,
  releaseIds,
  removeLeftovers,
  switchLive,
} from './release-store.mjs';

let releases = '';
beforeEach(() => {
  releases = mkdtempSync(join(tmpdir(), 'releases-'));
});
afterEach(() => rmSync(releases, { recursive: true, force: true }));

function release(id: string, finished = true): void {
  mkdirSync(join(releases, id, 'dist'), { recursive: true });
  if (finished) writeFileSync(join(releases, id, releaseFile), '{}');
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
    release('2026-01-03'); // finished, killed before the switch
    symlinkSync('2026-01-03', join(releases, '.current-4242')); // killed between link and rename
    expect(removeLeftovers(releases).sort()).toEqual(['.current-4242', '2026-01-02']);
    expect(releaseIds(releases)).toEqual(['2026-01-01', '2026-01-03']);
    expect(liveReleaseId(releases)).toBe('2026-01-01');
  });
});

describe('pruneReleases and previousRelease', () => {
  it('keeps the newest releases and always the live one', () => {
    for (const day of ['01', '02', '03', '04']) release(`2026-01-${day}`);
    switchLive(releases, '2026-01-01'); // rolled back far
    expect(pruneReleases(releases, 2)).toEqual(['2026-01-02']);
    expect(releaseIds(releases)).toEqual(['2026-01-01', '2026-01-03', '2026-01-04']);
  });

  it('rolls back to the release before the live one, and then one further', () => {
    for (const day of ['01', '02', '03']) release(`2026-01-${day}`);
    switchLive(releases, '2026-01-03');
    expect(previousRelease(releases)).toBe('2026-01-02');
    switchLive(releases, '2026-01-02');
    expect(previousRelease(releases)).toBe('2026-01-01');
    switchLive(releases, '2026-01-01');
    expect(previousRelease(releases)).toBeUndefined();
  });
});
