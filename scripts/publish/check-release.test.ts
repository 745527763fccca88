import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadExport } from '../../src/data/load-export';
import { checkRelease, releaseProbes } from './check-release';

// Inside the project, as a release is: a build's server code resolves its packages from node_modules.
mkdirSync('.cache', { recursive: true });
const temp = mkdtempSync(join('.cache', 'check-release-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('releaseProbes', () => {
  it('asks for the home page, a listing of the export in its own words and the API reading it', () => {
    const model = loadExport('data');
    const probes = releaseProbes(model);
    expect(probes.map((probe) => probe.what)).toEqual([
      'the home page',
      `the page of listing ${model.properties[0]?.ID}`,
      'the API (visit slots of that listing)',
    ]);
    expect(probes[0]?.path).toBe('/');
    expect(probes[1]?.path).toMatch(
      new RegExp(`^/for-(sale|rent)/[a-z-]+/[a-z-]+/${model.properties[0]?.ID}/$`),
    );
  });
});

describe('checkRelease', () => {
  it("refuses a release whose server cannot read its build, naming what failed and the server's words", async () => {
    const dist = join(temp, 'dist');
    mkdirSync(join(dist, 'client'), { recursive: true });
    mkdirSync(join(dist, 'server'), { recursive: true });
    writeFileSync(join(dist, 'server', 'entry.mjs'), 'export const handler = () => {};');
    writeFileSync(join(dist, 'client', 'not-found-routes.json'), '{ broken');
    writeFileSync(join(dist, 'client', 'language-versions.json'), '{}');
    const failures = await checkRelease(dist, 'data', [{ what: 'the home page', path: '/' }]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^The new release's server failed: it stopped \(exit code 1\)/);
    expect(failures[0]).toContain('JSON');
  });
});
