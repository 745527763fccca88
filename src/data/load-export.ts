import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { dataDir } from './data-dir';
import { ExportError } from './export-error';
import { type ExportFileName, type ExportModel, exportFiles } from './export-model';
import { type RawExportFiles, validateExport } from './validate-export';

/**
 * Exports kept in memory, by folder. A build reads one; the server reads the live release's and keeps
 * the one before it (a request still in flight on it, or a rollback), so publishing all day does not
 * grow the process. The release folders it is handed are real paths: each release is its own entry.
 */
const loaded = new Map<string, ExportModel>();
const keptExports = 3;

/** Reads the export's files as text; missing files are left out so validation reports them. */
export function readExportFiles(dir: string): RawExportFiles {
  const files: RawExportFiles = {};
  for (const file of Object.keys(exportFiles) as ExportFileName[]) {
    const path = join(dir, file);
    if (existsSync(path)) files[file] = readFileSync(path, 'utf8');
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

/** Loads, validates and types the export in `dir`, once per folder per process; throws an ExportError listing every problem. */
export function loadExport(dir: string = dataDir()): ExportModel {
  const key = resolve(dir);
  const cached = loaded.get(key);
  if (cached) {
    if (loaded.size > 1) {
      // Most recently used last: the first entry is the one to drop.
      loaded.delete(key);
      loaded.set(key, cached);
    }
    return cached;
  }
  const result = validateExport(readExportFiles(dir), readMediaFiles(dir));
  if (result.problems) throw new ExportError(result.problems, dir);
  loaded.set(key, result.model);
  for (const oldest of loaded.keys()) {
    if (loaded.size <= keptExports) break;
    loaded.delete(oldest);
  }
  return result.model;
}
