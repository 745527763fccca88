// The releases folder (scripts/release-paths.mjs says where): one folder per release, `current` the
// symlink to the live one. Only this module switches, lists and prunes releases.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import type { ChangeSummary } from '../../src/domain/export-changes';

/** release.json: what `npm run releases` lists. Written last, so its presence marks a finished release. */
export interface ReleaseInfo {
  readonly id: string;
  readonly publishedAt: string;
  /** The export it was published from, as given to `npm run publish`. */
  readonly source: string;
  readonly summary: ChangeSummary;
  /** The guards a person overrode with --accept, in words. */
  readonly accepted: readonly string[];
  /** Seconds from the start of the publish to the release being ready to switch. */
  readonly seconds: number;
}

/** The marker file of a finished release. */
export const releaseFile = 'release.json';
const pointerName = 'current';
const pointerTemp = '.current-';

/** A new release's id: the time, sortable as text, unique in the folder. */
export function newReleaseId(releases: string, now = new Date()): string {
  const base = now.toISOString().replace(/[:.]/g, '-');
  let id = base;
  for (let n = 2; existsSync(join(releases, id)); n++) id = `${base}-${n}`;
  return id;
}

/** The finished releases, oldest first. */
export function releaseIds(releases: string): string[] {
  if (!existsSync(releases)) return [];
  return readdirSync(releases, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(join(releases, entry.name, releaseFile)))
    .map((entry) => entry.name)
    .sort();
}

/** A release's summary, or undefined if it has none (unfinished). */
export function readRelease(releases: string, id: string): ReleaseInfo | undefined {
  try {
    return JSON.parse(readFileSync(join(releases, id, releaseFile), 'utf8')) as ReleaseInfo;
  } catch {
    return undefined;
  }
}

/** Writes release.json (through a rename, so it is whole or absent): the release is finished. */
export function finishRelease(releases: string, info: ReleaseInfo): void {
  const path = join(releases, info.id, releaseFile);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(info, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}

/** The id of the live release, or undefined when none is live. */
export function liveReleaseId(releases: string): string | undefined {
  try {
    return basename(readlinkSync(join(releases, pointerName)));
  } catch {
    return undefined;
  }
}

function syncFolder(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Makes `id` the live release: a new symlink under a temporary name renamed over `current`, which POSIX
 * makes atomic, so the server sees the old release or the new one and never no release. A crash before
 * the rename leaves the temporary link, which the next publish removes.
 */
export function switchLive(releases: string, id: string): void {
  if (!existsSync(join(releases, id, releaseFile)))
    throw new Error(`Release ${id} is not a finished release`);
  const temp = join(releases, `${pointerTemp}${process.pid}`);
  rmSync(temp, { force: true });
  // Relative, so the releases folder can be moved or mounted elsewhere as a whole.
  symlinkSync(id, temp, 'dir');
  renameSync(temp, join(releases, pointerName));
  syncFolder(releases);
}

/**
 * Removes what a publish killed half-way left behind: temporary pointer links and release folders
 * without release.json. Only called under the publish lock, so no publish is writing them.
 */
export function removeLeftovers(releases: string): string[] {
  if (!existsSync(releases)) return [];
  const live = liveReleaseId(releases);
  const removed: string[] = [];
  for (const entry of readdirSync(releases, { withFileTypes: true })) {
    const path = join(releases, entry.name);
    if (entry.name.startsWith(pointerTemp)) {
      rmSync(path, { force: true });
      removed.push(entry.name);
    } else if (
      entry.isDirectory() &&
      !entry.name.startsWith('.') &&
      entry.name !== live &&
      !existsSync(join(path, releaseFile))
    ) {
      rmSync(path, { recursive: true, force: true });
      removed.push(entry.name);
    }
  }
  return removed;
}

/** Deletes the oldest finished releases beyond the newest `keep`, never the live one; returns their ids. */
export function pruneReleases(releases: string, keep: number): string[] {
  const live = liveReleaseId(releases);
  const ids = releaseIds(releases);
  const kept = new Set(ids.slice(-Math.max(1, keep)));
  const pruned = ids.filter((id) => !kept.has(id) && id !== live);
  for (const id of pruned) rmSync(join(releases, id), { recursive: true, force: true });
  return pruned;
}

/** The release before the live one (what `npm run rollback` puts back), or undefined. */
export function previousRelease(releases: string): string | undefined {
  const ids = releaseIds(releases);
  const live = liveReleaseId(releases);
  const at = live === undefined ? -1 : ids.indexOf(live);
  return at > 0 ? ids[at - 1] : undefined;
}

/** Creates the releases folder if needed. */
export function ensureReleasesDir(releases: string): void {
  mkdirSync(releases, { recursive: true });
}
