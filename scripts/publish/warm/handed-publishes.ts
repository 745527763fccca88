// The HTTP drop's publishes handed to a warm publisher. A publish the drop's queue starts in a process of
// its own (scripts/server/publish-runner.ts) starts from nothing and builds incrementally: one listing's
// price takes some 40 s at 10,000 listings that way, where a watcher (`npm run publish -- --watch`),
// which started Astro once, publishes it warm in 11 s (BENCHMARKS.md). So a watcher also takes the drop's
// publishes: it holds the lock of `<releases>/.incoming/.warm/`, and while it does, the queue writes each
// publish there as a request (`<job id>.json`: the export, its changes, where to write the outcome and
// the log) addressed to that process, instead of starting one. The job then names the watcher's process,
// so the queue's rules stay as they were: a job ends when its outcome is written, and one whose process
// died without writing it is tried again (by a new watcher, or a process of its own). Requests are files
// written whole through a rename, like the jobs, and a watcher that starts removes the requests left to
// another process.
// Run by Node itself (types stripped) in the server: imports with their extension, erasable syntax only.
import {
  appendFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { acquireLock, type LockHolder, processStart, runningHolder } from '../publish-lock.ts';

/** A publish handed to the warm publisher `to`. */
export interface HandedPublish {
  /** The job id (sortable by time: the order requests are taken in). */
  readonly job: string;
  readonly to: { readonly pid: number; readonly pidStart?: string | undefined };
  /** The export (a folder, .zip or .tar.gz) and the change files applied on it, in order. */
  readonly source: string;
  readonly changes: readonly string[];
  /** Where the outcome is written (as `npm run publish -- --outcome` writes it) and the log appended. */
  readonly outcome: string;
  readonly log: string;
}

/** The folder of the requests, and of the lock the warm publisher holds. */
export const handedDir = (releases: string): string => join(releases, '.incoming', '.warm');

/** The warm publisher that takes the drop's publishes now, if one is running. */
export const warmPublisher = (releases: string): LockHolder | undefined => runningHolder(handedDir(releases));

/** Hands a publish to the warm publisher it names (whole, through a rename). */
export function handPublish(releases: string, request: HandedPublish): void {
  const folder = handedDir(releases);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${request.job}.json`);
  writeFileSync(`${path}.tmp`, JSON.stringify(request));
  renameSync(`${path}.tmp`, path);
}

/** The requests of `folder`, oldest first. */
function requests(folder: string): HandedPublish[] {
  const found: HandedPublish[] = [];
  for (const name of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    try {
      found.push(JSON.parse(readFileSync(join(folder, name), 'utf8')) as HandedPublish);
    } catch {
      // Taken and removed while we looked.
    }
  }
  return found;
}

/** Writes a file whole, through a rename: a reader never sees half of it. */
function writeWhole(path: string, text: string): void {
  writeFileSync(`${path}.${process.pid}`, text);
  renameSync(`${path}.${process.pid}`, path);
}

/**
 * Publishes one request and writes its outcome; a publish that threw is written as stopped, which the
 * queue treats as a publish killed before its end (tried once more).
 */
async function takeOne(
  folder: string,
  request: HandedPublish,
  options: { readonly publish: PublishHanded; readonly log: (line: string) => void },
): Promise<void> {
  const log = (line: string) => {
    options.log(line);
    appendFileSync(request.log, `${line}\n`);
  };
  options.log(`Publishing the HTTP drop's job ${request.job}.`);
  let outcome: unknown;
  try {
    outcome = await options.publish(request, log);
  } catch (error) {
    log(`The publish stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    outcome = { kind: 'stopped' };
  }
  writeWhole(request.outcome, JSON.stringify(outcome));
  rmSync(join(folder, `${request.job}.json`), { force: true });
  const kind = (outcome as { kind?: unknown }).kind;
  options.log(
    `The HTTP drop's job ${request.job} ended: ${String(kind)} (its status: GET /api/publish/${request.job}).`,
  );
}

/** What a warm publisher does with a request: its publish, logging through `log`. */
export type PublishHanded = (request: HandedPublish, log: (line: string) => void) => Promise<unknown>;

/**
 * Takes the publishes the drop's queue hands to this process, one at a time, until `signal` aborts; says
 * so and answers at once when another process already takes them.
 */
export async function takeHandedPublishes(
  releases: string,
  options: {
    readonly publish: PublishHanded;
    readonly log: (line: string) => void;
    readonly signal: AbortSignal;
    /** How often the folder is looked at besides its change events (which some file systems lack). */
    readonly pollMs?: number;
  },
): Promise<void> {
  const folder = handedDir(releases);
  mkdirSync(folder, { recursive: true });
  const lock = acquireLock(folder, 'the HTTP publish drop, warm');
  if ('held' in lock) {
    options.log(
      `Another warm publisher (pid ${lock.held.pid}) takes the HTTP drop's publishes; this one watches its folder only.`,
    );
    return;
  }
  try {
    const pidStart = processStart(process.pid);
    const mine = (request: HandedPublish) =>
      request.to.pid === process.pid && (request.to.pidStart ?? pidStart) === pidStart;
    // Left to a process that is gone: the queue finds that process dead and tries those jobs again.
    for (const request of requests(folder))
      if (!mine(request)) rmSync(join(folder, `${request.job}.json`), { force: true });
    options.log("Taking the HTTP drop's publishes.");
    let poked = false;
    let wake: () => void = () => undefined;
    const watcher = watch(folder, () => {
      poked = true;
      wake();
    });
    watcher.on('error', () => undefined);
    options.signal.addEventListener('abort', () => wake(), { once: true });
    try {
      while (!options.signal.aborted) {
        poked = false;
        for (const request of requests(folder))
          if (mine(request) && !options.signal.aborted) await takeOne(folder, request, options);
        if (poked || options.signal.aborted) continue;
        await new Promise<void>((done) => {
          const timer = setTimeout(done, options.pollMs ?? 1000);
          wake = () => {
            clearTimeout(timer);
            done();
          };
        });
      }
    } finally {
      watcher.close();
    }
  } finally {
    lock.release();
  }
}
