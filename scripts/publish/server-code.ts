// The API code `npm start` runs, kept apart from the releases under .cache/server-code/<hash>/: Astro
// loads a route's module on its first request, from beside its entry, and a release may be pruned long
// before the server restarts. Each server process records itself beside the copy it loaded
// (`users/<pid>`), so a publish can prune the copies no running server uses any more.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { isRunning } from './publish-lock.ts';

/** Where the copies live: under .cache/ so that a copied bundle still finds node_modules. */
export const serverCodeRoot = () => resolve('.cache', 'server-code');

/** A build's server code's name: the hash of its entry (which names every chunk by its content). */
export function serverCodeHash(serverDir: string): string {
  return createHash('sha256')
    .update(readFileSync(join(serverDir, 'entry.mjs')))
    .digest('hex')
    .slice(0, 16);
}

// What each source file's bytes hash to, under the file's stamp: a watcher asks for the fingerprint at
// every publish, and reading and hashing the whole of src/ again was 0.2-0.4 s of each (a CPU profile of
// one price changed at 10,000 listings). As git does with its index, a file changed in the last seconds
// is read every time: a second write within the clock's tick of the first, of the same size, would
// otherwise keep its stamp.
const fileDigests = new Map<string, { readonly stamp: string; readonly digest: Buffer }>();
const settledNs = 2_000_000_000n;

function fileDigest(file: string): Buffer {
  const stat = statSync(file, { bigint: true, throwIfNoEntry: false });
  if (stat === undefined) return Buffer.alloc(0);
  const stamp = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
  const known = fileDigests.get(file);
  if (known?.stamp === stamp) return known.digest;
  const digest = createHash('sha256').update(readFileSync(file)).digest();
  if (BigInt(Date.now()) * 1_000_000n - stat.ctimeNs > settledNs) fileDigests.set(file, { stamp, digest });
  return digest;
}

/**
 * The fingerprint of the code a publish builds with (src/ and the locked packages): what names the
 * validated export it leaves beside a release (src/data/kept-exports.mjs). Any change of the source
 * changes it: a server then validates that release's export itself, until it restarts on new code.
 */
export function sourceFingerprint(root = '.'): string {
  const hash = createHash('sha256');
  const files = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of [...files, join(root, 'package-lock.json')]) {
    hash.update(`${file.slice(root.length)}\0`).update(fileDigest(resolve(file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The file in a build's server folder that names the source fingerprint the build was made from
 * (scripts/build/source-fingerprint-integration.ts).
 */
export const builtFingerprintFile = 'source-fingerprint.txt';

/**
 * The source fingerprint the build in `distDir` was made from: the code its API runs, which a validated
 * copy must have been made by to be read instead of the export. Undefined for a build made before builds
 * recorded it.
 */
export function builtFingerprint(distDir: string): string | undefined {
  try {
    return readFileSync(join(distDir, 'server', builtFingerprintFile), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A copy of a build's server code that no publish, prune or `npm run build` touches, recorded as used by
 * this process; cluster workers share it. Returns the copy's folder (its entry.mjs to import).
 */
export function keptServerCode(serverDir: string, root = serverCodeRoot()): string {
  const folder = join(root, serverCodeHash(serverDir));
  // Recorded before the copy is made: a publish pruning meanwhile sees a user and keeps the folder.
  mkdirSync(join(folder, 'users'), { recursive: true });
  writeFileSync(join(folder, 'users', String(process.pid)), '');
  // Ends in server/ as the build's does: @astrojs/node finds its entry by walking up to a folder of
  // that name, and fails to start an on-demand page's route without it.
  const kept = join(folder, 'server');
  if (!existsSync(kept)) {
    const temporary = `${kept}.${process.pid}.tmp`;
    cpSync(serverDir, temporary, { recursive: true });
    try {
      renameSync(temporary, kept);
    } catch {
      // Another process put the same code there first.
      rmSync(temporary, { recursive: true, force: true });
    }
  }
  return kept;
}

/**
 * Removes the copies no running server uses (their users all ended), and the records of ended users.
 * A folder younger than `minAgeMs` is left (a server may be just making it), and so is one without any
 * record (made by a server from before the records, which may still run). Returns the removed hashes.
 */
export function pruneServerCode(root = serverCodeRoot(), minAgeMs = 60_000): string[] {
  if (!existsSync(root)) return [];
  const removed: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(root, entry.name);
    const users = join(folder, 'users');
    if (!existsSync(users)) continue;
    const running = readdirSync(users).filter((pid) => {
      if (isRunning(Number(pid))) return true;
      rmSync(join(users, pid), { force: true });
      return false;
    });
    if (running.length > 0 || Date.now() - statSync(folder).mtimeMs < minAgeMs) continue;
    rmSync(folder, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}
