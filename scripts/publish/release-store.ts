// The releases folder (scripts/server/release-paths.ts says where): one folder per release, `current` the
// symlink to the live one. Only this module switches, lists and prunes releases.

import { spawn } from 'node:child_process';
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
import { Worker } from 'node:worker_threads';
import type { ChangeSummary } from '../../src/domain/publish/export-changes.ts';
import type { PublishPhase } from './publish-phases.ts';

// Run by Node itself (types stripped, no loader) so that `npm run rollback` brings the previous release
// back in well under a second, start-up included.

/**
 * release.json: what `npm run releases` lists. Written last, so its presence marks a finished release.
 * `source` is the export as given to `npm run publish`, `accepted` the guards a person overrode with
 * --accept (in words), `seconds` the time from the start of the publish to the release being ready,
 * `phases` how those seconds went (scripts/publish/publish-phases.ts; none in releases made before them).
 */
export interface ReleaseInfo {
  id: string;
  publishedAt: string;
  source: string;
  summary: ChangeSummary;
  accepted: readonly string[];
  seconds: number;
  phases?: readonly PublishPhase[];
  /**
   * The release this one completes: the same export published again, with the pages that release left as
   * they were live (scripts/publish/warm/blocks-follow.ts). None for a release that publishes an export.
   */
  completes?: string;
}

/**
 * The marker of a published release: one that went live. A release's summary is first written as
 * `readyFile` once the release is whole (built, checked), which lets it be switched to, and renamed to
 * this name by its first switch: a publish killed between the two leaves a release that never went live
 * (its after-publish jobs never ran), which is not listed, cannot be rolled back to, and is removed by
 * the next publish as any other leftover.
 */
export const releaseFile = 'release.json';
/** The marker of a release that is whole but was not live yet. */
export const readyFile = 'release-ready.json';
/** What a whole release holds, checked before it is marked ready: what the server reads of it. */
export const releaseParts = [
  'dist/client/not-found-routes.json',
  'dist/client/language-versions.json',
  'dist/server/entry.mjs',
  'data/site.json',
  'data/properties.json',
];
const pointerName = 'current';
const pointerTemp = '.current-';

/** A new release's id: the time, sortable as text, unique in the folder. */
export function newReleaseId(releases: string, now = new Date()): string {
  const base = now.toISOString().replace(/[:.]/g, '-');
  let id = base;
  for (let n = 2; existsSync(join(releases, id)); n++) id = `${base}-${n}`;
  return id;
}

/**
 * The published releases, oldest first: those that went live, and the live one even if the publish that
 * switched to it was killed before marking it.
 */
export function releaseIds(releases: string): string[] {
  if (!existsSync(releases)) return [];
  const live = liveReleaseId(releases);
  return readdirSync(releases, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter(
      (entry) =>
        existsSync(join(releases, entry.name, releaseFile)) ||
        (entry.name === live && existsSync(join(releases, entry.name, readyFile))),
    )
    .map((entry) => entry.name)
    .sort();
}

/** A release's summary (the ready one's for the live release not marked yet), or undefined if it has none. */
export function readRelease(releases: string, id: string): ReleaseInfo | undefined {
  for (const file of id === liveReleaseId(releases) ? [releaseFile, readyFile] : [releaseFile]) {
    try {
      return JSON.parse(readFileSync(join(releases, id, file), 'utf8'));
    } catch {
      // not this marker: the next one
    }
  }
  return undefined;
}

/**
 * Checks that the release holds every part the server reads and writes its summary as `readyFile`
 * (through a rename, so it is whole or absent): the release can be switched to. Throws naming a
 * missing part.
 */
export function finishRelease(releases: string, info: ReleaseInfo): void {
  const dir = join(releases, info.id);
  const missing = releaseParts.filter((part) => !existsSync(join(dir, part)));
  if (missing.length > 0) throw new Error(`Release ${info.id} is not whole: ${missing.join(', ')} missing`);
  const path = join(dir, readyFile);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(info, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
  syncFolder(dir);
}

/** Marks a release that went live as published (its ready summary renamed to release.json). */
function markPublished(releases: string, id: string): void {
  const dir = join(releases, id);
  if (existsSync(join(dir, releaseFile))) return;
  renameSync(join(dir, readyFile), join(dir, releaseFile));
  syncFolder(dir);
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
 * the rename leaves the temporary link, which the next publish removes. The switch is added to the live
 * history; a rollback also marks the release it takes down as rolled back, so that no later rollback
 * returns to it (and pruning lets it go first), and unmarks the one it brings back.
 */
export function switchLive(
  releases: string,
  id: string,
  { rollback = false }: { rollback?: boolean } = {},
): void {
  const dir = join(releases, id);
  if (!existsSync(join(dir, releaseFile)) && !existsSync(join(dir, readyFile)))
    throw new Error(`Release ${id} is not a finished release`);
  const before = liveReleaseId(releases);
  const temp = join(releases, `${pointerTemp}${process.pid}`);
  rmSync(temp, { force: true });
  // Relative, so the releases folder can be moved or mounted elsewhere as a whole.
  symlinkSync(id, temp, 'dir');
  renameSync(temp, join(releases, pointerName));
  syncFolder(releases);
  markPublished(releases, id);
  if (rollback && before !== undefined && before !== id && existsSync(join(releases, before)))
    writeFileSync(
      join(releases, before, rolledBackFile),
      `${JSON.stringify({ at: new Date().toISOString(), for: id })}\n`,
    );
  rmSync(join(dir, rolledBackFile), { force: true });
  writeLiveHistory(releases, [...liveHistory(releases), id].slice(-historyLength));
}

/** The marker of a release a rollback took down: never a rollback's target again, pruned first. */
export const rolledBackFile = 'rolled-back.json';
/**
 * The ids that went live, oldest first, one per switch (publish or rollback); hidden, like the pointer's
 * temporary links, as it is no release.
 */
const historyFile = '.live-history.json';
/** Switches remembered: far more than the releases a publish keeps. */
const historyLength = 200;

/**
 * The marker of a release a later one completes (scripts/publish/warm/blocks-follow.ts): half of a
 * publish, which a rollback passes over as it does a rolled-back one, to the release before the pair.
 */
export const completedFile = 'completed.json';

/** Marks release `id` as completed by release `by` (once `by` is live). */
export function markCompleted(releases: string, id: string, by: string): void {
  writeFileSync(
    join(releases, id, completedFile),
    `${JSON.stringify({ at: new Date().toISOString(), by })}\n`,
  );
}

/** The release that completes release `id`, if one went live. */
export function completedBy(releases: string, id: string): string | undefined {
  try {
    const { by } = JSON.parse(readFileSync(join(releases, id, completedFile), 'utf8')) as { by?: unknown };
    return typeof by === 'string' ? by : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a rollback took the release down. */
export function wasRolledBack(releases: string, id: string): boolean {
  return existsSync(join(releases, id, rolledBackFile));
}

/** The ids that went live, oldest first (none for releases published before the history was kept). */
export function liveHistory(releases: string): string[] {
  try {
    const ids = JSON.parse(readFileSync(join(releases, historyFile), 'utf8'));
    return Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeLiveHistory(releases: string, ids: string[]): void {
  const path = join(releases, historyFile);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(ids)}\n`);
  renameSync(`${path}.tmp`, path);
}

/**
 * Removes what a publish killed half-way left behind: temporary pointer links and release folders that
 * never went live (killed during the build, or after it but before the switch), and marks the live
 * release published if the publish was killed just after switching to it. Only called under the
 * publish lock, so no publish is writing them.
 */
export function removeLeftovers(releases: string): string[] {
  if (!existsSync(releases)) return [];
  const live = liveReleaseId(releases);
  if (live !== undefined && existsSync(join(releases, live, readyFile))) markPublished(releases, live);
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

/**
 * Deletes releases beyond the newest `keep`, never the live one nor the release a rollback would bring
 * back; releases a rollback took down go before any that was live and good, and the first half of a
 * completed pair counts for none (kept with the second). Returns their ids.
 */
export function pruneReleases(
  releases: string,
  keep: number,
  { livesOn = false }: { readonly livesOn?: boolean | undefined } = {},
): string[] {
  const live = liveReleaseId(releases);
  const target = previousRelease(releases);
  const ids = releaseIds(releases);
  // The newest `keep`, taking the good releases first and the rolled-back ones only to fill up; the first
  // half of a completed pair neither (it stays while the second, which links to it, stays).
  const aside = (id: string) => wasRolledBack(releases, id) || completedBy(releases, id) !== undefined;
  const newestFirst = [
    ...ids.filter((id) => !aside(id)).reverse(),
    ...ids.filter((id) => wasRolledBack(releases, id)).reverse(),
  ];
  const kept = new Set([
    ...newestFirst.slice(0, Math.max(1, keep)),
    ...[live, target].filter((id) => id !== undefined),
  ]);
  // A warm release's pages are links into the releases it was made from: they stay while it stays.
  for (const id of kept) for (const base of releaseBases(releases, id)) kept.add(base);
  const pruned = ids.filter((id) => !kept.has(id));
  // Moved aside at once (a rename), deleted in the background: a release built whole is some 200,000 files
  // at 10,000 listings, whose deletion took 12 s of the publish's lock, and so of the next publish's wait.
  // One a killed deletion left is deleted again here.
  const remove = livesOn ? removeLater : removeInBackground;
  for (const name of readdirSync(releases)) if (name.startsWith(prunedPrefix)) remove(join(releases, name));
  for (const id of pruned) {
    const aside = join(releases, `${prunedPrefix}${id}`);
    renameSync(join(releases, id), aside);
    remove(aside);
  }
  return pruned;
}

/** The name a pruned release is moved to until its deletion ends (hidden from every listing). */
const prunedPrefix = '.pruned-';

/** The folders this process is deleting: a prune while one is under way does not start it again. */
const removing = new Set<string>();

/**
 * Deletes `path` on a thread of this process, without waiting: for a process that lives on (a watcher). It
 * starts no process, since a new process makes every page of a large one's memory fault once when next
 * written (scripts/publish/unpack-export.ts says what that cost). Nor does it delete through the main
 * thread's event loop: `fs.promises.rm` of a 1 % warm release's 21,600 entries took 0.6-0.7 s of the
 * main thread in callbacks while it went on working (the next publish), a worker thread 0.03 s.
 */
function removeLater(path: string): void {
  if (removing.has(path)) return;
  // A deletion that fails, or a thread that cannot start, leaves the folder aside: the next prune deletes
  // it again. The publish, already live, does not fail for it.
  try {
    const worker = new Worker(removeTree, { eval: true, workerData: path });
    removing.add(path);
    worker.on('error', () => undefined);
    worker.on('exit', () => removing.delete(path));
  } catch {
    removing.delete(path);
  }
}

/** What the deleting thread runs: the tree named by its workerData deleted. */
const removeTree =
  "require('node:fs').rmSync(require('node:worker_threads').workerData, { recursive: true, force: true });";

/** Deletes `path` in a process that outlives this one, or here when none can start. */
function removeInBackground(path: string): void {
  const removeHere = () => rmSync(path, { recursive: true, force: true });
  try {
    const child = spawn('rm', ['-rf', '--', path], { detached: true, stdio: 'ignore' });
    child.on('error', removeHere);
    child.unref();
  } catch {
    removeHere();
  }
}

/**
 * The file of a release made by the warm renderer (scripts/publish/warm/warm-release.ts) that names the
 * releases its links reach: a JSON array of ids.
 */
export const basesFile = 'bases.json';

/** The releases whose files release `id` links to (none for a release built whole). */
export function releaseBases(releases: string, id: string): string[] {
  try {
    const ids = JSON.parse(readFileSync(join(releases, id, basesFile), 'utf8'));
    return Array.isArray(ids) ? ids.filter((base) => typeof base === 'string' && base !== id) : [];
  } catch {
    return [];
  }
}

/**
 * The release `npm run rollback` puts back: the one that was live before the live one, read from the
 * live history, skipping those a rollback took down, those a later release completes and those no
 * longer kept; for releases older than
 * the history, the newest kept one before the live one that was not rolled back. Undefined if none.
 */
export function previousRelease(releases: string): string | undefined {
  const ids = releaseIds(releases);
  const live = liveReleaseId(releases);
  if (live === undefined) return undefined;
  const candidate = (id: string) =>
    id !== live &&
    ids.includes(id) &&
    !wasRolledBack(releases, id) &&
    completedBy(releases, id) === undefined;
  const fromHistory = liveHistory(releases).slice(0, -1).reverse().find(candidate);
  if (fromHistory !== undefined) return fromHistory;
  return ids
    .filter((id) => id < live)
    .reverse()
    .find(candidate);
}

/** Creates the releases folder if needed. */
export function ensureReleasesDir(releases: string): void {
  mkdirSync(releases, { recursive: true });
}
