// Where the elements of a JSON array file lie (src/data/json-array-elements.ts), kept by the file's stamp
// (src/data/file-stamp.ts) for the last files this process read or wrote. A pushed change of one listing
// had the 128 MB listings file of 10,000 listings scanned twice for nothing (0.3-0.4 s each): applying
// the change scans the live export's file, which the publish before it had read, and the publish then
// scans the file the change wrote, where the writer knew each element's place.
import { readInto } from './buffer-pool';
import { fileStamp } from './file-stamp';
import { type ArrayElement, arrayElements, type EarlierArray } from './json-array-elements';

const kept = new Map<string, readonly ArrayElement[]>();
/**
 * The live export's, the one a change wrote, and one more (a rollback's). A layout read again counts as
 * the newest: the live export's, which each pushed change reads, outlasts the files written since.
 */
const keptCount = 3;

function keep(stamp: string, elements: readonly ArrayElement[]): void {
  kept.delete(stamp);
  kept.set(stamp, elements);
  for (const oldest of kept.keys()) {
    if (kept.size <= keptCount) break;
    kept.delete(oldest);
  }
}

/** The elements kept for the file at `path` as it is now, if any. */
export function keptLayout(path: string): readonly ArrayElement[] | undefined {
  const stamp = fileStamp(path);
  return stamp === undefined ? undefined : kept.get(stamp);
}

/**
 * The file at `path` read into `buffer` (see readInto), and its elements: those kept for the file's
 * stamp, or found in the bytes read (undefined when its top is not an array or it is broken), the
 * elements unchanged since `earlier` (an earlier version of the file) found by comparing their bytes. A
 * file whose stamp changed while it was read is scanned, and its elements are not kept.
 */
export function readArrayFile(
  path: string,
  buffer: Buffer,
  earlier?: EarlierArray,
): { bytes: Buffer; elements: readonly ArrayElement[] | undefined } {
  const before = fileStamp(path);
  const bytes = readInto(path, buffer);
  const same = before !== undefined && fileStamp(path) === before;
  const known = same ? kept.get(before) : undefined;
  if (before !== undefined && known !== undefined && (known.at(-1)?.end ?? 0) <= bytes.length) {
    keep(before, known);
    return { bytes, elements: known };
  }
  const elements = arrayElements(bytes, earlier);
  if (same && elements !== undefined) keep(before, elements);
  return { bytes, elements };
}

/** Keeps the elements of the file this process has just written whole at `path`, as it wrote them. */
export function keepWrittenLayout(path: string, elements: readonly ArrayElement[]): void {
  const stamp = fileStamp(path);
  if (stamp !== undefined) keep(stamp, elements);
}
