// The first `npm run publish` over a site built by hand (`npm start` or `npm run build` into dist/ from
// an export of the agency's own, while the repository's data/ still holds the 64-listing sample): it
// compares the new export with the one the site was built from, not with data/; it keeps the site that
// was served as a release, so `npm run rollback` brings it back byte for byte; and a price lowered since
// that site shows as reduced on the first release, as it would on any later one.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { astroCacheDir } from '../../scripts/build/astro-cache-dir.mjs';
import { generateScale } from '../../scripts/sample-export/generate-export';
import { fileHashes } from './file-hashes';

// Inside the project: a release's server bundle resolves its packages from node_modules.
const root = resolve('.cache/first-publish-test');
const releases = join(root, 'releases');
const dist = join(root, 'dist');
const clean = () => {
  rmSync(root, { recursive: true, force: true });
  rmSync(astroCacheDir(dist), { recursive: true, force: true });
};
clean();
afterAll(clean);
mkdirSync(root, { recursive: true });

// The agency's export (20 listings, the sample's languages), then the next one: a listing more and one
// listing's price lowered by a tenth in every language record.
const built = join(root, 'export-20');
const next = join(root, 'export-21');
await generateScale(built, 20);
await generateScale(next, 21);
const records = JSON.parse(readFileSync(join(next, 'properties.json'), 'utf8')) as Record<string, unknown>[];
const lowered = records.find((record) => record['Marquee'] === 0 && record['PublishPrice'] !== false)?.['ID'];
writeFileSync(
  join(next, 'properties.json'),
  JSON.stringify(
    records.map((record) =>
      record['ID'] === lowered ? { ...record, Price: Math.round(Number(record['Price']) * 0.9) } : record,
    ),
  ),
);

// DATA_DIR is left unset, as staff run the publish: data/ is the repository's sample, not what is served.
const { DATA_DIR: _dataDir, ...base } = process.env;
const env = { ...base, RELEASES_DIR: releases, DIST_DIR: dist, VAR_DIR: join(root, 'var') };

function run(command: string, ...args: string[]) {
  const result = spawnSync(command, args, { env, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
const npm = (...args: string[]) => run('npm', 'run', '--silent', ...args);

const tree = fileHashes;

const live = () => readlinkSync(join(releases, 'current'));

// A build takes minutes on a loaded machine.
describe('the first publish over a site built by hand', { timeout: 600_000 }, () => {
  let handTree = new Map<string, string>();

  it('builds the agency’s export by hand, as npm start does', () => {
    const result = spawnSync('npm', ['run', 'build'], {
      env: { ...env, DATA_DIR: built, ASTRO_OUT_DIR: dist },
      encoding: 'utf8',
    });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    handTree = tree(dist);
  });

  it('compares with the export the site was built from, and goes live', () => {
    const { code, out, err } = npm('publish', '--', next);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('Listings online: 20 before, 21 now.');
    expect(out).toMatch(/Kept the site served until now as the release [\w-]+/);
  });

  it('shows the price lowered since the hand-built site as reduced', () => {
    const client = join(releases, live(), 'dist', 'client');
    const pages = readdirSync(client, { recursive: true, withFileTypes: true })
      .filter(
        (entry) => entry.isFile() && entry.name === 'index.html' && entry.parentPath.includes(`/${lowered}`),
      )
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages)
      expect(page).toMatch(/Price reduced from|Prijs verlaagd van|Prix en baisse|Preis gesenkt/);
  });

  it('rolls back to the site served before, byte for byte', () => {
    const published = live();
    const listed = npm('releases').out;
    expect(listed).toContain(`* live ${published}  21 listings`);
    expect(listed).toMatch(/ {7}[\w-]+ {2}20 listings: \+20 -0/);
    const { code, out, err } = npm('rollback');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain(`(was ${published})`);
    expect(live()).not.toBe(published);
    expect(tree(join(releases, live(), 'dist'))).toEqual(handTree);
    expect(readFileSync(join(releases, live(), 'data', 'properties.json'))).toEqual(
      readFileSync(join(built, 'properties.json')),
    );
  });
});
