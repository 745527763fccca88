import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readArrayFile } from './array-layouts';
import { type BufferPool, bufferPool } from './buffer-pool';
import { readCheckedRecords } from './checked-records';
import { dataDir } from './data-dir';
import { ExportError } from './export-error';
import { type ExportFileName, type ExportModel, exportFiles } from './export-model';
import { keepExport, keptExport } from './kept-exports.mjs';
import { type ParsedArray, parseArrayReusing } from './parsed-array';
import { readExportJson } from './read-export-json';
import { type RawExportFiles, validateExport } from './validate-export';

/**
 * Reads and parses the export's files once for every later reader (src/data/read-export-json.ts: a byte-order
 * mark or not, the listings in pieces when they are too large for one string); missing files are left
 * out so validation reports them. Files already read are `given`. A file read `byRecord` (the listings)
 * has each record checked as it is parsed, unless `raw` asks for the records as parsed.
 */
export function readExportFiles(
  dir: string,
  given: RawExportFiles = {},
  { raw = false }: { raw?: boolean } = {},
): RawExportFiles {
  const files: RawExportFiles = {};
  for (const file of Object.keys(exportFiles) as ExportFileName[]) {
    const read = given[file];
    if (read !== undefined) {
      files[file] = read;
      continue;
    }
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const entry = exportFiles[file];
    files[file] =
      'byRecord' in entry && !raw
        ? readCheckedRecords(path, file, entry.byRecord.record)
        : readExportJson(path, file);
  }
  return files;
}

/**
 * readExportFiles, the listings read reusing the records of `earlier` (an earlier version of the file)
 * whose bytes did not change (src/data/parsed-array.ts); with the listings as read, for the next time.
 * The records are as parsed, unchecked: a warm publisher digests and compares them as the CRM wrote them.
 */
export function readExportFilesReusing(
  dir: string,
  earlier: ParsedArray | undefined,
  buffers: BufferPool = bufferPool(0),
): { files: RawExportFiles; listings: ParsedArray | undefined } {
  const path = join(dir, 'properties.json');
  const size = existsSync(path) ? statSync(path).size : undefined;
  // Read whole at any size (a Buffer holds 2^53 bytes): the 1.3 GB of 100,000 listings, once left to
  // readExportJson, were parsed anew at each publish and every per-record memo lost with them (a change
  // of 1 % read in 56 s and its media worked out in 6.6 s, against 16 s and 0.5 s read this way). The
  // price is memory outside the heap: this version's bytes, kept to compare the next one with, and the
  // buffer the next one is read into (bufferPool), 1.6 GB each at that size.
  let listings: ParsedArray | undefined;
  if (size !== undefined) {
    const buffer = buffers.take(size);
    const { bytes, elements } = readArrayFile(path, buffer, earlier);
    listings = elements === undefined ? undefined : parseArrayReusing(bytes, earlier, elements);
    if (listings === undefined) buffers.give(buffer);
  }
  const given: RawExportFiles =
    listings === undefined ? {} : { 'properties.json': { ok: true, value: listings.values } };
  return { files: readExportFiles(dir, given, { raw: true }), listings };
}

/** The files under `<dir>/media`, relative to it with forward slashes. */
export function readMediaFiles(dir: string): Set<string> {
  const media = join(dir, 'media');
  if (!existsSync(media)) return new Set();
  const entries = readdirSync(media, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile() || entry.isSymbolicLink())
      .map((entry) => relative(media, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
}

/**
 * Loads, validates and types the export in `dir`, once per folder per process (src/data/kept-exports.mjs:
 * the server has put a release's there before a request reads it); throws an ExportError listing every
 * problem. The release folders the server hands over are real paths: each release is its own entry.
 */
export function loadExport(dir: string = dataDir()): ExportModel {
  const kept = keptExport(dir);
  if (kept) return kept;
  const result = validateExport(readExportFiles(dir), readMediaFiles(dir));
  if (result.problems) throw new ExportError(result.problems, dir);
  keepExport(dir, result.model);
  return result.model;
}
