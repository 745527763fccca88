// The warm renderer (scripts/publish/warm/warm-renderer.ts) must write exactly what a build from scratch
// writes, and no more than what changed: builds the sample from scratch (the base release's pages), starts
// a warm renderer on it, renders an export where one listing is cheaper, then one where a listing is
// withdrawn and another added, and compares the result file by file with builds of those exports from
// scratch. No masking: the islands' ids are the same from one build to the next.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroCacheDir } from '../../scripts/build/astro-cache-dir.mjs';
import { overlayTree } from '../../scripts/publish/warm/overlay-tree';
import { startWarmRenderer, type TooMany, type WarmRender } from '../../scripts/publish/warm/warm-renderer';
import { fileHashes } from './file-hashes';
import { scratchBuild } from './scratch-build';

type Listing = { ID: number; Price: number };

const base = scratchBuild('warm-render-base');
const cheaperBuild = scratchBuild('warm-render-cheaper');
const swappedBuild = scratchBuild('warm-render-swapped');
const warmOut = resolve('.cache', 'warm-render-warm');

const original = join(base.temp, 'original');
const cheaper = join(base.temp, 'cheaper');
const swapped = join(base.temp, 'swapped');
for (const dir of [original, cheaper, swapped]) cpSync('data', dir, { recursive: true });
const listings = JSON.parse(readFileSync(join(original, 'properties.json'), 'utf8')) as Listing[];
const owned =
  readFileSync(join(original, 'owners.json'), 'utf8') + readFileSync(join(original, 'projects.json'), 'utf8');
const free = [...new Set(listings.map((listing) => listing.ID))].filter((id) => !owned.includes(String(id)));
const [cheaperId, withdrawnId] = free;
if (cheaperId === undefined || withdrawnId === undefined)
  throw new Error('the sample has listings no owner names');
const cheaperListings = listings.map((listing) =>
  listing.ID === cheaperId ? { ...listing, Price: Math.round(listing.Price * 0.97) } : listing,
);
writeFileSync(join(cheaper, 'properties.json'), JSON.stringify(cheaperListings, null, 2));
const added = cheaperListings
  .filter((listing) => listing.ID === cheaperId)
  .map((listing) => ({ ...listing, ID: 9_002 }));
writeFileSync(
  join(swapped, 'properties.json'),
  JSON.stringify([...cheaperListings.filter((listing) => listing.ID !== withdrawnId), ...added], null, 2),
);

/** sha256 of every file under `dir` by path (with its leading slash), links followed. */
function linkedHashes(dir: string, under = dir, into = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(under)) {
    const path = join(under, name);
    if (statSync(path).isDirectory()) linkedHashes(dir, path, into);
    else into.set(path.slice(dir.length), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return into;
}

/** The files of a scratch build that the warm render neither wrote nor finds the same in the base. */
function compare(render: WarmRender, target: string, baseClient: string, reference: string) {
  const want = fileHashes(join(reference, 'client'));
  const written = fileHashes(target);
  const before = fileHashes(baseClient);
  const wrongWrites = [...written].filter(([path, hash]) => want.get(path) !== hash).map(([path]) => path);
  const missed = [...want]
    .filter(([path, hash]) => !written.has(path) && before.get(path) !== hash)
    .map(([path]) => path);
  const stale = render.removed.filter((path) => want.has(`/${path}`));
  const leftOver = [...before.keys()].filter(
    (path) => !want.has(path) && !render.removed.some((removed) => path.startsWith(`/${removed}`)),
  );
  return { wrongWrites, missed, stale, leftOver };
}

function done(render: WarmRender | TooMany): WarmRender {
  if ('tooMany' in render) throw new Error(`refused ${render.tooMany} pages`);
  return render;
}

const baseOf = (id: string, dataDir: string, out: string) => ({
  id,
  dataDir,
  clientDir: join(out, 'client'),
  manifestFile: join(astroCacheDir(out), 'incremental-build.json'),
});

describe('the warm renderer', () => {
  it('renders a cheaper listing, then a withdrawn and a new one, as builds from scratch do', async () => {
    for (const [build, dir] of [
      [base, original],
      [cheaperBuild, cheaper],
      [swappedBuild, swapped],
    ] as const) {
      const result = build.build(dir);
      expect(result.status, result.stdout + result.stderr).toBe(0);
    }
    rmSync(warmOut, { recursive: true, force: true });
    const renderer = await startWarmRenderer(process.cwd(), join(warmOut, 'build'), { dataDir: original });

    // Over its limit it renders nothing (the publish then makes a full build).
    const refused = await renderer.render(
      { dataDir: cheaper },
      join(warmOut, 'refused'),
      baseOf('original', original, base.out),
      { maxPages: 10 },
    );
    expect(refused).toEqual({ tooMany: expect.any(Number) });
    expect(existsSync(join(warmOut, 'refused'))).toBe(false);

    const first = done(
      await renderer.render(
        { dataDir: cheaper },
        join(warmOut, 'cheaper'),
        baseOf('original', original, base.out),
      ),
    );
    renderer.adopt('cheaper');
    expect(compare(first, join(warmOut, 'cheaper'), join(base.out, 'client'), cheaperBuild.out)).toEqual({
      wrongWrites: [],
      missed: [],
      stale: [],
      leftOver: [],
    });
    // Its 4 pages and those whose similar block shows it, not all 65 listings' 260.
    const pagesWritten = first.written.filter((path) => path.endsWith('.html'));
    expect(pagesWritten.filter((path) => path.includes(`/${cheaperId}/`))).toHaveLength(4);
    expect(pagesWritten.length).toBeLessThan(100);
    // The pages that show it as similar had their similar-listing block alone rendered (compared above).
    expect(first.blocks).toBeGreaterThan(0);
    expect(first.blocks).toBeLessThanOrEqual(pagesWritten.length - 4);
    expect(first.removed).toEqual([]);

    // The next render builds on the release the last one went into: it compares with the pages it knows.
    const second = done(
      await renderer.render(
        { dataDir: swapped },
        join(warmOut, 'swapped'),
        baseOf('cheaper', cheaper, cheaperBuild.out),
      ),
    );
    expect(
      compare(second, join(warmOut, 'swapped'), join(cheaperBuild.out, 'client'), swappedBuild.out),
    ).toEqual({
      wrongWrites: [],
      missed: [],
      stale: [],
      leftOver: [],
    });
    expect(second.removed.filter((path) => path.includes(`/${withdrawnId}`)).length).toBeGreaterThan(0);
    expect(second.written.some((path) => path.includes('/9002/'))).toBe(true);
    expect(existsSync(join(warmOut, 'swapped', 'sitemap.xml'))).toBe(true);

    // Completed with links to the pages it builds on, it is the build from scratch, file for file.
    const { links } = await overlayTree(
      join(cheaperBuild.out, 'client'),
      join(warmOut, 'swapped'),
      second.written,
      second.removed,
    );
    expect(links).toBeGreaterThan(0);
    expect(linkedHashes(join(warmOut, 'swapped'))).toEqual(fileHashes(join(swappedBuild.out, 'client')));
    rmSync(warmOut, { recursive: true, force: true });
  });
});
