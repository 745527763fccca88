// The incremental build's manifest of a warm release (Astro's `incremental-build.json`: each page's key
// and output file): the live release's, less the pages the warm render wrote or removed, so that a later
// full build over this release renders those again instead of keeping them as the live release had them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileStamp } from '../../../src/data/file-stamp';
import type { ReleaseBuild } from '../build-release';

/** Where a release's build keeps its manifest. */
export const manifestOf = (build: Pick<ReleaseBuild, 'cacheDir'>) =>
  join(build.cacheDir, 'incremental-build.json');

/** Astro's incremental-build manifest, as far as a warm publish reads it: each route's pages. */
export type Manifest = {
  routes?: Record<string, { paths?: Record<string, { outputFile?: string; cacheKey?: string }> }>;
};

// The manifests this process read or wrote last, by file stamp: the next warm publish builds on one of
// them (the release made last, or the live one again after a rollback), and parsing its 8 MB (10,000
// listings) again took 0.1-0.15 s. The warm renderer reads the live one's keys from here as the watcher
// starts, so that its first publish does not parse the 95 MB of 100,000 listings a second time. They are
// never changed: a trimmed manifest shares the routes it keeps whole with the one it was made from.
const known = new Map<string, Manifest>();
/** The live release's, the one just written and one more (a rollback's). */
const knownCount = 3;

function remember(stamp: string | undefined, manifest: Manifest): void {
  if (stamp === undefined) return;
  known.delete(stamp);
  known.set(stamp, manifest);
  for (const oldest of known.keys()) {
    if (known.size <= knownCount) break;
    known.delete(oldest);
  }
}

/** The manifest in `file` (undefined when there is none), parsed once for as long as it is kept. */
export function readManifest(file: string): Manifest | undefined {
  const path = resolve(file);
  if (!existsSync(path)) return undefined;
  const stamp = fileStamp(path);
  const manifest =
    (stamp === undefined ? undefined : known.get(stamp)) ??
    (JSON.parse(readFileSync(path, 'utf8')) as Manifest);
  remember(stamp, manifest);
  return manifest;
}

/** The live manifest less the pages `changed` (client-relative paths): a full build renders those again. */
export function writeTrimmedManifest(
  live: Pick<ReleaseBuild, 'cacheDir'>,
  next: Pick<ReleaseBuild, 'cacheDir'>,
  changed: readonly string[],
): void {
  const manifest = readManifest(manifestOf(live));
  if (manifest === undefined) return;
  const outputs = new Set(changed.map((path) => `client/${path}`));
  const trimmed = trimmedManifest(manifest, outputs);
  mkdirSync(next.cacheDir, { recursive: true });
  const to = resolve(manifestOf(next));
  writeFileSync(to, JSON.stringify(trimmed));
  remember(fileStamp(to), trimmed);
}

/** `manifest` less the paths whose output is one of `outputs`: a new object, `manifest` left as it was. */
function trimmedManifest(manifest: Manifest, outputs: ReadonlySet<string>): Manifest {
  if (manifest.routes === undefined) return manifest;
  const routes: NonNullable<Manifest['routes']> = {};
  for (const [name, route] of Object.entries(manifest.routes)) {
    const paths = Object.entries(route.paths ?? {});
    const kept = paths.filter(
      ([, entry]) => entry.outputFile === undefined || !outputs.has(entry.outputFile),
    );
    routes[name] = kept.length === paths.length ? route : { ...route, paths: Object.fromEntries(kept) };
  }
  return { ...manifest, routes };
}
