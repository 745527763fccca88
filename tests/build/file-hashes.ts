// What a build or a release serves, file by file: the byte-for-byte comparisons of the build tests.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** sha256 of every file under `dir`, by its path below `dir` (with its leading slash). */
export function fileHashes(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return files;
}
