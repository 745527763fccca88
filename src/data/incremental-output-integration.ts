import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { insideDir } from '../domain/routes/inside-dir.mjs';
import { linkCachedPages } from './cache-page-links';

/** The part of Astro's incremental-build manifest (cacheDir/incremental-build.json) read here. */
type IncrementalManifest = {
  readonly routes?: Record<string, { readonly paths?: Record<string, { readonly outputFile?: string }> }>;
};

/** The output files (relative to outDir, forward slashes) an incremental-build manifest lists. */
export function manifestOutputs(manifestText: string | undefined): Set<string> {
  if (manifestText === undefined) return new Set();
  try {
    const manifest = JSON.parse(manifestText) as IncrementalManifest;
    return new Set(
      Object.values(manifest.routes ?? {}).flatMap((route) =>
        Object.values(route.paths ?? {}).flatMap((path) =>
          typeof path.outputFile === 'string' ? [path.outputFile] : [],
        ),
      ),
    );
  } catch {
    return new Set();
  }
}

/** A file's path without the suffix of a compressed copy (`page.html.br` is a copy of `page.html`). */
const copied = (path: string) => path.replace(/\.(br|gz)$/, '');

/**
 * Deletes every file under `dir` whose relative path is not in `keep` (nor is a compressed copy of one,
 * src/server/http/precompressed-files.ts), then the folders left empty.
 */
function emptyExcept(dir: string, keep: ReadonlySet<string>, under = dir): boolean {
  let empty = true;
  for (const entry of readdirSync(under, { withFileTypes: true })) {
    const path = join(under, entry.name);
    if (entry.isDirectory()) {
      if (emptyExcept(dir, keep, path)) rmSync(path, { recursive: true, force: true });
      else empty = false;
    } else if (keep.has(copied(relative(dir, path).split(sep).join('/')))) {
      empty = false;
    } else {
      rmSync(path, { force: true });
    }
  }
  return empty;
}

/** Deletes a file, then each folder above it (up to `root`) that it leaves empty. */
function removeWithEmptyParents(root: string, path: string): void {
  rmSync(path, { force: true });
  for (let folder = dirname(path); insideDir(root, folder); folder = dirname(folder)) {
    if (readdirSync(folder).length > 0) return;
    rmdirSync(folder);
  }
}

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/**
 * Lets Astro's incremental build leave unchanged pages where they are instead of copying them back from
 * its cache folder (copying every page of a 10,000-listing site took most of a rebuild). Astro empties
 * the output folder before a build unless `vite.build.emptyOutDir` is false; with it false, this
 * integration empties it itself, keeping only the pages the last build's manifest lists (Astro re-renders
 * those whose key or code changed and leaves the rest), and after the build deletes the kept pages that
 * are no longer part of the site (a withdrawn listing). A build that did not finish leaves a marker, and
 * the next build then starts from scratch: its half-written pages and cache must not be trusted.
 */
export function incrementalOutput(): AstroIntegration {
  let outDir = '';
  let cacheDir = '';
  let enabled = false;
  let kept = new Set<string>();
  let startedAt = 0;
  let stopLinking: () => void = () => undefined;
  const manifestFile = () => join(cacheDir, 'incremental-build.json');
  const marker = () => join(cacheDir, 'build-unfinished');
  return {
    name: 'incremental-output',
    hooks: {
      'astro:config:done': ({ config }) => {
        // Without the trailing slash of the URL, so that folder prefixes compare.
        outDir = fileURLToPath(config.outDir).replace(/[\\/]+$/, '');
        cacheDir = fileURLToPath(config.cacheDir);
        enabled = config.experimental.incrementalBuild === true && config.vite.build?.emptyOutDir === false;
      },
      'astro:build:start': ({ logger }) => {
        startedAt = Date.now();
        if (!enabled) return;
        if (existsSync(marker())) {
          logger.warn('The last build did not finish: building every page from scratch.');
          rmSync(manifestFile(), { force: true });
          rmSync(join(cacheDir, 'dist'), { recursive: true, force: true });
        }
        kept = manifestOutputs(read(manifestFile()));
        if (existsSync(outDir)) emptyExcept(outDir, kept);
        mkdirSync(cacheDir, { recursive: true });
        writeFileSync(marker(), new Date(startedAt).toISOString());
        // The cache's copy of each page rendered is a hard link to the page (cache-page-links.ts).
        stopLinking = linkCachedPages(outDir, join(cacheDir, 'dist'));
      },
      'astro:build:done': ({ logger }) => {
        stopLinking();
        if (!enabled) return;
        const built = manifestOutputs(read(manifestFile()));
        let pruned = 0;
        for (const file of kept) {
          const path = join(outDir, file);
          // A kept page that is no longer in the manifest and was not written by this build is gone from
          // the site; one written by this build (a page that lost its key) stays.
          if (built.has(file) || !existsSync(path) || statSync(path).mtimeMs >= startedAt) continue;
          for (const suffix of ['.br', '.gz']) rmSync(`${path}${suffix}`, { force: true });
          removeWithEmptyParents(outDir, path);
          pruned++;
        }
        if (pruned > 0)
          logger.info(`Removed ${pruned} page(s) of the last build that the site no longer has.`);
        rmSync(marker(), { force: true });
      },
    },
  };
}
