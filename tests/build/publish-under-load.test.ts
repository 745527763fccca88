// Visitors never notice a publish: `npm start` serves pages and takes form posts under continuous load
// (autocannon) while five exports are published one after the other with `npm run publish`, and one
// rollback follows; not one request fails, times out or gets an error status.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Run as child processes the test waits for without blocking: the loads run in this process, and a
// synchronous wait would hold their answers (and count them as timeouts) for the whole publish.
function run(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { env });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('close', (code) => done({ code, out }));
  });
}
const publish = (...args: string[]) => run(['--import', 'tsx', 'scripts/publish/publish.ts', ...args]);

const live = () => readlinkSync(join(releases, 'current'));
let server: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  await generateScale(exports[0] ?? '', 20);
  // Each next export lowers the price of one more listing (every language record of it): a 1 % change.
  const file = (dir: string) => join(dir, 'properties.json');
  const records = JSON.parse(readFileSync(file(exports[0] ?? ''), 'utf8')) as Record<string, unknown>[];
  const ids = [...new Set(records.map((record) => record.ID))];
  for (let index = 1; index < exports.length; index++) {
    const previous = exports[index - 1] ?? '';
    const next = exports[index] ?? '';
    cpSync(previous, next, { recursive: true });
    const listings = JSON.parse(readFileSync(file(previous), 'utf8')) as Record<string, unknown>[];
    const lowered = ids[index];
    writeFileSync(
      file(next),
      JSON.stringify(
        listings.map((record) =>
          record.ID === lowered ? { ...record, Price: Math.round(Number(record.Price) * 0.95) } : record,
        ),
      ),
    );
  }
  const first = await publish(exports[0] ?? '');
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
});

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('publishing under load', () => {
  it('fails no page request and no form post during five publishes and a rollback', async () => {
    const home = await (await fetch(base)).text();
    const script = /\/_astro\/[\w.-]+\.js/.exec(home)?.[0];
    expect(script).toBeDefined();
    const payloads = await Promise.all(Array.from({ length: 200 }, () => solvedAltcha(base)));
    let next = 0;

    // Both loads run until the publishing is over (stop()), the posts at a steady rate.
    const pages = autocannon({
      url: base,
      connections: 4,
      duration: 600,
      timeout: 10,
      requests: [
        { method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
        { method: 'GET', path: '/for-sale/' },
        { method: 'GET', path: script ?? '/' },
      ],
    });
    const forms = autocannon({
      url: base,
      connections: 2,
      amount: payloads.length,
      overallRate: 4,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          path: '/api/forms/site-contact',
          headers: { 'content-type': 'application/json', accept: 'application/json', origin: base },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              title: 'ms',
              firstName: 'Camille',
              lastName: 'Dubois',
              email: `publish-load-${next}@example.be`,
              phone: '+32 470 12 34 56',
              privacyConsent: 'yes',
              remark: 'Bonjour, une question sur vos honoraires.',
              locale: 'fr',
              submissionId: randomUUID(),
              startedAt: Date.now() - 60_000,
              altcha: payloads[next++ % payloads.length],
            }),
          }),
        },
      ],
    });

    const published: string[] = [live()];
    for (const dir of exports.slice(1)) {
      const outcome = await publish(dir);
      expect(outcome.code, outcome.out).toBe(0);
      published.push(live());
    }
    const rollback = await run(['scripts/publish/rollback.mjs']);
    expect(rollback.code, rollback.out).toBe(0);
    expect(live()).toBe(published.at(-2));
    // A little more load on the rolled-back release, then the end of both loads.
    await new Promise((done) => setTimeout(done, 1000));
    pages.stop();
    forms.stop();
    const [pageRun, formRun] = await Promise.all([pages, forms]);

    expect(new Set(published).size).toBe(exports.length);
    for (const run of [pageRun, formRun]) {
      expect({ errors: run.errors, timeouts: run.timeouts, non2xx: run.non2xx }).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
    }
    expect(pageRun['2xx']).toBeGreaterThan(100);
    expect(formRun['2xx']).toBeGreaterThan(20);
  });
});
