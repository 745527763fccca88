// Puts the export given to `npm run publish` (a folder, a .zip or a .tar.gz) into the new release's
// data/ folder: the release owns a copy, so the drop folder can be emptied and a rollback still has it.
import {
  constants,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { unzipSync } from 'fflate';
import * as tar from 'tar';

/** The kinds of export `npm run publish` takes. */
export type ExportKind = 'folder' | 'zip' | 'tar.gz';

/** The kind of export at `source`, or undefined for anything else. */
export function exportKind(source: string): ExportKind | undefined {
  if (!existsSync(source)) return undefined;
  if (statSync(source).isDirectory()) return 'folder';
  if (/\.zip$/i.test(source)) return 'zip';
  if (/\.(tar\.gz|tgz)$/i.test(source)) return 'tar.gz';
  return undefined;
}

function unzipInto(file: string, into: string): void {
  const entries = unzipSync(new Uint8Array(readFileSync(file)));
  for (const [name, bytes] of Object.entries(entries)) {
    const path = normalize(name);
    // A zip may name any path: refuse one that would land outside the folder.
    if (isAbsolute(path) || path.split(sep).includes('..')) throw new Error(`${file}: unsafe path ${name}`);
    if (name.endsWith('/')) {
      mkdirSync(join(into, path), { recursive: true });
      continue;
    }
    mkdirSync(dirname(join(into, path)), { recursive: true });
    writeFileSync(join(into, path), bytes);
  }
}

// An archive often holds the export inside one folder (export-2026-11-24/site.json).
function exportRoot(dir: string): string {
  if (existsSync(join(dir, 'site.json'))) return dir;
  // Hidden entries and the resource forks macOS adds to the zips it makes are not part of the export.
  const entries = readdirSync(dir, { withFileTypes: true }).filter(
    (entry) => !entry.name.startsWith('.') && entry.name !== '__MACOSX',
  );
  const [only] = entries;
  if (entries.length === 1 && only?.isDirectory() && existsSync(join(dir, only.name, 'site.json')))
    return join(dir, only.name);
  return dir; // validation then says which files are missing
}

/**
 * Copies or unpacks the export at `source` into `dataDir` (which must not exist yet). A folder whose
 * files nobody changes in place (`link`: one a publish made of the live export and a change) has its
 * files hard-linked, where they are on the same file system, instead of copied: the 128 MB listings
 * file of 10,000 listings and the pictures cost nothing then.
 *
 * Both are done in this process, not by `cp`: a watcher's process is large (2 GB at 10,000 listings), and
 * each process it starts makes every page of its memory fault once when next written (the kernel shares
 * them with the new process until then). Its next read of the listings file into the buffer it keeps
 * took 0.4-0.5 s instead of 0.02 s.
 */
export async function unpackExport(source: string, dataDir: string, link = false): Promise<void> {
  const kind = exportKind(source);
  if (kind === undefined)
    throw new Error(`${source} is not an export folder, a .zip or a .tar.gz (or does not exist)`);
  if (kind === 'folder') {
    if (link) {
      try {
        linkTree(exportRoot(source), dataDir);
        return;
      } catch {
        // Another file system (a temporary folder on tmpfs): copied instead.
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    // Links followed (an export whose media folder is a link, as the generated benchmark exports, is
    // copied whole); a copy-on-write file system copies no bytes.
    cpSync(exportRoot(source), dataDir, {
      recursive: true,
      dereference: true,
      preserveTimestamps: true,
      mode: constants.COPYFILE_FICLONE,
    });
    return;
  }
  const unpacked = `${dataDir}.unpacked`;
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked, { recursive: true });
  // tar refuses absolute paths and ".." entries by itself (strict mode makes that an error).
  if (kind === 'zip') unzipInto(source, unpacked);
  else await tar.x({ file: source, cwd: unpacked, strict: true });
  renameSync(exportRoot(unpacked), dataDir);
  rmSync(unpacked, { recursive: true, force: true });
}

/** Makes `to` a tree of hard links to the files under `from`, links in `from` followed. */
function linkTree(from: string, to: string): void {
  mkdirSync(to);
  for (const name of readdirSync(from)) {
    const path = join(from, name);
    if (statSync(path).isDirectory()) linkTree(path, join(to, name));
    else linkSync(realpathSync(path), join(to, name));
  }
}
