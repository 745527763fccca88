// Item 2: a rebuild after the export is replaced by one in which 1 % of the listings changed (a lower
// price): its time against the full build, proof that the pages of unchanged listings and untouched
// pages come out byte-identical, that no picture is resized again (the image cache), and that the
// incremental rebuild writes exactly what a build of the changed export from scratch writes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { astroCacheDir } from '../build/astro-cache-dir.mjs';
import { ensureExport, measureBuild } from './build';
import { compareBuilds, type Hashes } from './build-identity';
import { writeChangedExport } from './changed-exports';
import { type BenchContext, benchPath, type Section } from './context';
import { at, type Figure } from './targets';

/** The content hash of every file under a folder, by path relative to it. */
export function hashTree(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes.set(path.slice(dir.length + 1), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return hashes;
}

/** The files of the image cache with their content hash, to see what a build added or rewrote. */
function cacheState(dir: string): Hashes {
  return existsSync(dir) ? hashTree(dir) : new Map();
}

/** Whether a page links to one of the changed listings' pages (…/{id}/"). */
function linksTo(html: string, ids: ReadonlySet<number>): boolean {
  for (const match of html.matchAll(/href="[^"]*\/(\d+)\/"/g)) {
    if (ids.has(Number(match[1]))) return true;
  }
  return false;
}

const preview = (paths: readonly string[]) =>
  paths.length === 0 ? '' : ` (e.g. ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ', …' : ''})`;

/** Deletes a build's output folder and its incremental-build cache (relative to the source it was built from). */
function removeBuild(outDir: string, sourceRoot: string | undefined): void {
  rmSync(outDir, { recursive: true, force: true });
  if (sourceRoot !== undefined)
    rmSync(join(sourceRoot, astroCacheDir(outDir)), { recursive: true, force: true });
}

/** Measures a full build and, into the same folder, the rebuild after a 1 % change; compares their files. */
export async function runRebuild(ctx: BenchContext): Promise<Section> {
  const label = String(ctx.rebuildScale);
  const exportDir = await ensureExport(ctx.rebuildScale);
  const outDir = benchPath(`rebuild-${label}`);
  // Both builds back to back from the same source snapshot, the rebuild over the full build's output
  // as a deploy rebuilds over its last one.
  const baseline = await measureBuild(label, exportDir, outDir, { logName: `rebuild-${label}-full.log` });
  const client = join(outDir, 'client');
  const before = hashTree(client);
  const { changed, all } = await writeChangedExport(baseline.exportDir, benchPath(`export-${label}-changed`));
  const changedIds = new Set(changed);
  // A page showed a changed listing if it links to one before or after: a new price can move a
  // listing out of a page's similar-listing block as well as into it.
  const linkedBefore = new Set(
    [...before.keys()].filter(
      (path) => path.endsWith('.html') && linksTo(readFileSync(join(client, path), 'utf8'), changedIds),
    ),
  );
  const imageCache = resolve('.cache/images');
  const cacheBefore = cacheState(imageCache);
  const rebuild = await measureBuild(`${label}-changed`, benchPath(`export-${label}-changed`), outDir, {
    clean: false,
    logName: `rebuild-${label}-changed.log`,
  });
  const cacheAfter = cacheState(imageCache);
  const after = hashTree(client);
  const comparison = compareBuilds(before, after, {
    listingIds: new Set(all),
    changedIds,
    showsChanged: (path) =>
      linkedBefore.has(path) ||
      (path.endsWith('.html') && linksTo(readFileSync(join(client, path), 'utf8'), changedIds)),
  });
  const cacheWritten = [...cacheAfter].filter(([path, hash]) => cacheBefore.get(path) !== hash).length;
  // The reference: the changed export built from scratch (no output, no incremental cache), compared
  // file by file with the rebuild; deleted afterwards, as it is as large as the other two.
  const scratchDir = benchPath(`rebuild-${label}-scratch`);
  const scratch = await measureBuild(`${label}-scratch`, benchPath(`export-${label}-changed`), scratchDir, {
    logName: `rebuild-${label}-scratch.log`,
  });
  const reference = hashTree(join(scratchDir, 'client'));
  const unlike = [...reference].filter(([path, hash]) => after.get(path) !== hash).map(([path]) => path);
  const extra = [...after.keys()].filter((path) => !reference.has(path));
  removeBuild(scratchDir, scratch.sourceRoot);
  const ratio = rebuild.wallSeconds / baseline.wallSeconds;
  const {
    changedListingPages: own,
    pagesShowingChanged: showing,
    untouchedPages: untouched,
    otherFiles,
  } = comparison;
  const command = `DATA_DIR=.cache/bench/export-${label}-changed astro build (over the full build)`;
  const figures: Figure[] = [
    {
      figure: `rebuild after 1 % of ${baseline.properties.toLocaleString('en')} listings changed (${changed.length}): wall time vs full build (${Math.round(baseline.wallSeconds)} s)`,
      target: at('<=', 0.25, '≤ ¼ of the full build'),
      measured: ratio,
      shown: `${Math.round(rebuild.wallSeconds)} s = ${(ratio * 100).toFixed(0)} %`,
      command,
    },
    {
      figure: 'rebuild: pages not of a changed listing and not showing one that differ',
      target: at('==', 0, '0'),
      measured: untouched.changed.length,
      shown: `${untouched.changed.length} of ${untouched.total} (${untouched.identical} byte-identical)`,
      command: 'sha256 of every file of both builds',
    },
    {
      figure: 'rebuild: pages of changed listings that differ (expected: all)',
      measured: own.changed.length,
      shown: `${own.changed.length} of ${own.total}`,
      command: 'sha256 of every file of both builds',
    },
    {
      figure: 'rebuild: files that differ from a build of the changed export from scratch',
      target: at('==', 0, '0'),
      measured: unlike.length + extra.length,
      shown: `${unlike.length} differ, ${extra.length} extra, of ${reference.size} files`,
      command: `sha256 of every file; DATA_DIR=.cache/bench/export-${label}-changed astro build (from scratch)`,
    },
    {
      figure: 'rebuild: pictures resized again (image variants made)',
      target: at('==', 0, '0'),
      ...(rebuild.imagesMade === undefined ? {} : { measured: rebuild.imagesMade }),
      shown: `${rebuild.imagesMade ?? '?'} made, ${rebuild.imagesReused ?? '?'} reused; ${cacheWritten} cache files written`,
      command: 'export-media log line; .cache/images listed before and after',
    },
  ];
  const notes = [
    `A full build of ${baseline.properties.toLocaleString('en')} listings × ${baseline.languages} languages (${baseline.pages} pages, commit ${baseline.commit?.slice(0, 12) ?? '?'}) into ${outDir}, then at once the rebuild there with every hundredth listing 3 % cheaper (IDs ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}); both measured by this step (${rebuild.measuredAt}), logs ${baseline.log} and ${rebuild.log}. The size is \`--rebuild-scale\` (default 10,000, 1,000 with \`--quick\`).`,
    `Pages of changed listings: ${own.total}, ${own.changed.length} differ. Pages that link to a changed listing before or after (results, similar-listing blocks): ${showing.total}, ${showing.changed.length} differ. Other pages: ${untouched.total}, ${untouched.identical} byte-identical, ${untouched.changed.length} differ${preview(untouched.changed)}. Files that are not pages: ${otherFiles.total}, ${otherFiles.changed.length} differ${preview(otherFiles.changed)}. Added ${comparison.added.length}, removed ${comparison.removed.length}${preview([...comparison.added, ...comparison.removed])}.`,
    `Incremental build (experimental.incrementalBuild, keys from src/data/page-cache-keys.ts): of the rebuild's ${rebuild.pages} pages, ${rebuild.pagesReused ?? '?'} were kept from the last build (left in place, or copied from the cache) and ${rebuild.pages - (rebuild.pagesReused ?? 0)} rendered; prerendering took ${rebuild.prerenderSeconds?.toFixed(1) ?? '?'} s of the rebuild's ${rebuild.wallSeconds.toFixed(1)} s (full build: ${baseline.prerenderSeconds?.toFixed(0) ?? '?'} s of ${baseline.wallSeconds.toFixed(0)} s; the changed export built from scratch: ${scratch.wallSeconds.toFixed(0)} s, ${scratch.pagesReused ?? '?'} pages kept).`,
    `Against the changed export built from scratch: ${reference.size} files, ${unlike.length} differ${preview(unlike)}, ${extra.length} only in the rebuild${preview(extra)}.`,
    `Image cache (.cache/images): ${cacheBefore.size} files before, ${cacheAfter.size} after, ${cacheWritten} added or rewritten.`,
  ];
  return { title: 'Rebuild after a 1 % change', figures, notes };
}
