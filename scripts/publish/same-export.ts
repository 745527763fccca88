// Whether a new export is byte for byte the live one: a CRM that drops the same feed every 15 minutes
// then makes no new release (and no e-mail).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Links followed: a generated export's media folder is a link, a release's copy of it is not.
function files(dir: string, under = dir, sizes = new Map<string, number>()): Map<string, number> {
  for (const name of readdirSync(under)) {
    const path = join(under, name);
    const stat = statSync(path);
    if (stat.isDirectory()) files(dir, path, sizes);
    else sizes.set(relative(dir, path), stat.size);
  }
  return sizes;
}

/** True when both folders hold the same files with the same bytes (links followed). */
export function sameExport(a: string, b: string): boolean {
  if (!existsSync(a) || !existsSync(b)) return false;
  const left = files(a);
  const right = files(b);
  if (left.size !== right.size) return false;
  for (const [path, size] of left) if (right.get(path) !== size) return false;
  for (const path of left.keys())
    if (!readFileSync(join(a, path)).equals(readFileSync(join(b, path)))) return false;
  return true;
}
