// @ts-check
// Whether a path lies inside a folder: the one check that keeps a requested path ("../", an absolute path,
// an encoded separator) from climbing out of a served or cleaned folder. Plain JavaScript, so the production
// server (scripts/server/serve.ts, run by Node without a build step) uses it as the API and the build do.
import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Whether `path` is strictly inside `dir` (at any depth, not `dir` itself), both resolved first.
 * @param {string} dir
 * @param {string} path
 * @returns {boolean}
 */
export function insideDir(dir, path) {
  const rel = relative(resolve(dir), resolve(path));
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
