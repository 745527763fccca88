// Visitors never notice a publish: `npm start` serves pages and takes form posts under continuous load
// (autocannon) while five exports are published one after the other with `npm run publish`, and one
// rollback follows; not one request fails, times out or gets an error status. The load and the publishes
// are those of the bench section publish-load (scripts/bench/publish-under-load.ts).
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readlinkSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  failedRequests,
  publishThenRollBack,
  runNode,
  startLoads,
  writePriceSeries,
} from '../../scripts/bench/publish-under-load';
import { generateScale } from '../../scripts/sample-export/generate-export';
import { solvedAltcha, startServe } from '../api/api-server';

// Inside the project: a release's server bundle resolves its packages from node_modules.
const root = resolve('.cache/publish-under-load-test');
const releases = join(root, 'releases');
const exports = Array.from({ length: 6 }, (_, index) => join(root, `export-${index}`));
const env = {
  ...process.env,
  RELEASES_DIR: releases,
  // No hand-made site: the first publish builds every page, the next ones incrementally.
  DATA_DIR: join(root, 'no-data'),
  DIST_DIR: join(root, 'no-dist'),
  VAR_DIR: join(root, 'var'),
};

let server: ChildProcess | undefined;
let base = '';
/** What the server printed: its warnings say why a request failed. */
let serverOutput = () => '';

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  await generateScale(exports[0] ?? '', 20);
  writePriceSeries(exports[0] ?? '', exports.slice(1));
  const first = await runNode(['--import', 'tsx', 'scripts/publish/publish.ts', exports[0] ?? ''], env);
  expect(first.code, first.out).toBe(0);

  const served = await startServe({
    ...env,
    DIST_DIR: '',
    LOG_LEVEL: 'warn',
    FORM_MIN_FILL_MS: '0',
    FORM_RATE_LIMIT: '100000',
    ALTCHA_MAX_NUMBER: '10',
  });
  server = served.child;
  base = served.base;
  serverOutput = served.output;
});

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('publishing under load', () => {
  it('fails no page request and no form post during five publishes and a rollback', async () => {
    const payloads = await Promise.all(Array.from({ length: 200 }, () => solvedAltcha(base)));
    const before = readlinkSync(join(releases, 'current'));
    const loads = await startLoads(base, payloads);
    const series = await publishThenRollBack(exports.slice(1), env);
    // A little more load on the rolled-back release, then the end of both loads.
    await new Promise((done) => setTimeout(done, 1000));
    const { pages, forms } = await loads.stop();

    expect(new Set([before, ...series.published]).size).toBe(exports.length);
    expect(series.rolledBackTo).toBe(series.published.at(-2));
    for (const [name, run] of Object.entries({ pages, forms })) {
      // The statuses seen and the server's warnings, so that a failure says which load met what.
      const seen = { name, errors: run.errors, timeouts: run.timeouts, non2xx: run.non2xx };
      expect({ ...seen, statuses: run.statusCodeStats }, serverOutput()).toEqual({
        name,
        errors: 0,
        timeouts: 0,
        non2xx: 0,
        statuses: run.statusCodeStats,
      });
      expect(failedRequests(run)).toBe(0);
    }
    expect(pages['2xx']).toBeGreaterThan(100);
    expect(forms['2xx']).toBeGreaterThan(20);
  });
});
