// The incremental build (experimental.incrementalBuild with the keys of src/data/page-cache-keys.ts)
// must give exactly what a full build gives: builds the sample, rebuilds over it from an export where
// listings changed, and compares every file with a full build of that export made from scratch.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { astroCacheDir } from '../../scripts/build/astro-cache-dir.mjs';

const temp = mkdtempSync(join(tmpdir(), 'incremental-build-'));
// Builds go inside the project: the server bundle resolves its packages from node_modules.
const builds = '.cache/incremental-build';
const incremental = join(builds, 'incremental');
const fromScratch = join(builds, 'from-scratch');
const clean = () => {
  for (const out of [incremental, fromScratch]) {
    rmSync(out, { recursive: true, force: true });
    rmSync(astroCacheDir(out), { recursive: true, force: true });
  }
};
clean();
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
  clean();
});

type Listing = { ID: number; Price: number; Title?: unknown };
type Owner = { PropertyIDs: number[]; Slots: { PropertyID: number; Start: string; End: string }[] };

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function build(dataDir: string, outDir: string) {
  const result = spawnSync(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'build'], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, ASTRO_OUT_DIR: outDir },
  });
  return { ...result, output: result.stdout + result.stderr };
}

/** sha256 of every file under `dir`, by relative path. */
function hashes(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(dir.length + 1), createHash('sha256').update(readFileSync(path)).digest('hex')];
      }),
  );
}

// The changed export: one listing 3 % cheaper, one withdrawn, one new (a copy under a new ID), and an
// owner's visit slot moved; listings named by owners or projects are left alone.
const original = join(temp, 'original');
const changed = join(temp, 'changed');
cpSync('data', original, { recursive: true });
cpSync('data', changed, { recursive: true });
// properties.json holds a record per listing and language: each change below applies to all of a listing's records.
const listings = readJson<Listing[]>(join(changed, 'properties.json'));
const owners = readJson<Owner[]>(join(changed, 'owners.json'));
const projectUnits = JSON.stringify(readJson<unknown>(join(changed, 'projects.json')));
const referenced = new Set(owners.flatMap((owner) => owner.PropertyIDs));
const free = [...new Set(listings.map((listing) => listing.ID))].filter(
  (id) => !referenced.has(id) && !projectUnits.includes(String(id)),
);
const [cheaper, withdrawn, copied] = free;
if (cheaper === undefined || withdrawn === undefined || copied === undefined) {
  throw new Error('the sample has listings that no owner or project names');
}
for (const listing of listings) {
  if (listing.ID === cheaper) listing.Price = Math.round(listing.Price * 0.97);
}
const added = listings
  .filter((listing) => listing.ID === copied)
  .map((listing) => ({ ...structuredClone(listing), ID: 9_001 }));
const kept = listings.filter((listing) => listing.ID !== withdrawn);
writeFileSync(join(changed, 'properties.json'), JSON.stringify([...kept, ...added], null, 2));
const slot = owners[0]?.Slots[0];
if (slot === undefined) throw new Error('the sample has visit slots');
slot.Start = slot.Start.replace('17:00', '16:30');
writeFileSync(join(changed, 'owners.json'), JSON.stringify(owners, null, 2));

describe('an incremental build over the last one', () => {
  const first = build(original, incremental);
  const second = build(changed, incremental);
  const reference = build(changed, fromScratch);

  it('builds', () => {
    expect(first.status, first.output).toBe(0);
    expect(second.status, second.output).toBe(0);
    expect(reference.status, reference.output).toBe(0);
  });

  it('keeps the unchanged detail pages and the pages without listings of the last build instead of rendering them', () => {
    // Astro prints "(cached)" for a page left in place, "(restored)" for one copied from its cache.
    // Colours (a CI run has them) stripped: each line is the page's path, then the word.
    const lines = stripVTControlCharacters(second.output);
    const restored = [...lines.matchAll(/(\S+) \((?:cached|restored)\)/g)].map((match) => match[1]);
    // 63 listings kept, 4 pages each; those of the changed listings and of the pages showing them
    // (similar-listing blocks) are rendered again.
    const details = restored.filter((file) => /\/\d{4}\/index\.html$/.test(file ?? ''));
    expect(details.length).toBeGreaterThan(63 * 4 * 0.6);
    expect(details.length).toBeLessThan(63 * 4);
    // A page that shows no listing but in its shell, and a search index file the change left as it was.
    expect(restored).toContain('/contact/index.html');
    expect(restored).toContain('/nl/login/index.html');
    expect(restored.some((file) => file?.startsWith('/search-index/'))).toBe(true);
    // The pages that list the listings are rendered every time.
    expect(restored).not.toContain('/index.html');
    expect(
      restored.some((file) =>
        /^\/(?:[a-z]{2}\/)?(?:for-sale|te-koop|a-vendre|zu-verkaufen)\/index\.html$/.test(file ?? ''),
      ),
    ).toBe(false);
    expect(reference.output).not.toMatch(/\((?:cached|restored)\)/);
  });

  it('writes exactly the files a full build of the changed export writes', () => {
    const got = hashes(join(incremental, 'client'));
    const want = hashes(join(fromScratch, 'client'));
    const folders = (dir: string) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length));
    expect(folders(join(incremental, 'client')).sort()).toEqual(folders(join(fromScratch, 'client')).sort());
    const differ = [...want].filter(([path, hash]) => got.get(path) !== hash).map(([path]) => path);
    const extra = [...got.keys()].filter((path) => !want.has(path));
    expect(differ).toEqual([]);
    expect(extra).toEqual([]);
    // The changes reached the pages: the withdrawn listing's page is gone, the new one is there.
    expect([...got.keys()].some((path) => path.includes(`/${withdrawn}/`))).toBe(false);
    expect([...got.keys()].some((path) => path.includes('/9001/'))).toBe(true);
  });
});

describe('a build after one that did not finish', () => {
  it('renders every page again, as the last output and cache cannot be trusted', () => {
    writeFileSync(join(astroCacheDir(incremental), 'build-unfinished'), 'killed');
    const again = build(changed, incremental);
    expect(again.status, again.output).toBe(0);
    expect(again.output).not.toMatch(/\((?:cached|restored)\)/);
    expect(hashes(join(incremental, 'client'))).toEqual(hashes(join(fromScratch, 'client')));
  });
});
