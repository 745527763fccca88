// A warm release's pages: the files the warm renderer wrote, and a symbolic link for everything else to
// the same file or folder of the release it builds on. Only the folders on the way to a page rendered or
// removed are folders of their own; every other entry is one link (a folder of 10,000 listings is one
// link when none of them changed), so making a release costs the changed pages, not the site's 50,000.
// The links are made by a worker thread while the pages render, and those of the pages found unchanged
// once the render is done. Each link names the real file it ends at (a link of the base is followed to
// its target), so a release depends on the releases its links reach, never on a chain of them; relative,
// as the `current` pointer is, so the releases folder can be moved as a whole. The base is only read.
import { existsSync, readdirSync, rmdirSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { Worker } from 'node:worker_threads';

/** The suffixes of a page's compressed copies, which go with it (src/server/http/precompressed-files.ts). */
const copies = ['', '.br', '.gz'];

/**
 * Completes `target` (holding what the renderer wrote) with links to `base` for every entry of `base` that
 * was neither written nor `removed` (paths relative to both, forward slashes; a removed page takes its
 * compressed copies with it). Folders left empty by removals are not made. Returns how many links it
 * made and the real paths they lie in (to keep those releases while this one is kept).
 */
export function overlayTree(
  base: string,
  target: string,
  written: readonly string[],
  removed: readonly string[],
): Promise<{ links: number; reached: Set<string> }> {
  return startOverlay(base, target, written, removed).finish(written);
}

/** An overlay begun before the pages are rendered: `finish` completes it once they are written. */
export interface Overlay {
  /** Resolves once the links begun are made (or failed): a failed render waits for it before it cleans up. */
  readonly begun: Promise<void>;
  /**
   * Links what of the candidates was not written, then tidies the folders; resolves with how many links
   * were made and the real paths they lie in (a folder of the base, or an entry another release holds).
   */
  finish(written: readonly string[]): Promise<{ links: number; reached: Set<string> }>;
}

/**
 * Begins `overlayTree` while the pages are rendering: every entry of `base` but the `candidates` (the
 * files of the pages to render, which may be written or found unchanged, with their compressed copies)
 * and the `removed` pages is linked now, by a worker thread, which also lists the base's folders and makes
 * the release's (the render keeps the main thread busy: made there, the 15,000 folders of a 1 % change at
 * 100,000 listings held the render back some 6 s); `finish` links the candidates not written.
 */
export function startOverlay(
  base: string,
  target: string,
  candidates: readonly string[],
  removed: readonly string[],
): Overlay {
  const withCopies = (paths: readonly string[]) =>
    paths.flatMap((path) => copies.map((suffix) => `${path}${suffix}`));
  const maybe = new Set(withCopies(candidates));
  const own = new Set<string>(['']);
  for (const path of [...candidates, ...removed]) {
    for (let folder = dirname(path); folder !== '.' && !own.has(folder); folder = dirname(folder))
      own.add(folder);
  }
  const walked = inWorker<Walked>({
    walk: { base, target, own: [...own].sort(), skip: [...maybe, ...withCopies(removed)] },
  });
  return {
    // A failure is reported by finish.
    begun: walked.then(
      () => undefined,
      () => undefined,
    ),
    finish: async (written) => {
      const { links, reals } = await walked;
      const reached = new Set(reals);
      const writtenSet = new Set(written);
      // A page written anew never takes the base's compressed copies (a copy no smaller is not written).
      const pageOf = (path: string) => path.replace(/\.(br|gz)$/, '');
      const rest = [...maybe].filter(
        (path) => !writtenSet.has(path) && !writtenSet.has(pageOf(path)) && existsSync(join(base, path)),
      );
      for (const real of await linkInWorker(rest.map((path) => [join(base, path), join(target, path)])))
        reached.add(real);
      // Deepest first: a listing's folder emptied by its removal, then a parent it leaves empty.
      for (const folder of [...own].sort((a, b) => b.length - a.length)) {
        const path = join(target, folder);
        if (folder !== '' && existsSync(path) && readdirSync(path).length === 0) rmdirSync(path);
      }
      return { links: links + rest.length, reached };
    },
  };
}

/**
 * An entry of the base and where its link goes; with the link's text when the entry is known to be no
 * link itself (else the worker finds out, and links to what it links to).
 */
type LinkJob = readonly [entry: string, link: string, text?: string];

/**
 * What the walk of the base's folders made: how many links, and the real paths they lie in (a folder of
 * the base whose entries were linked by name, or an entry another release holds).
 */
interface Walked {
  links: number;
  reals: string[];
}

// The worker's code, plain JavaScript, evaluated, so it needs no loader for TypeScript. Given jobs, each
// job's link names the real entry (the entry itself, or what it links to), and the real paths of the
// entries it had to look at are the answer. Given a walk, it makes each of the release's own folders
// (`own`: those on the way to a page rendered or removed) and links every entry of the base's same folder
// that is neither one of them nor skipped. The link to an entry that is no link is its name beside the
// folder's own way to the base: worked out once per folder, not per entry (a town's folder may hold
// thousands of listings). Folders are made with `recursive`, as the render's writes make them meanwhile.
const linkWorker = `
const { parentPort, workerData } = require('node:worker_threads');
const { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } = require('node:fs');
const { dirname, join, relative, resolve } = require('node:path');
function link(jobs, reals) {
  for (const [entry, link, text] of jobs) {
    if (text !== undefined) {
      symlinkSync(text, link);
      continue;
    }
    const real = lstatSync(entry).isSymbolicLink() ? resolve(dirname(entry), readlinkSync(entry)) : entry;
    symlinkSync(relative(dirname(link), real), link);
    reals.push(real);
  }
  return reals;
}
function walk({ base, target, own, skip }) {
  const owned = new Set(own);
  const skipped = new Set(skip);
  const jobs = [];
  const reals = [];
  for (const folder of own) {
    const from = join(base, folder);
    const into = join(target, folder);
    mkdirSync(into, { recursive: true });
    if (!existsSync(from)) continue;
    const way = relative(into, from);
    let direct = false;
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const path = folder === '' ? entry.name : folder + '/' + entry.name;
      if (owned.has(path) || skipped.has(path)) continue;
      const link = join(target, path);
      if (entry.isSymbolicLink()) jobs.push([join(from, entry.name), link]);
      else {
        jobs.push([join(from, entry.name), link, way + '/' + entry.name]);
        direct = true;
      }
    }
    if (direct) reals.push(from);
  }
  return { links: jobs.length, reals: link(jobs, reals) };
}
parentPort.postMessage(workerData.walk === undefined ? link(workerData.jobs, []) : walk(workerData.walk));
`;

/** Runs the linking worker on `data` (jobs to link, or a walk); resolves with its answer. */
function inWorker<Answer>(
  data:
    | { jobs: readonly LinkJob[] }
    | { walk: { base: string; target: string; own: string[]; skip: string[] } },
): Promise<Answer> {
  return new Promise((done, fail) => {
    const worker = new Worker(linkWorker, { eval: true, workerData: data });
    worker.once('message', (answer: Answer) => done(answer));
    worker.once('error', fail);
    worker.once('exit', (code) => {
      if (code !== 0) fail(new Error(`The linking worker ended with code ${code}.`));
    });
  });
}

/** Makes the links of `jobs` in a worker thread; resolves with the real paths of the entries without a text. */
function linkInWorker(jobs: readonly LinkJob[]): Promise<string[]> {
  if (jobs.length === 0) return Promise.resolve([]);
  return inWorker<string[]>({ jobs });
}

/** The release folders (names under `releases`) that the real paths `reached` lie in. */
export function releasesReached(releases: string, reached: Iterable<string>): string[] {
  const ids = new Set<string>();
  const root = resolve(releases) + sep;
  for (const path of reached) {
    if (!path.startsWith(root)) continue;
    const id = path.slice(root.length).split(sep)[0];
    if (id !== undefined && id !== '') ids.add(id);
  }
  return [...ids].sort();
}
