// Whether dist/ is older than what it is built from, so `npm start` and `npm test` rebuild only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Inputs of the build: a change under any of these makes dist/ stale. */
export const buildInputs = ['src', 'data', 'locales', 'public', 'astro.config.mjs', 'package-lock.json'];

/** The file whose presence marks a finished build; `astro build` writes it last. */
export const builtMarker = 'dist/server/entry.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when there is no finished build, or an input changed after it (or DATA_DIR points elsewhere). */
export function buildIsStale(root = '.') {
  const marker = join(root, builtMarker);
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  const inputs = [...buildInputs, process.env.DATA_DIR].filter(Boolean);
  return inputs.some((input) => newestMtime(join(root, input)) > builtAt);
}
