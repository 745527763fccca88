// Before a release goes live, the publish asks it for what every visitor and the API need: the home
// page, one listing's page and one API route that reads the export, served by the live server's own code
// (scripts/server/serve.ts) from the new build and export, in a child process on a loopback port. A
// release whose build and validation passed can still fail there (a file the server reads that the
// build did not, a broken server bundle): it is refused, and the live site is untouched.
import { spawn } from 'node:child_process';
import { renameSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExportModel } from '../../src/data/export-model';
import { siteLocales } from '../../src/domain/language/site-locales';
import { propertyPathParams } from '../../src/domain/listing/listing-card';
import { propertyTypeName } from '../../src/domain/listing/property-type-name';
import { pathFor } from '../../src/domain/routes/routes';

/** One request of the check and what it must answer. */
export interface ReleaseProbe {
  readonly what: string;
  readonly path: string;
}

/** The requests a release must answer with 200: the home page, a listing, the API reading the export. */
export function releaseProbes(model: ExportModel): ReleaseProbe[] {
  const options = siteLocales(model.site);
  const locale = options.defaultLocale;
  const probes: ReleaseProbe[] = [{ what: 'the home page', path: pathFor('home', locale, {}, options) }];
  const listing = model.properties[0];
  if (listing !== undefined) {
    const type = propertyTypeName(model.propertyTypes, listing.WebID, locale, locale) ?? '';
    probes.push(
      {
        what: `the page of listing ${listing.ID}`,
        path: pathFor('property', locale, propertyPathParams(listing, type, locale), options),
      },
      { what: 'the API (visit slots of that listing)', path: `/api/slots/${listing.ID}` },
    );
  } else {
    probes.push({ what: 'the API', path: '/api/health' });
  }
  return probes;
}

const serveRelease = fileURLToPath(new URL('./serve-release.ts', import.meta.url));

/** How long the server may take to start and each request to answer: a working release needs far less. */
const startMs = 60_000;
const requestMs = 20_000;

/** A release server started for checks: its port, what it wrote to stderr so far, and its end. */
interface CheckServer {
  readonly port: number;
  output(): string;
  /** Writes a line to its standard input (serve-release.ts reads "prepare <folder>"). */
  send(line: string): void;
  /** Calls `listener` with each line it writes to its standard output from now on, until it is removed. */
  onLine(listener: (line: string) => void): () => void;
  stop(): void;
  /** Lets this process end while the server runs (it then ends too: its standard input closes). */
  detach(): void;
}

/** Starts serve-release.ts with the environment `env` and resolves once it listens, or rejects with why not. */
async function startCheckServer(env: NodeJS.ProcessEnv): Promise<CheckServer> {
  const child = spawn(process.execPath, [serveRelease], {
    // The check reads; the live server's outbox worker and clean-ups are not started twice.
    env: { ...env, API_BACKGROUND_WORK: '0', LOG_LEVEL: 'error' },
    // Its standard input is its tie to this process: it ends when this one does.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  // Its last lines only: a kept checker runs as long as its watcher.
  child.stderr.on('data', (chunk: Buffer) => {
    output = `${output}${chunk}`.slice(-8192);
  });
  const stop = () => child.kill('SIGKILL');
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`it did not start within ${startMs / 1000} s`)),
        startMs,
      );
      let line = '';
      // Read until the port is known: the lines after it are the listeners' (below).
      const listening = (chunk: Buffer) => {
        line += chunk;
        const match = /listening (\d+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          child.stdout.off('data', listening);
          resolve(Number(match[1]));
        }
      };
      child.stdout.on('data', listening);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`it stopped (exit code ${code})`));
      });
    });
    const detach = () => {
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr])
        (stream as { unref?: () => void }).unref?.();
    };
    const listeners = new Set<(line: string) => void>();
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = `${pending}${chunk}`.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) for (const listener of listeners) listener(line);
    });
    // A server that died fails its checks (and is replaced by a server of its own), not this process.
    child.stdin.on('error', () => undefined);
    const send = (line: string) => {
      if (child.stdin.writable) child.stdin.write(`${line}\n`);
    };
    const onLine = (listener: (line: string) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    return { port, output: () => output, send, onLine, stop, detach };
  } catch (error) {
    stop();
    throw new Error(withServerOutput(`The new release's server failed: ${(error as Error).message}`, output));
  }
}

/** Asks `server` each probe; resolves with what failed, each in a sentence for staff. */
async function askProbes(server: CheckServer, probes: readonly ReleaseProbe[]): Promise<string[]> {
  const failures: string[] = [];
  for (const probe of probes) {
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}${probe.path}`, {
        signal: AbortSignal.timeout(requestMs),
        redirect: 'manual',
      });
      await response.arrayBuffer();
      if (response.status !== 200)
        failures.push(`${probe.what} (${probe.path}) answered ${response.status} instead of 200`);
    } catch (error) {
      failures.push(`${probe.what} (${probe.path}) did not answer: ${(error as Error).message}`);
    }
  }
  return failures.map((failure) => withServerOutput(failure, server.output()));
}

/**
 * Serves the build at `distDir` with the export at `dataDir` and asks it each probe; resolves with what
 * failed, each in a sentence for staff (empty: the release serves).
 */
export async function checkRelease(
  distDir: string,
  dataDir: string,
  probes: readonly ReleaseProbe[],
): Promise<string[]> {
  let server: CheckServer;
  try {
    server = await startCheckServer({ ...process.env, DIST_DIR: distDir, DATA_DIR: dataDir });
  } catch (error) {
    return [(error as Error).message];
  }
  try {
    return await askProbes(server, probes);
  } finally {
    server.stop();
  }
}

/**
 * Checks a release with the kept checker when there is one. What fails there is asked again of a server
 * of its own: a kept server that died, or loaded something wrong, must not refuse a good release.
 */
export async function checkBuiltRelease(
  checker: ReleaseChecker | undefined,
  release: { readonly id: string; readonly distDir: string; readonly dataDir: string },
  probes: readonly ReleaseProbe[],
): Promise<string[]> {
  if (checker !== undefined) {
    const failures = await checker.check(release.id, probes).catch(() => ['the kept checker failed']);
    if (failures.length === 0) return [];
  }
  return checkRelease(release.distDir, release.dataDir, probes);
}

/** The link of the releases folder a kept checker follows. */
export const checkLink = '.checking';

/** A release server kept for the releases of one code: each check points its link at the release. */
export interface ReleaseChecker {
  /**
   * Has the server read the validated export of release `id` now, while its pages are made: its check
   * then finds it read. Loading the new export was most of a check (0.3 to 0.5 s at 10,000 listings).
   */
  prepare(id: string): void;
  /** Checks release `id` of the releases folder as checkRelease does. */
  check(id: string, probes: readonly ReleaseProbe[]): Promise<string[]>;
  stop(): void;
}

/**
 * Starts a release server that follows `checkLink` in `releases`, first pointed at release `firstId`.
 * Its API code is that of the first release it serves: it may only check releases of the same code
 * (the warm renderer's, which copy the live release's server code). Starting a server for each check
 * took 4 to 5 s of a publish at 10,000 listings; asking a kept one, the time to load the new export.
 */
export async function startReleaseChecker(releases: string, firstId: string): Promise<ReleaseChecker> {
  pointCheckLink(releases, firstId);
  const { DIST_DIR: _served, ...env } = process.env;
  const server = await startCheckServer({ ...env, RELEASES_DIR: releases, CHECK_LINK: checkLink });
  // A watcher that stops ends without waiting for it.
  server.detach();
  // One check at a time: the link names one release.
  let queue: Promise<unknown> = Promise.resolve();
  // The releases whose export the server is reading, until it says it read it (or could not).
  const preparing = new Map<string, Promise<void>>();
  return {
    prepare: (id) => {
      // The folder as the server names a release's export when its link points there (live-site.ts).
      const dataDir = join(resolve(releases), id, 'data');
      preparing.set(
        id,
        new Promise<void>((done) => {
          // A server that never answers delays the check by a request's time, then is asked anyway.
          const timer = setTimeout(finish, requestMs);
          const removed = server.onLine((line) => {
            if (line === `prepared ${dataDir}`) finish();
          });
          function finish() {
            clearTimeout(timer);
            removed();
            done();
          }
        }),
      );
      server.send(`prepare ${dataDir}`);
    },
    check: (id, probes) => {
      const checked = queue.then(async () => {
        // Not asked while it reads the export: the check would read it a second time.
        await preparing.get(id);
        preparing.delete(id);
        pointCheckLink(releases, id);
        return askProbes(server, probes);
      });
      queue = checked.catch(() => undefined);
      return checked;
    },
    stop: server.stop,
  };
}

/** Points the checker's link at release `id`, replacing it at once (as the live pointer is). */
function pointCheckLink(releases: string, id: string): void {
  const temp = join(releases, `${checkLink}-${process.pid}`);
  rmSync(temp, { force: true });
  symlinkSync(id, temp, 'dir');
  renameSync(temp, join(releases, checkLink));
}

/** A failure with the last lines the server wrote, where the cause usually is. */
function withServerOutput(failure: string, output: string): string {
  const tail = output.trim().split('\n').slice(-8).join('\n');
  return tail === '' ? failure : `${failure}\n${tail}`;
}
