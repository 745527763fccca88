// Whether dist/ is older than what it is built from, so `npm start` and `npm test` rebuild only when needed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/**
 * The file a hand build (scripts/build/build-site.mjs) leaves in its output folder: the export folder it
 * was built from and when, so that the first publish compares with and keeps what the site served.
 */
export const builtFromFile = 'built-from.json';

/**
 * What the finished build in `distDir` was built from, or undefined: no finished build there, or one
 * made without `npm run build` (a bare `astro build`), which leaves no record.
 * @param {string} distDir
 * @returns {{ dataDir: string, builtAt: string } | undefined}
 */
export function builtFrom(distDir) {
  if (!existsSync(join(distDir, 'server', 'entry.mjs'))) return undefined;
  try {
    const record = JSON.parse(readFileSync(join(distDir, builtFromFile), 'utf8'));
    if (typeof record?.dataDir === 'string' && typeof record?.builtAt === 'string')
      return { dataDir: record.dataDir, builtAt: record.builtAt };
  } catch {
    // No record: see above.
  }
  return undefined;
}
