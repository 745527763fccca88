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

type Manifest = { routes?: Record<string, { paths?: Record<string, { outputFile?: string }> }> };

// The manifest this process wrote last, by path and file stamp: the next warm publish builds on that
// release, and parsing its 8 MB (10,000 listings) again took 0.1-0.15 s. Only this function changes it.
let lastWritten:
  | { readonly path: string; readonly stamp: string | undefined; readonly manifest: Manifest }
  | undefined;

/** The live manifest less the pages `changed` (client-relative paths): a full build renders those again. */
export function writeTrimmedManifest(
  live: Pick<ReleaseBuild, 'cacheDir'>,
  next: Pick<ReleaseBuild, 'cacheDir'>,
  changed: readonly string[],
): void {
  const from = resolve(manifestOf(live));
  if (!existsSync(from)) return;
  const outputs = new Set(changed.map((path) => `client/${path}`));
  const manifest =
    lastWritten?.path === from && lastWritten.stamp === fileStamp(from)
      ? lastWritten.manifest
      : (JSON.parse(readFileSync(from, 'utf8')) as Manifest);
  lastWritten = undefined;
  for (const route of Object.values(manifest.routes ?? {}))
    for (const [path, entry] of Object.entries(route.paths ?? {}))
      if (entry.outputFile !== undefined && outputs.has(entry.outputFile)) delete route.paths?.[path];
  mkdirSync(next.cacheDir, { recursive: true });
  const to = resolve(manifestOf(next));
  writeFileSync(to, JSON.stringify(manifest));
  lastWritten = { path: to, stamp: fileStamp(to), manifest };
}
