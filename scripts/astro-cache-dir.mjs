// Where an Astro build keeps its incremental-build cache (the last build's pages and their keys): one
// folder per output folder, so builds of other exports or site variants never restore each other's
// pages. astro.config.mjs sets it; the bench and the build tests delete it for a build from scratch.
import { join } from 'node:path';

/**
 * The cache folder, relative to the project root, of a build into `outDir` (as ASTRO_OUT_DIR gives it).
 * @param {string} outDir
 * @returns {string}
 */
export function astroCacheDir(outDir) {
  return join('.cache', 'astro', outDir.replace(/[^\w.-]+/g, '_').replace(/^[._]+/, ''));
}
