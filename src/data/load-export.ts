import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { dataDir } from './data-dir';
import { ExportError } from './export-error';
import { type ExportFileName, type ExportModel, exportFiles } from './export-model';
import { keepExport, keptExport } from './kept-exports.mjs';
import { readExportJson } from './read-export-json';
import { type RawExportFiles, validateExport } from './validate-export';

/**
 * Reads and parses the export's files once for every later reader (src/data/read-export-json.ts: a byte-order
 * mark or not, the listings in pieces when they are too large for one string); missing files are left
 * out so validation reports them.
 */
export function readExportFiles(dir: string): RawExportFiles {
  const files: RawExportFiles = {};
  for (const file of Object.keys(exportFiles) as ExportFileName[]) {
    const path = join(dir, file);
    if (existsSync(path)) files[file] = readExportJson(path, file);
  }
  return files;
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
