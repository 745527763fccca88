// A warm release's pages: the files the warm renderer wrote, and a symbolic link for everything else to
// the same file or folder of the release it builds on. Only the folders on the way to a written or
// removed file are folders of their own; every other entry is one link (a folder of 10,000 listings is
// one link when none of them changed), so making a release costs the changed pages, not the site's
// 50,000. Each link names the real file it ends at (a link of the base is followed to its target), so a
// release depends on the releases its links reach, never on a chain of them; relative, as the `current`
// pointer is, so the releases folder can be moved as a whole. The base is only read.
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmdirSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The suffixes of a page's compressed copies, which go with it (src/server/http/precompressed-files.ts). */
const copies = ['', '.br', '.gz'];

/** Where the entry `path` really is: itself, or the target of the link it is. */
function realEntry(path: string): string {
  const stat = lstatSync(path);
  return stat.isSymbolicLink() ? resolve(dirname(path), readlinkSync(path)) : path;
}

/**
 * Completes `target` (holding what the renderer wrote) with links to `base` for every entry of `base` that
 * was neither written nor `removed` (paths relative to both, forward slashes; a removed page takes its
 * compressed copies with it). Folders left empty by removals are not made. Returns how many links it
 * made and the real folders they reach (to keep those releases while this one is kept).
 */
export function overlayTree(
  base: string,
  target: string,
  written: readonly string[],
  removed: readonly string[],
): { links: number; reached: Set<string> } {
  const gone = new Set(removed.flatMap((path) => copies.map((suffix) => `${path}${suffix}`)));
  const own = new Set<string>(['']);
  for (const path of [...written, ...removed]) {
    for (let folder = dirname(path); folder !== '.' && !own.has(folder); folder = dirname(folder))
      own.add(folder);
  }
  const writtenSet = new Set(written);
  const reached = new Set<string>();
  let links = 0;
  for (const folder of [...own].sort()) {
    const from = join(base, folder);
    const into = join(target, folder);
    mkdirSync(into, { recursive: true });
    if (!existsSync(from)) continue;
    for (const name of readdirSync(from)) {
      const path = folder === '' ? name : `${folder}/${name}`;
      if (own.has(path) || writtenSet.has(path) || gone.has(path)) continue;
      const real = realEntry(join(from, name));
      symlinkSync(relative(into, real), join(into, name));
      reached.add(real);
      links++;
    }
  }
  // Deepest first: a listing's folder emptied by its removal, then a parent it leaves empty.
  for (const folder of [...own].sort((a, b) => b.length - a.length)) {
    const path = join(target, folder);
    if (folder !== '' && existsSync(path) && readdirSync(path).length === 0) rmdirSync(path);
  }
  return { links, reached };
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
