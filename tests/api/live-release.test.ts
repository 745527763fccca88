// `npm start` follows the live release: two releases of a real build side by side, the `current` link
// switched between them as a publish and a rollback do. New requests get the new pages and the API
// the new export without a restart, a page of the old release keeps its assets, no request fails
// under load during switches, the access log keeps no query string, and SIGTERM lets a request in
// flight finish before the process exits.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFingerprint } from '../../scripts/publish/server-code.ts';
import { writeValidatedCopy } from '../../src/data/kept-exports.mjs';
import { loadExport } from '../../src/data/load-export';
import { precompressFolder } from '../../src/server/http/precompressed-files';
import { ensureBuild, eventually, solvedAltcha, startServe } from './api-server';

// Inside the project: a release's server bundle resolves its packages from node_modules.
const root = resolve('.cache/live-release-test');
const releases = join(root, 'releases');
const one = join(releases, 'one');
const two = join(releases, 'two');
// Release two again, as a publish leaves it: with its validated export beside its data/.
const three = join(releases, 'three');

// The listing that release two withdraws, and the new one it adds with the withdrawn one's visit slots.
const withdrawnId = 1021;
const newId = 990_001;
const marker = '<!-- release two -->';
const markerThree = '<!-- release three -->';
let removedAsset = '';

interface Owner {
  Slots: { PropertyID: number; Start: string }[];
}

let server: ChildProcess;
let base = '';
let output = () => '';
let exited: Promise<number | null>;

/** Points `current` at a release as a publish does: a new link renamed over the old one (atomic). */
function pointAt(release: string) {
  const next = join(releases, `.current-${randomUUID()}`);
  symlinkSync(release, next);
  renameSync(next, join(releases, 'current'));
}

/** Release two's export: listing 1021 withdrawn, listing 990001 (a copy of it) new, with its slots. */
function changeExport(dir: string) {
  const propertiesFile = join(dir, 'properties.json');
  const properties = JSON.parse(readFileSync(propertiesFile, 'utf8')) as { ID: number }[];
  // Every language record of the listing moves to the new ID (one record per listing and language).
  writeFileSync(
    propertiesFile,
    JSON.stringify(
      properties.map((property) => (property.ID === withdrawnId ? { ...property, ID: newId } : property)),
    ),
  );
  const ownersFile = join(dir, 'owners.json');
  // The owner's listing, its slots, rows and views move to the new ID.
  const owners = JSON.parse(readFileSync(ownersFile, 'utf8'), (key, value) => {
    if (key === 'PropertyID' && value === withdrawnId) return newId;
    if (key === 'PropertyIDs') return (value as number[]).map((id) => (id === withdrawnId ? newId : id));
    return value;
  }) as unknown;
  writeFileSync(ownersFile, JSON.stringify(owners));
}

// Visit slots of the listing ahead (an hour at least), earliest first.
const futureSlots = (() => {
  const owners = JSON.parse(readFileSync('data/owners.json', 'utf8')) as Owner[];
  return owners
    .flatMap((owner) => owner.Slots)
    .filter((slot) => slot.PropertyID === withdrawnId && Date.parse(slot.Start) > Date.now() + 3_600_000)
    .map((slot) => slot.Start)
    .sort();
})();

beforeAll(async () => {
  const build = ensureBuild();
  rmSync(root, { recursive: true, force: true });
  for (const release of [one, two]) {
    mkdirSync(release, { recursive: true });
    cpSync(build, join(release, 'dist'), { recursive: true });
    cpSync('data', join(release, 'data'), { recursive: true });
  }
  changeExport(join(two, 'data'));
  const page = join(two, 'dist', 'client', 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8') + marker);
  // A hashed asset that release two no longer has (its pages name other hashes).
  removedAsset =
    readdirSync(join(two, 'dist', 'client', '_astro')).find((name) => name.endsWith('.js')) ?? '';
  for (const copy of ['', '.br', '.gz'])
    rmSync(join(two, 'dist', 'client', '_astro', `${removedAsset}${copy}`), { force: true });
  cpSync(two, three, { recursive: true });
  const threePage = join(three, 'dist', 'client', 'index.html');
  writeFileSync(threePage, readFileSync(threePage, 'utf8') + markerThree);
  // The pages changed by hand get their compressed copies again, as a build's would.
  for (const release of [two, three]) await precompressFolder(join(release, 'dist', 'client'));
  // The server runs the code of the release it starts on (one), which its build names: a copy made by
  // that code is used.
  const code = builtFingerprint(join(one, 'dist'));
  if (code === undefined) throw new Error('The build does not name the code it was made from.');
  writeValidatedCopy(join(one, 'data'), loadExport(join(one, 'data')), code);
  writeValidatedCopy(join(three, 'data'), loadExport(join(three, 'data')), code);
  // Broken after its validation: an API that validated the export again on a request would fail.
  writeFileSync(join(three, 'data', 'properties.json'), '{');
  pointAt(one);

  const served = await startServe({
    RELEASES_DIR: releases,
    DIST_DIR: '',
    VAR_DIR: join(root, 'var'),
    FORM_MIN_FILL_MS: '0',
    FORM_RATE_LIMIT: '100000',
    ALTCHA_MAX_NUMBER: '10',
  });
  server = served.child;
  base = served.base;
  output = served.output;
  exited = new Promise((done) => server.once('exit', (code) => done(code)));
});

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** A visit request for a listing's slot, as the detail page's form sends it. */
async function askVisit(propertyId: number, slot = futureSlots[0]) {
  return fetch(`${base}/api/forms/contact-appointment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: base },
    body: JSON.stringify({
      title: 'ms',
      firstName: 'Camille',
      lastName: 'Dubois',
      email: `visit-${randomUUID().slice(0, 8)}@example.be`,
      phone: '+32 470 12 34 56',
      privacyConsent: 'yes',
      propertyId,
      slot,
      locale: 'en',
      submissionId: randomUUID(),
      startedAt: Date.now() - 60_000,
      altcha: await solvedAltcha(base),
    }),
  });
}

describe('npm start following the live release', () => {
  it('answers new requests from the release switched to, pages and API, without a restart', async () => {
    expect(futureSlots.length).toBeGreaterThan(1);
    expect(await (await fetch(`${base}/`)).text()).not.toContain(marker);
    expect((await askVisit(newId)).status).toBe(422);
    expect((await askVisit(withdrawnId)).status).toBe(201);

    pointAt(two);
    expect(await (await fetch(`${base}/`)).text()).toContain(marker);
    // The new listing accepts a visit request; the withdrawn one is refused, naming the listing.
    expect((await askVisit(newId)).status).toBe(201);
    const refused = await askVisit(withdrawnId);
    expect(refused.status).toBe(422);
    expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toContain('propertyId');

    // A rollback is a switch back (to a release with a validated export: once it is loaded aside).
    pointAt(one);
    await eventually(async () => !(await (await fetch(`${base}/`)).text()).includes(marker));
    expect((await askVisit(newId)).status).toBe(422);
  });

  it('keeps serving the assets of a page loaded from the previous release', async () => {
    pointAt(two);
    const asset = await fetch(`${base}/_astro/${removedAsset}`);
    expect(asset.status).toBe(200);
    expect(
      Buffer.from(await asset.arrayBuffer()).equals(
        readFileSync(join(one, 'dist', 'client', '_astro', removedAsset)),
      ),
    ).toBe(true);
    // A page is never taken from an older release: a listing gone from the live one is gone.
    expect((await fetch(`${base}/nope-${randomUUID()}/`)).status).toBe(404);
  });

  it('fails no request, pages or form posts, while the live release switches under load', async () => {
    const payloads = await Promise.all(Array.from({ length: 150 }, () => solvedAltcha(base)));
    let next = 0;
    let switching = true;
    const switches = (async () => {
      let count = 0;
      while (switching) {
        pointAt(count % 2 === 0 ? one : two);
        count += 1;
        await new Promise((done) => setTimeout(done, 100));
      }
      return count;
    })();
    const pages = autocannon({
      url: base,
      connections: 4,
      duration: 3,
      timeout: 10,
      requests: [
        { method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
        { method: 'GET', path: `/_astro/${removedAsset}` },
        { method: 'GET', path: '/for-sale/ghent/house/1001/', headers: { 'accept-encoding': 'gzip' } },
      ],
    });
    const forms = autocannon({
      url: base,
      connections: 2,
      amount: payloads.length,
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
              email: `load-${next}@example.be`,
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
    const [pageRun, formRun] = await Promise.all([pages, forms]);
    switching = false;
    expect(await switches).toBeGreaterThan(10);
    for (const run of [pageRun, formRun]) {
      expect(run.errors + run.timeouts + run.non2xx).toBe(0);
    }
    expect(pageRun['2xx']).toBeGreaterThan(20);
    expect(formRun['2xx']).toBe(payloads.length);
  });

  it('logs one JSON line per request: method, path without its query, status, time, bytes', async () => {
    await fetch(`${base}/contact/?email=someone@example.be`);
    // The line is written once the answer is sent.
    await new Promise((done) => setTimeout(done, 300));
    const lines = output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const line = lines.find((entry) => entry.path === '/contact/');
    expect(line).toMatchObject({ method: 'GET', status: 200 });
    expect(line?.ms).toEqual(expect.any(Number));
    expect(line?.bytes).toBeGreaterThan(1000);
    expect(output()).not.toContain('someone@example.be');
    // No client address or headers: what an access log needs, nothing more.
    expect(JSON.stringify(lines.filter((entry) => 'path' in entry))).not.toMatch(/127\.0\.0\.1|user-agent/i);
  });

  it('keeps the API whole once the release it started from is pruned', async () => {
    pointAt(two);
    rmSync(one, { recursive: true, force: true });
    // Endpoints not asked for before: their code was loaded at start, not on first use.
    const me = await fetch(`${base}/api/owner/me`, { headers: { Accept: 'application/json' } });
    expect(me.status).toBe(401);
    expect((await fetch(`${base}/api/slots/${newId}`)).status).toBe(200);
    // Its first slot was booked above.
    expect((await askVisit(newId, futureSlots[1])).status).toBe(201);
  });

  it('switches to a release with a validated export once it is loaded aside: no request validates it', async () => {
    pointAt(three);
    await eventually(async () => (await (await fetch(`${base}/`)).text()).includes(markerThree));
    // The API answers from the validated copy the server loaded, not from the (broken) files.
    expect((await fetch(`${base}/api/slots/${newId}`)).status).toBe(200);
    expect((await fetch(`${base}/api/slots/${withdrawnId}`)).status).toBe(404);
    const refused = await askVisit(withdrawnId);
    expect(refused.status).toBe(422);
    expect(output()).not.toContain('could not be made ready aside');
  });

  it('on SIGTERM, finishes the request in flight, refuses new connections, then exits', async () => {
    const { port, hostname } = new URL(base);
    const body = JSON.stringify({ locale: 'en' });
    let refused: Promise<boolean> = Promise.resolve(false);
    const answer = new Promise<string>((done, fail) => {
      let received = '';
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST /api/forms/site-contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
            `Accept: application/json\r\nOrigin: ${base}\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
        );
        // The rest of the body comes after the server was told to stop and refused a new connection.
        setTimeout(() => {
          server.kill('SIGTERM');
          setTimeout(() => {
            refused = fetch(base).then(
              () => false,
              () => true,
            );
            void refused.then(() => socket.write(body.slice(5)));
          }, 200);
        }, 200);
      });
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
      });
      socket.on('close', () => done(received));
      socket.on('error', fail);
    });
    const received = await answer;
    expect(received).toMatch(/^HTTP\/1\.1 (201|400|422) /);
    expect(received).toContain('"errors"');
    expect(await refused).toBe(true);
    expect(await exited).toBe(0);
  });
});
