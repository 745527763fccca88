// `npm run publish`, `rollback` and `releases` end to end on small generated exports (20 and 21 listings,
// and a collapsed one of 3), with real builds: a refused collapse leaves the live release byte-identical,
// a publish killed with -9 during its build leaves it intact and the next publish works (also after a
// crash during the switch), two publishes at once never build together, and rollback is instant.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRelease, releaseProbes } from '../../scripts/publish/check-release';
import { isRunning, lockPath } from '../../scripts/publish/publish-lock.ts';
import { builtFingerprintFile, sourceFingerprint } from '../../scripts/publish/server-code.ts';
import { generateScale } from '../../scripts/sample-export/generate-export';
import { validatedCopyCode } from '../../src/data/kept-exports.mjs';
import { loadExport } from '../../src/data/load-export';
import { fileHashes } from './file-hashes';

// Inside the project: a release's server bundle resolves its packages from node_modules.
const root = resolve('.cache/publish-test');
const releases = join(root, 'releases');
const env = {
  ...process.env,
  RELEASES_DIR: releases,
  // No hand-made site to compare with or start from: the first publish builds every page.
  DATA_DIR: join(root, 'no-data'),
  DIST_DIR: join(root, 'no-dist'),
  VAR_DIR: join(root, 'var'),
};
// One process (not tsx's wrapper and its child), so that the test's kill -9 hits the publisher itself.
const cli = (name: string) =>
  name === 'publish' ? ['--import', 'tsx', 'scripts/publish/publish.ts'] : [`scripts/publish/${name}.ts`];

function run(name: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [...cli(name), ...args], { env, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

function start(name: string, ...args: string[]): ChildProcess & { output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [...cli(name), ...args], { env });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return Object.assign(child, { output: () => output });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done(child.exitCode);
    else child.on('exit', (code) => done(code));
  });

async function until(what: string, check: () => boolean, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** sha256 of every file of the live release, by path: what a visitor and the API are served. */
function liveTree(): Map<string, string> {
  return fileHashes(join(releases, readlinkSync(join(releases, 'current'))));
}

const live = () => readlinkSync(join(releases, 'current'));
const releaseFolders = () =>
  readdirSync(releases).filter((name) => !name.startsWith('.') && name !== 'current');
const readLock = () => {
  try {
    return JSON.parse(readFileSync(lockPath(releases), 'utf8')) as { pid: number; buildPid?: number };
  } catch {
    return undefined;
  }
};

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  // The generator is deterministic: the 21-listing export is the 20-listing one plus a listing.
  await generateScale(join(root, 'export-20'), 20);
  await generateScale(join(root, 'export-21'), 21);
  // The 21-listing export also lowers the price of a listing of the first (every language record of it).
  const file = join(root, 'export-21', 'properties.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
  const lowered = records.find((record) => record['Marquee'] === 0 && record['PublishPrice'] !== false)?.[
    'ID'
  ];
  const cheaper = records.map((record) =>
    record['ID'] === lowered ? { ...record, Price: Math.round(Number(record['Price']) * 0.9) } : record,
  );
  writeFileSync(file, JSON.stringify(cheaper));
  await generateScale(join(root, 'export-3'), 3);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The tests of this file run in order (vitest's default) and build on each other's releases.
describe('npm run publish', () => {
  let first = '';
  let firstTree = new Map<string, string>();

  it('publishes a first export: a release with its pages, export and report, switched live', () => {
    const { code, out, err } = run('publish', join(root, 'export-20'));
    expect(err).toBe('');
    expect(code).toBe(0);
    first = live();
    expect(out).toContain(`Live: ${first}`);
    expect(out).toContain('Listings online: 0 before, 20 now.');
    const dir = join(releases, first);
    for (const part of [
      'dist/client/index.html',
      'data/properties.json',
      'report.json',
      'report.txt',
      'release.json',
    ])
      expect(existsSync(join(dir, part)), part).toBe(true);
    // Its build names the code it was made from, the code that made its validated export: a server
    // starting on the release reads that copy instead of validating the export (live-site.ts).
    const built = readFileSync(join(dir, 'dist', 'server', builtFingerprintFile), 'utf8').trim();
    expect(built).toBe(sourceFingerprint());
    expect(validatedCopyCode(join(dir, 'data'))).toBe(built);
    // Where the time went, phase by phase (scripts/publish/publish-phases.ts), printed and kept.
    const { phases } = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8'));
    expect(phases.map((phase: { name: string }) => phase.name)).toContain('astro build');
    expect(out).toMatch(/ {2}astro build: \d+\.\d s/);
    // The change report went to the agency (no SMTP_URL: as a file).
    const mails = readdirSync(join(root, 'var', 'mail'));
    expect(mails).toHaveLength(1);
    expect(readFileSync(join(root, 'var', 'mail', mails[0] ?? ''), 'utf8')).toMatch(/Subject: .*20/);
    firstTree = liveTree();
  });

  it('refuses a collapsed feed with its figure and the way to override, the live release byte-identical', () => {
    const { code, err } = run('publish', join(root, 'export-3'));
    expect(code).toBe(1);
    expect(err).toContain('the listings fall from 20 to 3 (-85 %, more than the 20 % allowed)');
    expect(err).toContain(`npm run publish -- ${join(root, 'export-3')} --accept`);
    expect(live()).toBe(first);
    expect(releaseFolders()).toEqual([first]);
    expect(liveTree()).toEqual(firstTree);
  });

  it('survives kill -9 during the build and during the switch: live intact, the next publish works', async () => {
    const killed = start('publish', join(root, 'export-21'));
    await until('the build to start', () => readLock()?.buildPid !== undefined);
    const orphan = readLock()?.buildPid ?? 0;
    // Killed while it writes pages (over links to the live release's), not before.
    const building = join(releases, releaseFolders().find((name) => name !== first) ?? '');
    await until('the build to write pages', () => {
      const log = join(building, 'build.log');
      return existsSync(log) && readFileSync(log, 'utf8').includes('index.html');
    });
    killed.kill('SIGKILL');
    await exited(killed);
    expect(live()).toBe(first);
    expect(liveTree()).toEqual(firstTree);
    // A publisher killed between making the new pointer and renaming it over `current` leaves this link.
    symlinkSync(first, join(releases, '.current-424242'));

    const next = start('publish', join(root, 'export-21'));
    await until('the next publish to take the lock', () => readLock()?.pid === next.pid);
    // Two publishes at once: the second is refused clearly while the first builds.
    const second = run('publish', join(root, 'export-21'));
    expect(second.code).toBe(75);
    expect(second.err).toContain(`another publish is running (pid ${next.pid}`);
    expect(await exited(next)).toBe(0);
    expect(next.output()).toContain('left by a publish that did not finish');
    expect(isRunning(orphan)).toBe(false);
    expect(live()).not.toBe(first);
    expect(releaseFolders().sort()).toEqual([first, live()].sort());
    expect(readdirSync(releases).filter((name) => name.startsWith('.current-'))).toEqual([]);
    const report = JSON.parse(readFileSync(join(releases, live(), 'report.json'), 'utf8'));
    expect(report.summary).toMatchObject({ listings: 21, added: 1, withdrawn: 0, priceChanges: 1 });
    // The price history: kept with each release, and read by the build of the next one, whose pages badge
    // the lowered price with the price before.
    for (const release of [first, live()])
      expect(existsSync(join(releases, release, 'listing-history.json'))).toBe(true);
    const pages = readdirSync(join(releases, live(), 'dist', 'client'), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile() && entry.name === 'index.html')
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    const badged = pages.filter((page) =>
      /Price reduced from|Prijs verlaagd van|Prix en baisse|Preis gesenkt/.test(page),
    );
    expect(badged.length).toBeGreaterThan(0);
  });

  it('lists the releases with their summary and rolls back in under a second, byte for byte', () => {
    const listed = run('releases').out;
    expect(listed).toMatch(new RegExp(`\\* live ${live()}  21 listings: \\+1 -0`));
    expect(listed).toContain(`${first}  20 listings: +20 -0`);
    const { code, out } = run('rollback');
    expect(code).toBe(0);
    const ms = Number(/in (\d+) ms/.exec(out)?.[1]);
    expect(ms).toBeLessThan(1000);
    expect(live()).toBe(first);
    expect(liveTree()).toEqual(firstTree);
    expect(run('rollback').err).toContain(`${first} is the oldest release kept`);
  });

  it('says the export is unchanged instead of making a release of the same export', () => {
    const { code, out } = run('publish', join(root, 'export-20'));
    expect(code).toBe(0);
    expect(out).toContain('The export is the same as the live one');
    expect(live()).toBe(first);
    expect(releaseFolders()).toHaveLength(2);
  });

  it('publishes an export saved by a Windows tool (byte-order marks) only once the new release serves', async () => {
    const bom = join(root, 'export-21-bom');
    cpSync(join(root, 'export-21'), bom, { recursive: true });
    for (const file of readdirSync(bom).filter((name) => name.endsWith('.json')))
      writeFileSync(join(bom, file), `\uFEFF${readFileSync(join(bom, file), 'utf8')}`);
    const { code, out, err } = run('publish', bom);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/ {2}ask the new release for its pages and API: \d+\.\d s/);
    const dir = join(releases, live());
    const model = loadExport(join(dir, 'data'));
    // What a visitor and the API get from the live release, through the server's own code.
    expect(await checkRelease(join(dir, 'dist'), join(dir, 'data'), releaseProbes(model))).toEqual([]);
  });
});
