// What a warm publisher remembers of the releases it publishes: the digest of each listing's and project's
// records (src/data/record-diff.ts), so that the next export's validation takes only the listings and
// projects it changed (src/data/validate-changes.ts) instead of all of them, when nothing else changed.
// A release it has not seen (the live one when the watcher starts) has its export read once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bufferPool } from '../../../src/data/buffer-pool';
import type { MediaFiles } from '../../../src/data/cross-check-export';
import type { ExportModel } from '../../../src/data/export-model';
import { fileStamp } from '../../../src/data/file-stamp';
import { readExportFilesReusing } from '../../../src/data/load-export';
import { mediaCoverage } from '../../../src/data/media-coverage';
import type { ParsedArray } from '../../../src/data/parsed-array';
import { type RecordDigests, recordChangesBetween, recordDigests } from '../../../src/data/record-diff';
import { validateChanges } from '../../../src/data/validate-changes';
import type { RawExportFiles, ValidationResult } from '../../../src/data/validate-export';

/** The releases whose digests are kept: the live one and the one before (a rollback's). */
const keptReleases = 3;

/**
 * A validation of a new export as a change of the live release's, with how many listings and projects
 * it took (added, changed or removed), or undefined to validate the export whole.
 */
export type ChangeValidation = (
  files: RawExportFiles,
  media: MediaFiles,
) => { readonly result: ValidationResult; readonly listings: number; readonly projects: number } | undefined;

export interface RecordMemory {
  /** The validation of the export in `dataDir` as a change of the live release `live`. */
  validation(live: { id: string; dataDir: string; model: ExportModel }, dataDir: string): ChangeValidation;
  /** Records that the export last validated is that of release `id` (once it went live). */
  adopt(id: string): void;
  /** Reads the records of release `id` now (the live one as the watcher starts), not in its first publish. */
  remember(id: string, dataDir: string): void;
  /**
   * The files of the export in `dataDir`, its listings' records that did not change since the export
   * read last being the objects read then (src/data/parsed-array.ts).
   */
  read(dataDir: string): RawExportFiles;
}

/**
 * Whether every export file but the listings and projects is byte for byte the live one's. A file that is
 * the live one's (a hard link: a pushed change links the files it leaves alone) is not read.
 */
function sameOtherFiles(dataDir: string, liveDataDir: string): boolean {
  const names = (dir: string) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.json') && name !== 'properties.json' && name !== 'projects.json')
      .sort();
  const ours = names(dataDir);
  const theirs = names(liveDataDir);
  return (
    ours.length === theirs.length &&
    ours.every(
      (name, index) =>
        name === theirs[index] &&
        (sameFile(join(dataDir, name), join(liveDataDir, name)) ||
          readFileSync(join(dataDir, name)).equals(readFileSync(join(liveDataDir, name)))),
    )
  );
}

function sameFile(one: string, other: string): boolean {
  const stamp = fileStamp(one);
  return stamp !== undefined && stamp === fileStamp(other);
}

const noMedia: MediaFiles = new Set();

export function recordMemory(): RecordMemory {
  const byRelease = new Map<string, RecordDigests>();
  let pending: RecordDigests | undefined;
  // The listings of the export read last, whichever release it became (or none): only their bytes count.
  let lastListings: ParsedArray | undefined;
  const buffers = bufferPool(1);
  const read = (dataDir: string) => {
    const { files, listings } = readExportFilesReusing(dataDir, lastListings, buffers);
    // The listings before are compared with no more: their buffer is read into next time.
    if (lastListings !== undefined) buffers.give(Buffer.from(lastListings.bytes.buffer));
    lastListings = listings;
    return files;
  };
  const digestsOf = (id: string, dataDir: string) => {
    const known = byRelease.get(id);
    // Read again, it counts as the newest: the live release's records outlast the releases made from it
    // and rolled back (each publish adds one), which would otherwise push them out and have them read again
    // (0.5 s at 10,000 listings).
    if (known !== undefined) {
      keep(id, known);
      return known;
    }
    const digests = recordDigests(read(dataDir));
    if (digests !== undefined) keep(id, digests);
    return digests;
  };
  const keep = (id: string, digests: RecordDigests) => {
    byRelease.delete(id);
    byRelease.set(id, digests);
    for (const old of [...byRelease.keys()].slice(0, -keptReleases)) byRelease.delete(old);
  };
  return {
    validation: (live, dataDir) => {
      pending = undefined;
      return (files, media) => {
        pending = recordDigests(files);
        if (pending === undefined || !sameOtherFiles(dataDir, live.dataDir)) return undefined;
        const before = digestsOf(live.id, live.dataDir);
        const changes = before === undefined ? undefined : recordChangesBetween(before, pending, files);
        if (changes === undefined) return undefined;
        const count = (file: 'properties' | 'projects') =>
          new Set(changes.records[file].map(({ ID }) => ID)).size + changes.removed[file].length;
        return {
          result: validateChanges(live.model, changes, media),
          listings: count('properties'),
          projects: count('projects'),
        };
      };
    },
    adopt: (id) => {
      if (pending !== undefined) keep(id, pending);
      pending = undefined;
    },
    remember: (id, dataDir) => {
      if (byRelease.has(id)) return;
      const files = read(dataDir);
      // The buffer the next export is read into, made now (buffer-pool.ts): in the first publish, making
      // it took 4.5 s of reading the listings file at 100,000 listings.
      if (lastListings !== undefined) buffers.prepare(lastListings.bytes.length);
      const digests = recordDigests(files);
      if (digests !== undefined) keep(id, digests);
      // What a publish works out from each record besides its digest, the media it names, worked out now
      // for the live records (kept per record: media-coverage.ts), or the first publish would.
      mediaCoverage(files, noMedia);
    },
    read,
  };
}
