// `npm run build` (and `npm start` or `npm run test:e2e` when dist/ is stale): builds the site beside its
// output folder (ASTRO_OUT_DIR, else dist) and swaps the new build in only once `astro build` succeeded.
// A build that fails late (a picture that cannot be resized fails after every page is written) or is
// stopped leaves the previous dist/ and its incremental-build cache exactly as they were, so `npm start`
// keeps serving the last good site. The new build starts from the last one's pages (hard links, which
// break-hard-links.ts turns into files of their own before a page is written again) and the cache's
// manifest, as a publish's build does (scripts/publish/build-release.ts), so it stays incremental.
// Plain JavaScript: `npm start` runs it on Node without a TypeScript loader.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroBuildNodeFlags } from './astro-build-flags.mjs';
import { astroCacheDir } from './astro-cache-dir.mjs';
import { builtFromFile } from './build-state.mjs';

/**
 * The folders of a hand build into `outDir`: the output and its cache, the new build's beside them
 * (`.next`) and the previous one's while they are swapped (`.old`); siblings, so a rename moves them.
 * @param {string} outDir
 */
export function handBuildFolders(outDir) {
  const out = resolve(outDir);
  const cache = resolve(astroCacheDir(outDir));
  return {
    out,
    cache,
    nextOut: `${out}.next`,
    nextCache: `${cache}.next`,
    oldOut: `${out}.old`,
    oldCache: `${cache}.old`,
  };
}

const manifestName = 'incremental-build.json';
// -a keeps the times (the incremental build tells the pages it wrote by them); -l links, copies nothing.
const linkScript = 'cp -al "$1" "$2" && find "$2" -type f ! -name "*.html" -print0';

/**
 * Starts the new output folder from the last build's pages: pages linked, every other file copied (it may
 * be written by means the link breaking cannot see), and the cache's manifest copied. False when there is
 * no finished build to start from (the build then renders every page).
 * @param {ReturnType<typeof handBuildFolders>} folders
 */
function seed(folders) {
  if (!existsSync(join(folders.out, 'server', 'entry.mjs'))) return false;
  if (!existsSync(join(folders.cache, manifestName))) return false;
  const linked = spawnSync('sh', ['-c', linkScript, 'sh', folders.out, folders.nextOut], {
    encoding: 'buffer',
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (linked.status !== 0) {
    rmSync(folders.nextOut, { recursive: true, force: true });
    return false;
  }
  for (const path of linked.stdout.toString('utf8').split('\0')) {
    if (path === '') continue;
    const { atime, mtime } = statSync(path);
    copyFileSync(path, `${path}.copy`);
    utimesSync(`${path}.copy`, atime, mtime);
    renameSync(`${path}.copy`, path);
  }
  mkdirSync(folders.nextCache, { recursive: true });
  copyFileSync(join(folders.cache, manifestName), join(folders.nextCache, manifestName));
  return true;
}

/**
 * Puts `next` where `current` is, through `old`: two renames, and what was there is deleted only once the
 * new one is in place.
 * @param {string} current @param {string} next @param {string} old
 */
function swapIn(current, next, old) {
  rmSync(old, { recursive: true, force: true });
  if (existsSync(current)) renameSync(current, old);
  renameSync(next, current);
  rmSync(old, { recursive: true, force: true });
}

/**
 * Removes what a build killed earlier left beside the output (its `.next` folders), and puts back the
 * previous build if it was killed between the two renames of its swap.
 * @param {ReturnType<typeof handBuildFolders>} folders
 */
function recover(folders) {
  for (const [current, old] of [
    [folders.out, folders.oldOut],
    [folders.cache, folders.oldCache],
  ])
    if (!existsSync(current) && existsSync(old)) renameSync(old, current);
  for (const path of [folders.nextOut, folders.nextCache, folders.oldOut, folders.oldCache])
    rmSync(path, { recursive: true, force: true });
}

/**
 * Builds the export of DATA_DIR (else data/) into `outDir` as the module comment says; `args` go to
 * `astro build` (--force for a full build). Resolves to the build's exit code.
 * @param {string} outDir @param {readonly string[]} [args]
 * @returns {Promise<number>}
 */
export async function buildSite(outDir, args = []) {
  const folders = handBuildFolders(outDir);
  recover(folders);
  mkdirSync(dirname(folders.out), { recursive: true });
  mkdirSync(dirname(folders.cache), { recursive: true });
  const seeded = seed(folders);
  const linkBreaker = fileURLToPath(new URL('../publish/break-hard-links.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    [
      ...astroBuildNodeFlags,
      '--import',
      linkBreaker,
      resolve('node_modules/astro/bin/astro.mjs'),
      'build',
      ...args,
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, ASTRO_OUT_DIR: folders.nextOut, ASTRO_CACHE_DIR: folders.nextCache },
    },
  );
  const code = await new Promise((done) => {
    child.on('error', () => done(1));
    child.on('close', (status, signal) => done(status ?? (signal === null ? 1 : 130)));
  });
  if (code !== 0 || !existsSync(join(folders.nextOut, 'server', 'entry.mjs'))) {
    rmSync(folders.nextOut, { recursive: true, force: true });
    rmSync(folders.nextCache, { recursive: true, force: true });
    const kept = existsSync(join(folders.out, 'server', 'entry.mjs'));
    console.error(
      kept
        ? `The build failed: ${outDir} still holds the previous build, unchanged. The lines above say what failed.`
        : 'The build failed; the lines above say what failed.',
    );
    return code === 0 ? 1 : code;
  }
  // What the build was made from, for the first publish over this site (scripts/publish/hand-release.ts).
  const dataDir = resolve(process.env.DATA_DIR?.trim() || 'data');
  const builtAt = new Date().toISOString();
  writeFileSync(join(folders.nextOut, builtFromFile), `${JSON.stringify({ dataDir, builtAt }, null, 2)}\n`);
  swapIn(folders.out, folders.nextOut, folders.oldOut);
  swapIn(folders.cache, folders.nextCache, folders.oldCache);
  if (!seeded) console.log('(no earlier build to start from: every page was built)');
  return 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = await buildSite(process.env.ASTRO_OUT_DIR ?? 'dist', process.argv.slice(2));
