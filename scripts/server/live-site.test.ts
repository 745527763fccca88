// Which build and export answer a request: the live release through `current`, read again after a
// switch; kept assets looked for in the other releases too; a given build alone when one is named.

import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExportModel } from '../../src/data/export-model';
import { keptExport, validatedCopyPath, writeValidatedCopy } from '../../src/data/kept-exports.mjs';
import { builtFingerprintFile } from '../publish/server-code.ts';
import { isKeptAsset, siteResolver } from './live-site.ts';

const model = (marker: string) => ({ site: { marker }, properties: [] }) as unknown as ExportModel;
const temp = realpathSync(mkdtempSync(join(tmpdir(), 'live-site-')));
const releases = join(temp, 'releases');

/**
 * A release folder with the tables the server reads and a site.json naming its map tiles; its build
 * names the code it was made from when `builtBy` is given (builds made before they did name none).
 */
function release(name: string, tiles: string, age: number, builtBy?: string) {
  const client = join(releases, name, 'dist', 'client');
  mkdirSync(client, { recursive: true });
  mkdirSync(join(releases, name, 'data'), { recursive: true });
  const routes = {
    defaultLocale: 'en',
    prefixedLocales: [],
    pages: { en: { page: '/404.html', property: '/p/' } },
  };
  writeFileSync(join(client, 'not-found-routes.json'), JSON.stringify(routes));
  writeFileSync(join(client, 'language-versions.json'), JSON.stringify({ [`/${name}/`]: {} }));
  writeFileSync(join(releases, name, 'data', 'site.json'), JSON.stringify({ MapTileUrl: tiles }));
  // The same API code in every release (what the server runs).
  mkdirSync(join(releases, name, 'dist', 'server'), { recursive: true });
  writeFileSync(join(releases, name, 'dist', 'server', 'entry.mjs'), 'export const handler = () => {};');
  if (builtBy !== undefined)
    writeFileSync(join(releases, name, 'dist', 'server', builtFingerprintFile), `${builtBy}\n`);
  const time = new Date(Date.now() - age * 60_000);
  utimesSync(client, time, time);
  return join(releases, name);
}

function pointAt(target: string) {
  const next = join(releases, `.next-${Math.random()}`);
  symlinkSync(target, next);
  renameSync(next, join(releases, 'current'));
}

beforeAll(() => {
  release('old', 'https://old.example/{z}/{x}/{y}.png', 30);
  release('one', 'https://one.example/{z}/{x}/{y}.png', 20);
  release('two', 'https://two.example/{z}/{x}/{y}.png', 10);
  release('three', 'https://three.example/{z}/{x}/{y}.png', 5);
  // As a publish leaves it: its validated export beside its data/ (a stand-in model: only kept, not read).
  writeValidatedCopy(join(releases, 'two', 'data'), model('two'), 'code1');
  writeValidatedCopy(join(releases, 'three', 'data'), model('three'), 'code1');
  vi.stubEnv('RELEASES_DIR', releases);
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(temp, { recursive: true, force: true });
});

describe('siteResolver following the live release', () => {
  it('answers each request from the release `current` points at now, by its real folders', async () => {
    const sites = siteResolver();
    expect(sites.follows).toBe(true);
    pointAt(join(releases, 'one'));
    const one = await sites.current();
    expect(one.clientDir).toBe(join(releases, 'one', 'dist', 'client'));
    expect(one.dataDir).toBe(join(releases, 'one', 'data'));
    expect(one.versions).toHaveProperty('/one/');
    expect(one.headers['Content-Security-Policy']).toContain('https://one.example');
    expect(await sites.current()).toBe(one);
    pointAt(join(releases, 'two'));
    const two = await sites.current();
    expect(two.versions).toHaveProperty('/two/');
    expect(two.headers['Content-Security-Policy']).toContain('https://two.example');
  });

  it('keeps answering from the release before while a release with a validated export is read aside', async () => {
    const sites = siteResolver();
    pointAt(join(releases, 'two'));
    const two = await sites.current();
    pointAt(join(releases, 'three'));
    // No request waits for the new release: it gets the one before until the new one is ready.
    expect(await sites.current()).toBe(two);
    const dataThree = join(releases, 'three', 'data');
    await vi.waitFor(async () => expect((await sites.current()).dataDir).toBe(dataThree));
    // Its export is in memory before the first request that reads it.
    expect(keptExport(dataThree)).toEqual({ site: { marker: 'three' }, properties: [] });
    expect((await sites.current()).headers['Content-Security-Policy']).toContain('https://three.example');
  });

  it("answers at once from the release the release checker's link points at, its export loaded", async () => {
    pointAt(join(releases, 'one'));
    const link = '.checking';
    const point = (name: string) => {
      const next = join(releases, `.next-${Math.random()}`);
      symlinkSync(name, next);
      renameSync(next, join(releases, link));
    };
    point('two');
    const sites = siteResolver({ following: { link, aside: false } });
    expect((await sites.current()).dataDir).toBe(join(releases, 'two', 'data'));
    point('three');
    // The first request after the link moved is the new release's, with its validated export kept.
    const three = await sites.current();
    expect(three.dataDir).toBe(join(releases, 'three', 'data'));
    expect(keptExport(join(releases, 'three', 'data'))).toEqual({
      site: { marker: 'three' },
      properties: [],
    });
    // The live release is not what it follows.
    expect(three.dataDir).not.toBe(join(releases, 'one', 'data'));
  });

  it('looks for a kept asset in the live release first, then the others, newest first', async () => {
    const sites = siteResolver();
    pointAt(join(releases, 'one'));
    const roots = sites.assetRoots(await sites.current());
    expect(roots).toEqual([
      join(releases, 'one', 'dist', 'client'),
      join(releases, 'three', 'dist', 'client'),
      join(releases, 'two', 'dist', 'client'),
      join(releases, 'old', 'dist', 'client'),
    ]);
  });

  it('keeps assets, never pages, across releases', () => {
    expect(isKeptAsset('/_astro/page.Bx1.js')).toBe(true);
    expect(isKeptAsset('/media/house-01-400.webp')).toBe(true);
    expect(isKeptAsset('/for-sale/gent/house/1001/')).toBe(false);
  });
});

describe('siteResolver starting on a release', () => {
  it("reads the export of the release it starts on from its validated copy, made by the build's code", async () => {
    release('made', 'https://made.example/{z}/{x}/{y}.png', 4, 'code1');
    const data = join(releases, 'made', 'data');
    writeValidatedCopy(data, model('made'), 'code1');
    pointAt(join(releases, 'made'));
    const site = await siteResolver().current();
    // In memory before the server opens its services on it: the export is not validated again.
    expect(site.dataDir).toBe(data);
    expect(keptExport(data)).toEqual({ site: { marker: 'made' }, properties: [] });
  });

  it('validates the export itself when the copy was made by other code than its build, and runs that code', async () => {
    release('older', 'https://older.example/{z}/{x}/{y}.png', 3, 'code0');
    const data = join(releases, 'older', 'data');
    writeValidatedCopy(data, model('older'), 'code1');
    pointAt(join(releases, 'older'));
    const sites = siteResolver();
    expect((await sites.current()).dataDir).toBe(data);
    expect(keptExport(data)).toBeUndefined();
    // The API runs code0: a release whose copy code1 made is switched to at once, its export validated
    // on first use, never read from a copy of another code's shape.
    pointAt(join(releases, 'three'));
    expect((await sites.current()).dataDir).toBe(join(releases, 'three', 'data'));
  });

  it('still starts when the copy cannot be read, the export then validated', async () => {
    release('damaged', 'https://damaged.example/{z}/{x}/{y}.png', 2, 'code1');
    const data = join(releases, 'damaged', 'data');
    writeValidatedCopy(data, model('damaged'), 'code1');
    writeFileSync(validatedCopyPath(data, 'code1'), randomBytes(1000));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    pointAt(join(releases, 'damaged'));
    const site = await siteResolver().current();
    expect(site.headers['Content-Security-Policy']).toContain('https://damaged.example');
    expect(keptExport(data)).toBeUndefined();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be read'));
    errors.mockRestore();
  });
});

describe('siteResolver given a build', () => {
  it('serves that build and DATA_DIR, whatever the live release', async () => {
    vi.stubEnv('DATA_DIR', join(releases, 'old', 'data'));
    const sites = siteResolver({ distDir: join(releases, 'old', 'dist') });
    expect(sites.follows).toBe(false);
    pointAt(join(releases, 'two'));
    const site = await sites.current();
    expect(site.versions).toHaveProperty('/old/');
    expect(site.headers['Content-Security-Policy']).toContain('https://old.example');
    expect(sites.assetRoots(site)).toEqual([join(releases, 'old', 'dist', 'client')]);
  });
});

describe('siteResolver reading an export saved by a Windows tool', () => {
  it('reads a site.json that starts with a byte-order mark', async () => {
    const dir = release('bom', 'https://bom.example/{z}/{x}/{y}.png', 40);
    const siteJson = join(dir, 'data', 'site.json');
    writeFileSync(siteJson, `\uFEFF${JSON.stringify({ MapTileUrl: 'https://bom.example/{z}/{x}/{y}.png' })}`);
    vi.stubEnv('DATA_DIR', join(dir, 'data'));
    const site = await siteResolver({ distDir: join(dir, 'dist') }).current();
    expect(site.headers['Content-Security-Policy']).toContain('https://bom.example');
  });
});
