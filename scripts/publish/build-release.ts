// Builds a release: its dist/ from its data/, starting from the live release's pages (linked) and
// incremental-build cache, so that only what the new export changed is rendered again.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseHistoryFile } from '../../src/data/listing-history-file';
import { astroBuildNodeFlags } from '../build/astro-build-flags.mjs';
import { astroCacheDir } from '../build/astro-cache-dir.mjs';

/** The folders of one release's build. */
export interface ReleaseBuild {
  readonly dataDir: string;
  readonly outDir: string;
  readonly cacheDir: string;
  readonly logFile: string;
  /** The listing history after this release's publish (src/data/listing-history-file.ts). */
  readonly historyFile: string;
  /** The live release's history, which the build brings up to this export in memory; none at first. */
  readonly previousHistoryFile?: string | undefined;
  /** The export of dataDir as the publish validated it (src/data/kept-exports.mjs), which the build reads. */
  readonly validatedExport?: string | undefined;
}

/** A release's build folders. */
export function releaseBuild(releaseDir: string): ReleaseBuild {
  return {
    dataDir: join(releaseDir, 'data'),
    outDir: join(releaseDir, 'dist'),
    cacheDir: join(releaseDir, 'cache'),
    logFile: join(releaseDir, 'build.log'),
    historyFile: join(releaseDir, releaseHistoryFile),
  };
}

/** The environment of a release's build: the one place that says what a publish hands the build. */
export function buildEnv(build: ReleaseBuild): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: build.dataDir,
    ASTRO_OUT_DIR: build.outDir,
    ASTRO_CACHE_DIR: build.cacheDir,
    // The price-reduced badges and the sold listings' reference pages come from the history.
    ...(build.previousHistoryFile === undefined ? {} : { LISTING_HISTORY: build.previousHistoryFile }),
    // Validated once, by the publish (src/data/export-check-integration.ts); empty: the build validates.
    VALIDATED_EXPORT: build.validatedExport ?? '',
  };
}

const manifest = (cacheDir: string) => join(cacheDir, 'incremental-build.json');

/** A seeding under way: `done` tells whether the build starts from a seed; `stop` ends it early. */
export interface Seeding {
  readonly done: Promise<boolean>;
  readonly stop: () => void;
}

// The linking is one process group of its own (cp, then find listing what must be copied): it runs while
// the publish validates the export, and a publisher killed meanwhile leaves a group the next publish
// stops (publish-lock.ts, through `onProcess`). -a keeps the times: the incremental build tells the
// pages it wrote by them; -l links, copies nothing.
// -L: a release made by the warm renderer holds links to the releases it was made from (warm/overlay-tree.ts);
// the new build must get real folders and files (linked to the targets), or its writes would go through
// the links into a published release.
const linkScript =
  'cp -alL "$1" "$2" && find "$2" -type f ! -name "*.html" ! -name "*.html.br" ! -name "*.html.gz" -print0';
const copyScript = 'cp -a "$1" "$2"';

/**
 * Starts seeding a new release's build with the pages and cache manifest of `from`, so that the
 * incremental build keeps every page whose inputs are unchanged. From a finished release (never written
 * again) the pages (.html, nearly all of its bytes, and their compressed copies .html.br and .html.gz) are
 * hard-linked and every other file copied: the build writes pages and their copies through
 * break-hard-links.ts (in its worker threads too), which gives a file it writes again a new inode, and the
 * copies' writer (src/server/http/precompressed-files.ts) removes an old copy first anyway, so the release
 * it was linked from is never changed; the other files (the media folder, the server bundle, scripts) may
 * be written by means link breaking cannot see (fs.cp, native code), so they are never shared. From the
 * hand-made build (`dist/` and its cache, which `npm run build` rewrites in place) everything is copied.
 * Linking 50,000 pages takes as long as validating a 10,000-listing export, so both go on at once:
 * `onProcess` gets the linking's process id while it runs (then undefined).
 */
export function startSeed(
  build: ReleaseBuild,
  from: { outDir: string; cacheDir: string; release: boolean } | undefined,
  onProcess: (pid: number | undefined) => void,
): Seeding {
  if (from === undefined || !existsSync(manifest(from.cacheDir)) || !existsSync(from.outDir))
    return { done: Promise.resolve(false), stop: () => {} };
  const child = spawn('sh', ['-c', from.release ? linkScript : copyScript, 'sh', from.outDir, build.outDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (child.pid !== undefined) onProcess(child.pid);
  const out: Buffer[] = [];
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk;
  });
  let running = true;
  const done = new Promise<boolean>((resolveDone, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      running = false;
      onProcess(undefined);
      if (code !== 0) {
        reject(
          new Error(
            `seeding the build from ${from.outDir} failed (${signal ?? `exit code ${code}`}): ${errors}`,
          ),
        );
        return;
      }
      for (const path of Buffer.concat(out).toString('utf8').split('\0')) {
        if (path === '') continue;
        const { atime, mtime } = statSync(path);
        copyFileSync(path, `${path}.copy`);
        utimesSync(`${path}.copy`, atime, mtime);
        renameSync(`${path}.copy`, path);
      }
      // Only the cache's manifest (the keys of the pages): its copies of the pages serve Astro only for a
      // page missing from the output folder, and the output folder starts with every page. Leaving them
      // out halves the files a publish links (50,000 at 10,000 listings) and the cache then holds the
      // pages this build wrote.
      mkdirSync(build.cacheDir, { recursive: true });
      copyFileSync(manifest(from.cacheDir), manifest(build.cacheDir));
      resolveDone(true);
    });
  });
  // Awaited once the export is validated; a refusal before that stops it instead.
  done.catch(() => {});
  const stop = () => {
    if (!running || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Ended meanwhile.
    }
  };
  return { done, stop };
}

/** The pages and cache of the site built by hand (`npm run build` into dist/), the seed of a first publish. */
export function handBuild(distDir: string): { outDir: string; cacheDir: string; release: false } {
  return {
    outDir: distDir,
    cacheDir: resolve(astroCacheDir(process.env.ASTRO_OUT_DIR ?? 'dist')),
    release: false,
  };
}

/** How a build ended. */
export type BuildOutcome =
  | { readonly ok: true; readonly seconds: number }
  | { readonly ok: false; readonly reason: string; readonly logFile: string };

/**
 * Runs `astro build` for the release in its own process group (so a killed publish's build can be
 * stopped as a whole), its output in build.log. `onStart` gets the build's process id.
 */
export function runBuild(build: ReleaseBuild, onStart: (pid: number) => void): Promise<BuildOutcome> {
  const started = Date.now();
  const log = createWriteStream(build.logFile);
  const linkBreaker = fileURLToPath(new URL('./break-hard-links.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    [...astroBuildNodeFlags, '--import', linkBreaker, resolve('node_modules/astro/bin/astro.mjs'), 'build'],
    {
      env: buildEnv(build),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  if (child.pid !== undefined) onStart(child.pid);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  // Our own SIGINT/SIGTERM (Ctrl+C) stops the build too: it runs detached, so the terminal's signal
  // would not reach it.
  const stop = () => {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      log.end();
      if (code === 0) done({ ok: true, seconds: (Date.now() - started) / 1000 });
      else
        done({
          ok: false,
          reason:
            signal === null ? `the build failed (exit code ${code})` : `the build was killed (${signal})`,
          logFile: build.logFile,
        });
    });
  });
}
