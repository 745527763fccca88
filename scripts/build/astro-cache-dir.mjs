// Where an Astro build keeps its incremental-build cache (the last build's pages and their keys): one
// folder per output folder, so builds of other exports or site variants never restore each other's
// pages. astro.config.mjs sets it; the bench and the build tests delete it for a build from scratch.
// A published release keeps its cache inside its own folder (ASTRO_CACHE_DIR, set by npm run publish),
// so the next release starts from a copy of it and pruning a release removes its cache with it.
import { join } from 'node:path';

/**
 * The cache folder, relative to the project root, of a build into `outDir` (as ASTRO_OUT_DIR gives it),
 * unless ASTRO_CACHE_DIR names one.
 * @param {string} outDir
 * @returns {string}
 */
export function astroCacheDir(outDir) {
  const fromEnv = process.env.ASTRO_CACHE_DIR;
  if (fromEnv !== undefined && fromEnv.trim() !== '') return fromEnv;
  return join('.cache', 'astro', outDir.replace(/[^\w.-]+/g, '_').replace(/^[._]+/, ''));
}
