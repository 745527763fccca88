// A warm release's pages: the files the warm renderer wrote, and a symbolic link for everything else to
// the same file or folder of the release it builds on. Only the folders on the way to a page rendered or
// removed are folders of their own; every other entry is one link (a folder of 10,000 listings is one
// link when none of them changed), so making a release costs the changed pages, not the site's 50,000.
// The links are made by a worker thread while the pages render, and those of the pages found unchanged
// once the render is done. Each link names the real file it ends at (a link of the base is followed to
// its target), so a release depends on the releases its links reach, never on a chain of them; relative,
// as the `current` pointer is, so the releases folder can be moved as a whole. The base is only read.
import { existsSync, mkdirSync, readdirSync, rmdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
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
 * and the `removed` pages is linked now, by a worker thread (the render keeps the main thread busy);
 * `finish` links the candidates not written.
 */
export function startOverlay(
  base: string,
  target: string,
  candidates: readonly string[],
  removed: readonly string[],
): Overlay {
  const withCopies = (paths: readonly string[]) =>
    paths.flatMap((path) => copies.map((suffix) => `${path}${suffix}`));
  const gone = new Set(withCopies(removed));
  const maybe = new Set(withCopies(candidates));
  const own = new Set<string>(['']);
  for (const path of [...candidates, ...removed]) {
    for (let folder = dirname(path); folder !== '.' && !own.has(folder); folder = dirname(folder))
      own.add(folder);
  }
  const entries: LinkJob[] = [];
  // The real folders the links of entries that are no links themselves lie in (each such entry is real
  // where the base lists it).
  const folders: string[] = [];
  for (const folder of [...own].sort()) {
    const from = join(base, folder);
    const into = join(target, folder);
    mkdirSync(into, { recursive: true });
    if (!existsSync(from)) continue;
    // The link to an entry that is no link is its name beside the folder's own way to the base: worked
    // out once per folder, not per entry (a town's folder may hold thousands of listings).
    const way = relative(into, from);
    let direct = false;
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (own.has(path) || maybe.has(path) || gone.has(path)) continue;
      const link = join(target, path);
      if (entry.isSymbolicLink()) entries.push([join(from, entry.name), link]);
      else {
        entries.push([join(from, entry.name), link, `${way}/${entry.name}`]);
        direct = true;
      }
    }
    if (direct) folders.push(from);
  }
  const linked = linkInWorker(entries).then((reals) => [...folders, ...reals]);
  return {
    // A failure is reported by finish.
    begun: linked.then(
      () => undefined,
      () => undefined,
    ),
    finish: async (written) => {
      const reached = new Set(await linked);
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
      const links = entries.length + rest.length;
      return { links, reached };
    },
  };
}

/**
 * An entry of the base and where its link goes; with the link's text when the entry is known to be no
 * link itself (else the worker finds out, and links to what it links to).
 */
type LinkJob = readonly [entry: string, link: string, text?: string];

// The worker's code: each job's link names the real entry (the entry itself, or what it links to), and
// the real paths of the entries it had to look at are the answer. Plain JavaScript, evaluated, so it
// needs no loader for TypeScript.
const linkWorker = `
const { parentPort, workerData } = require('node:worker_threads');
const { lstatSync, readlinkSync, symlinkSync } = require('node:fs');
const { dirname, relative, resolve } = require('node:path');
const reals = [];
for (const [entry, link, text] of workerData) {
  if (text !== undefined) {
    symlinkSync(text, link);
    continue;
  }
  const real = lstatSync(entry).isSymbolicLink() ? resolve(dirname(entry), readlinkSync(entry)) : entry;
  symlinkSync(relative(dirname(link), real), link);
  reals.push(real);
}
parentPort.postMessage(reals);
`;

/** Makes the links of `jobs` in a worker thread; resolves with the real paths of the entries without a text. */
function linkInWorker(jobs: readonly LinkJob[]): Promise<string[]> {
  if (jobs.length === 0) return Promise.resolve([]);
  return new Promise((done, fail) => {
    const worker = new Worker(linkWorker, { eval: true, workerData: jobs });
    worker.once('message', (reals: string[]) => done(reals));
    worker.once('error', fail);
    worker.once('exit', (code) => {
      if (code !== 0) fail(new Error(`The linking worker ended with code ${code}.`));
    });
  });
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
