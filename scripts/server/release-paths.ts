// Where published releases live, shared by the publisher (npm run publish / rollback / releases) and
// the server (npm start). A release is a folder `<releases>/<id>/` holding `dist/` (the Astro build:
// client/ and server/), `data/` (the export it was built from) and `release.json` (its summary), with
// `report.json` and `report.txt` (its change report), `cache/` (its incremental-build cache, the start of
// the next release) and `build.log`; a release made by the warm renderer (scripts/publish/warm/) holds
// only the pages it changed, its other entries being links to the releases `bases.json` names.
// RELEASES_DIR must lie inside the project folder: a release's server bundle finds its packages in
// node_modules.
// `<releases>/current` is a symlink to the live release's folder, replaced by an atomic rename, so a
// reader sees either the old release or the new one, never a half-written one. Without any release
// (a fresh checkout, `npm run build` by hand) the site is `dist/` built from `data/`, as before.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The folder of all releases: RELEASES_DIR, else `releases` in the working directory. */
export function releasesDir(): string {
  const fromEnv = process.env.RELEASES_DIR;
  return resolve(fromEnv !== undefined && fromEnv.trim() !== '' ? fromEnv : 'releases');
}

/** The live release's folder through the `current` pointer (not resolved), or undefined if none. */
export function currentRelease(): string | undefined {
  const pointer = join(releasesDir(), 'current');
  return existsSync(pointer) ? pointer : undefined;
}

/** The build and export to serve: the live release's, else `dist` and DATA_DIR (or `data`). */
export function liveSite(): { distDir: string; dataDir: string } {
  const release = currentRelease();
  if (release) return { distDir: join(release, 'dist'), dataDir: join(release, 'data') };
  return {
    distDir: resolve(process.env.DIST_DIR ?? 'dist'),
    dataDir: resolve(process.env.DATA_DIR || 'data'),
  };
}
