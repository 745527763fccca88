// Whether a new export is byte for byte the live one: a CRM that drops the same feed every 15 minutes
// then makes no new release (and no e-mail).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function files(dir: string): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const path = join(entry.parentPath, entry.name);
    sizes.set(relative(dir, path), statSync(path).size);
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
