// `npm run build` by hand: a build that fails late (a picture whose header reads but whose pixels are cut
// off fails the resizing after every page is written) leaves the previous output folder byte for byte as
// it was, and its incremental-build cache too; the next good build still starts from the last one's pages.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { astroCacheDir } from '../../scripts/build/astro-cache-dir.mjs';
import { builtFrom } from '../../scripts/build/build-state.mjs';
import { generateScale } from '../../scripts/sample-export/generate-export';

// Inside the project: the server bundle resolves its packages from node_modules.
const root = resolve('.cache/hand-build-test');
const out = join(root, 'dist');
const cache = resolve(astroCacheDir(out));
const clean = () => {
  rmSync(root, { recursive: true, force: true });
  for (const dir of [cache, `${cache}.next`, `${cache}.old`]) rmSync(dir, { recursive: true, force: true });
};
clean();
afterAll(clean);
mkdirSync(root, { recursive: true });

const good = join(root, 'export-good');
const broken = join(root, 'export-broken');
const cheaper = join(root, 'export-cheaper');
await generateScale(good, 12);
// A media folder of its own (the scale export links the sample's), with one picture cut to a third: its
// header still reads, so the export's check passes, and the build fails only when it resizes it.
cpSync(good, broken, { recursive: true, verbatimSymlinks: true });
rmSync(join(broken, 'media'));
cpSync(realpathSync(join(good, 'media')), join(broken, 'media'), { recursive: true });
if (lstatSync(join(broken, 'media')).isSymbolicLink())
  throw new Error('the broken export must not write the sample');
const listings = JSON.parse(readFileSync(join(good, 'properties.json'), 'utf8')) as {
  ID: number;
  Price: number;
  Pictures: { Url: string }[];
}[];
const picture = decodeURI(listings[0]?.Pictures[0]?.Url.slice('/media/'.length) ?? '');
const whole = readFileSync(join(broken, 'media', picture));
writeFileSync(join(broken, 'media', picture), whole.subarray(0, Math.floor(whole.length / 3)));
cpSync(good, cheaper, { recursive: true });
const first = listings[0]?.ID;
writeFileSync(
  join(cheaper, 'properties.json'),
  JSON.stringify(
    listings.map((listing) =>
      listing.ID === first ? { ...listing, Price: listing.Price - 10_000 } : listing,
    ),
  ),
);

/** `npm run build` as staff or an engineer types it, into the test's output folder. */
function npmBuild(dataDir: string) {
  const result = spawnSync('npm', ['run', 'build'], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, ASTRO_OUT_DIR: out },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** sha256 and modification time of every file under `dir`, by path. */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
    files.set(path.slice(dir.length), `${hash} ${statSync(path).mtimeMs}`);
  }
  return files;
}

// A build takes minutes on a loaded machine.
describe('npm run build by hand', { timeout: 600_000 }, () => {
  let built = new Map<string, string>();
  let cached = new Map<string, string>();

  it('builds into the output folder and says what it was built from', () => {
    const { code, output } = npmBuild(good);
    expect(code, output).toBe(0);
    expect(existsSync(join(out, 'client', 'index.html'))).toBe(true);
    built = tree(out);
    cached = tree(cache);
    expect(cached.size).toBeGreaterThan(0);
    expect(builtFrom(out)?.dataDir).toBe(good);
  });

  it('leaves the previous output and cache byte for byte as they were when the build fails late', () => {
    const { code, output } = npmBuild(broken);
    expect(code).not.toBe(0);
    // Late: the pages were written before the picture failed.
    expect(output).toMatch(/index\.html/);
    expect(output).toContain(`The picture ${picture} of the media folder cannot be resized`);
    expect(tree(out)).toEqual(built);
    expect(tree(cache)).toEqual(cached);
    expect(output).toContain('still holds the previous build, unchanged');
    expect(readdirSync(root).filter((name) => name.startsWith('dist.'))).toEqual([]);
  });

  it('builds the next good export from the last build: unchanged pages are kept, not rendered', () => {
    const { code, output } = npmBuild(cheaper);
    expect(code, output).toBe(0);
    expect(output).toMatch(/\((?:cached|restored)\)/);
    expect(builtFrom(out)?.dataDir).toBe(cheaper);
    expect(tree(out)).not.toEqual(built);
  });
});
