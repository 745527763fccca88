// The HTTP publish drop of `npm start` (scripts/server/publish-drop.ts) end to end: the real server over
// a releases folder whose first release a real `npm run publish` made from a 3-listing export, and real
// publishes of the zips it is sent: the token's answers (404 without PUBLISH_TOKEN, 401 with a wrong
// one), a drop published live with its new price served, one refused by a guard with the guard's words,
// one too large refused before it is kept, three drops in a row of which the middle one is superseded,
// and the statuses still there after the server is killed and started again; changes of records (JSON):
// a malformed one refused at once, one published live, and two sent meanwhile merged into one publish;
// with a watcher running, its publishes taken by the watcher's warm publisher, and one handed to a watcher
// killed before it took it published by a process of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode } from '../../scripts/bench/publish-under-load';
import { generateScale } from '../../scripts/sample-export/generate-export';
import { startServe } from '../api/api-server';

// Inside the project: a release's server bundle resolves its packages from node_modules.
const root = resolve('.cache/publish-drop-test');
const releases = join(root, 'releases');
const incoming = join(releases, '.incoming');
/** What the drop keeps: its jobs, zips, logs and uploads (not the queue runner's lock). */
const kept = () =>
  readdirSync(incoming)
    .filter((name) => !name.startsWith('.'))
    .sort();
const token = 'drop-test-token-0123456789abcdef0123456789';
const env = {
  ...process.env,
  RELEASES_DIR: releases,
  // No hand-made site: the first publish builds every page.
  DATA_DIR: join(root, 'no-data'),
  DIST_DIR: join(root, 'no-dist'),
  VAR_DIR: join(root, 'var'),
};
/** The server follows the releases (no DIST_DIR); its drop takes at most 3 MB. */
const serverEnv = { ...env, DIST_DIR: '', LOG_LEVEL: 'warn', PUBLISH_TOKEN: token, PUBLISH_MAX_MB: '3' };

let server: ChildProcess | undefined;
let base = '';
let output = () => '';
/** The listing whose price the drops change, and the zips sent. */
let listing = '';
const zips: Record<string, Buffer> = {};
const zip = (name: string | number): Buffer => {
  const found = zips[name];
  if (found === undefined) throw new Error(`no zip ${name}`);
  return found;
};

/** The export folder as a CRM zips it (the media link followed). */
function zipFolder(folder: string): Buffer {
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(folder, path)] = readFileSync(path);
    }
  };
  walk(folder);
  return Buffer.from(zipSync(files, { level: 0 }));
}

/** A copy of the 3-listing export with the listing's price set, zipped. */
function withPrice(price: number): Buffer {
  const dir = join(root, `export-${price}`);
  cpSync(join(root, 'export-3'), dir, { recursive: true, verbatimSymlinks: true });
  const file = join(dir, 'properties.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
  writeFileSync(
    file,
    JSON.stringify(records.map((r) => (String(r.ID) === listing ? { ...r, Price: price } : r))),
  );
  return zipFolder(dir);
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A request whose answer is read even when the server closes before the body is all sent (401, 413).
 * `body` as a whole (with its length) or, chunked, as parts.
 */
function send(method: string, path: string, headers: Record<string, string>, body?: Buffer | Buffer[]) {
  return new Promise<Answer>((done, fail) => {
    const sent = request(`${base}${path}`, { method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk;
      });
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }),
      );
    });
    sent.on('error', (error) => setTimeout(() => fail(error), 1000));
    if (Array.isArray(body)) {
      for (const part of body) sent.write(part);
      sent.end();
    } else sent.end(body);
  });
}

const auth = { authorization: `Bearer ${token}` };
const drop = (zip: Buffer, headers: Record<string, string> = auth) =>
  send('POST', '/api/publish', { ...headers, 'content-type': 'application/zip' }, zip);
const status = async (id: unknown) => (await send('GET', `/api/publish/${id}`, auth)).body;

async function until(id: unknown, wanted: (job: Record<string, unknown>) => boolean, ms = 300_000) {
  const end = Date.now() + ms;
  for (;;) {
    const job = await status(id);
    if (wanted(job)) return job;
    if (Date.now() > end) throw new Error(`job ${id} stayed ${JSON.stringify(job)}\n${output()}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}
const ended = (job: Record<string, unknown>) => !['queued', 'publishing'].includes(String(job.status));

async function startServer(extra: Record<string, string> = {}) {
  const served = await startServe({ ...serverEnv, ...extra });
  return served;
}

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  await generateScale(join(root, 'export-3'), 3);
  await generateScale(join(root, 'export-1'), 1);
  const records = JSON.parse(readFileSync(join(root, 'export-3', 'properties.json'), 'utf8')) as Record<
    string,
    unknown
  >[];
  listing = String(records.find((r) => r.Marquee === 0 && r.PublishPrice !== false)?.ID);
  for (const price of [123457, 234568, 345679, 456780]) zips[price] = withPrice(price);
  zips.one = zipFolder(join(root, 'export-1'));
  const first = await runNode(['--import', 'tsx', 'scripts/publish/publish.ts', join(root, 'export-3')], env);
  expect(first.code, first.out).toBe(0);
  const served = await startServer();
  server = served.child;
  base = served.base;
  output = served.output;
});

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** The served page of a listing (the one the drops change, by default), from the live release. */
async function listingPage(id = listing): Promise<string> {
  const client = join(releases, 'current', 'dist', 'client');
  const pages = readdirSync(client, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name === 'index.html' && entry.parentPath.endsWith(`/${id}`),
  );
  const path = relative(
    client,
    pages.map((page) => page.parentPath).sort((a, b) => a.length - b.length)[0] ?? '',
  );
  return (await fetch(`${base}/${path}/`)).text();
}
const shows = (html: string, price: number) =>
  new RegExp(String(price).replace(/(\d{3})$/, '[.,\\s\\u00a0\\u202f]?$1')).test(html);

describe('POST /api/publish', () => {
  it('does not exist without PUBLISH_TOKEN, and refuses a wrong or missing token', async () => {
    const closed = await startServer({ PUBLISH_TOKEN: '' });
    try {
      const answer = await fetch(`${closed.base}/api/publish`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/zip' },
        body: new Uint8Array(zip('one')),
      });
      expect(answer.status).toBe(404);
    } finally {
      closed.child.kill('SIGKILL');
    }
    expect((await drop(zip('one'), { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await drop(zip('one'), {})).status).toBe(401);
    expect((await send('GET', '/api/publish/20261202-100000-000-0a1b2c3d', {})).status).toBe(401);
    expect(kept()).toEqual([]);
  });

  it('publishes a drop: 202, then live, the new price served from the new release', async () => {
    const before = readlinkSync(join(releases, 'current'));
    const answer = await drop(zip(123457));
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ status: 'queued', statusUrl: `/api/publish/${answer.body.id}` });
    const job = await until(answer.body.id, ended);
    expect(job, output()).toMatchObject({ status: 'live' });
    expect(job.release).not.toBe(before);
    expect(readlinkSync(join(releases, 'current'))).toBe(job.release);
    expect(shows(await listingPage(), 123457)).toBe(true);
  });

  it('refuses an export that trips a guard, with the guard words, the live site unchanged', async () => {
    const before = readlinkSync(join(releases, 'current'));
    const answer = await drop(zip('one'));
    expect(answer.status).toBe(202);
    const job = await until(answer.body.id, ended);
    expect(job.status).toBe('refused');
    expect(String(job.reasons)).toContain('the listings fall from 3 to 1');
    expect(readlinkSync(join(releases, 'current'))).toBe(before);
  });

  it('refuses a body over PUBLISH_MAX_MB with 413 and keeps nothing of it', async () => {
    const before = kept();
    const large = Buffer.alloc(3 * 1024 * 1024 + 1, 1);
    expect((await drop(large)).status).toBe(413);
    // Chunked, with no length to refuse it by: read up to the limit, then refused.
    const parts = Array.from({ length: 8 }, () => Buffer.alloc(512 * 1024, 1));
    const chunked = await send('POST', '/api/publish', { ...auth, 'content-type': 'application/zip' }, parts);
    expect(chunked.status).toBe(413);
    expect(kept()).toEqual(before);
  });

  it('publishes the newest of the drops that waited, the others superseded, and keeps it all over a restart', async () => {
    const first = await drop(zip(234568));
    await until(first.body.id, (job) => job.status === 'publishing');
    const middle = await drop(zip(345679));
    const last = await drop(zip(456780));
    const ids = [first, middle, last].map((answer) => answer.body.id);
    expect(await until(ids[0], ended)).toMatchObject({ status: 'live' });
    expect(await until(ids[2], ended)).toMatchObject({ status: 'live' });
    expect(await status(ids[1])).toMatchObject({ status: 'superseded', supersededBy: ids[2] });
    expect(shows(await listingPage(), 456780)).toBe(true);

    const before = await Promise.all(ids.map(status));
    server?.kill('SIGKILL');
    const served = await startServer();
    server = served.child;
    base = served.base;
    output = served.output;
    expect(await Promise.all(ids.map(status))).toEqual(before);
  });

  it('publishes a change of records: 400 for a malformed one, and changes sent meanwhile merged into one publish', async () => {
    const before = kept();
    for (const [body, problem] of [
      ['{"properties": [{"Price": 1}]', 'not JSON'],
      ['{"properties": [{"Price": 1}]}', '"properties"[0]: a record with a whole, positive "ID"'],
      ['{}', 'the change holds no record and removes none'],
    ] as const) {
      const answer = await dropChange(Buffer.from(body));
      expect(answer.status).toBe(400);
      expect(String(answer.body.errors?.change)).toContain(problem);
    }
    expect(kept()).toEqual(before);

    const other = String(liveRecords().find((r) => String(r.ID) !== listing && r.PublishPrice !== false)?.ID);
    const first = await dropChange(priceChange(listing, 600001));
    expect(first).toMatchObject({ status: 202, body: { kind: 'change', status: 'queued' } });
    await until(first.body.id, (job) => job.status === 'publishing');
    const second = await dropChange(priceChange(other, 700002));
    const third = await dropChange(priceChange(listing, 678902));
    expect(await until(first.body.id, ended)).toMatchObject({ status: 'live' });
    expect(shows(await listingPage(), 600001)).toBe(true);
    const last = await until(third.body.id, ended);
    expect(last).toMatchObject({ status: 'live' });
    expect(await status(second.body.id)).toMatchObject({
      status: 'live',
      mergedInto: third.body.id,
      release: last.release,
    });
    expect(shows(await listingPage(), 678902)).toBe(true);
    expect(shows(await listingPage(other), 700002)).toBe(true);
    // Every other record is as the CRM last sent it.
    expect(liveRecords().length).toBe(recordCount);
  });

  it('hands its publishes to a running watcher, which publishes them warm; one killed meanwhile leaves the job to a process of its own', async () => {
    let watched = '';
    const watcher = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/publish/publish.ts', '--watch', join(root, 'drop'), '--settle', '1'],
      { env },
    );
    const record = (chunk: Buffer) => {
      watched += chunk;
    };
    watcher.stdout?.on('data', record);
    watcher.stderr?.on('data', record);
    try {
      const ready = Date.now() + 300_000;
      while (!/warm renderer (is ready|did not start)/.test(watched) || !/Taking the HTTP/.test(watched)) {
        if (Date.now() > ready) throw new Error(`the watcher did not start:\n${watched}`);
        await new Promise((wait) => setTimeout(wait, 200));
      }
      expect(watched).toContain('The warm renderer is ready');

      const warm = await dropChange(priceChange(listing, 811112));
      expect(warm.status).toBe(202);
      expect(await until(warm.body.id, ended)).toMatchObject({ status: 'live' });
      expect(shows(await listingPage(), 811112)).toBe(true);
      // Published by the watcher, warm, its lines in the job's log as a publish of its own writes them.
      expect(watched).toMatch(/rendered \d+ pages warm/);
      expect(readFileSync(join(incoming, `${warm.body.id}.log`), 'utf8')).toMatch(/rendered \d+ pages warm/);

      // Handed to a watcher that cannot take it (stopped), which is then killed: tried again apart.
      watcher.kill('SIGSTOP');
      const stranded = await dropChange(priceChange(listing, 822223));
      const handed = join(incoming, '.warm', `${stranded.body.id}.json`);
      const end = Date.now() + 60_000;
      while (!existsSync(handed) && Date.now() < end) await new Promise((wait) => setTimeout(wait, 100));
      expect(existsSync(handed)).toBe(true);
      watcher.kill('SIGKILL');
      expect(await until(stranded.body.id, ended)).toMatchObject({ status: 'live' });
      expect(shows(await listingPage(), 822223)).toBe(true);
      expect(readFileSync(join(incoming, `${stranded.body.id}.log`), 'utf8')).not.toMatch(/pages warm/);
    } finally {
      watcher.kill('SIGKILL');
    }
  });
});

/** The records of the live release's listings file. */
const liveRecords = () =>
  JSON.parse(readFileSync(join(releases, 'current', 'data', 'properties.json'), 'utf8')) as Record<
    string,
    unknown
  >[];
let recordCount = 0;

/** A change as a CRM pushes it: a listing's records, every language, with the price set. */
function priceChange(id: string, price: number): Buffer {
  recordCount = liveRecords().length;
  const records = liveRecords().filter((r) => String(r.ID) === id);
  return Buffer.from(JSON.stringify({ properties: records.map((r) => ({ ...r, Price: price })) }));
}
const dropChange = (body: Buffer) =>
  send('POST', '/api/publish', { ...auth, 'content-type': 'application/json' }, body) as Promise<{
    status: number;
    body: Record<string, unknown> & { errors?: { change?: string[] } };
  }>;
