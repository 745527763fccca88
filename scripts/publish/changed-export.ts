// Makes the export a publish of record changes publishes: the base export (the live release's, or a
// whole export dropped before the changes) with each change applied in turn
// (src/domain/publish/record-changes.ts). The folder made holds links to the base's files, and a file of
// its own for each file a change touches, so a change to one listing costs one listings file written,
// not a copy of the pictures, and that file is not parsed: the records a change leaves alone are copied
// as the bytes they were. The publish copies the links' targets into its release as for any folder.
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { keepWrittenLayout, readArrayFile } from '../../src/data/array-layouts';
import { bufferPool } from '../../src/data/buffer-pool';
import type { ArrayElement } from '../../src/data/json-array-elements';
import { readExportJson } from '../../src/data/read-export-json';
import { writePieces } from '../../src/data/write-pieces.mjs';
import {
  applyRecordChanges,
  type ChangeableFile,
  type RecordChanges,
  readRecordChanges,
  touchedFiles,
} from '../../src/domain/publish/record-changes';
import { serialiseInPieces } from '../sample-export/build-export';
import type { PublishOutcome } from './publish-export';
import { processStart } from './publish-lock';
import { exportKind, unpackExport } from './unpack-export';

/** Reads a change file; its problems as one error naming the file. */
export function readChangeFile(path: string): RecordChanges {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new Error(`${path}: not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const read = readRecordChanges(value);
  if (!read.ok) throw new Error(`${path}: ${read.problems.join('; ')}`);
  return read.changes;
}

/**
 * Writes into `into` (which must not exist) the export at `base` (a folder, .zip or .tar.gz) with the
 * changes of `changeFiles` applied in their order. A change file that is not a change fails it whole.
 */
export async function writeChangedExport(
  base: string,
  changeFiles: readonly string[],
  into: string,
): Promise<{ readonly remove: () => void }> {
  const changes = changeFiles.map(readChangeFile);
  // A folder by its real path: the live one is named through `current`, which the next publish moves.
  const unpacked = exportKind(base) !== 'folder';
  const folder = unpacked ? `${into}.base` : realpathSync(base);
  if (unpacked) {
    rmSync(folder, { recursive: true, force: true });
    await unpackExport(base, folder);
  }
  mkdirSync(into);
  const touched = new Set(changes.flatMap(touchedFiles));
  for (const name of readdirSync(folder))
    if (!touched.has(name.replace(/\.json$/, '') as ChangeableFile))
      symlinkSync(join(folder, name), join(into, name));
  for (const file of touched) {
    const name = `${file}.json`;
    const base = baseRecords(folder, name);
    try {
      let records = base.records;
      for (const change of changes)
        records = applyRecordChanges(records, change.records[file], change.removed[file]);
      const written = base.write(records);
      const out = openSync(join(into, name), 'w');
      try {
        writePieces(out, written.pieces);
      } finally {
        closeSync(out);
      }
      // The publish reads this file next: where its elements lie is known (src/data/array-layouts.ts).
      if (written.layout !== undefined) keepWrittenLayout(join(into, name), written.layout);
    } finally {
      base.done();
    }
  }
  return {
    remove: () => {
      rmSync(into, { recursive: true, force: true });
      if (unpacked) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A record of the base that is written as the base wrote it: where it is in the base's text. */
const keptBytes = Symbol('the record as the base wrote it');
interface KeptRecord {
  readonly ID?: number;
  readonly [keptBytes]: ArrayElement & { readonly index: number };
}
const isKept = (record: unknown): record is KeptRecord =>
  typeof record === 'object' && record !== null && keptBytes in record;

/**
 * The records of a base's file (none when it has no such file), and how to write the file they become.
 * A file whose elements can be told apart without parsing it (src/data/json-array-elements.ts) is not
 * parsed: each record stands for its place in the text with its ID, which is all applying a change
 * reads, and the records a change leaves alone are written as the base's bytes. A broken one is not
 * changed but refused.
 */
function baseRecords(
  folder: string,
  name: string,
): {
  records: unknown[];
  /** The file's pieces, and where its elements lie when the writer knows. */
  write: (records: readonly unknown[]) => Written;
  /** Called once the file is written: the base's bytes are read no more. */
  done: () => void;
} {
  const path = join(folder, name);
  const done = () => {};
  const serialised = (records: readonly unknown[]): Written => ({ pieces: serialiseInPieces(records) });
  if (!existsSync(path)) return { records: [], write: serialised, done };
  const buffer = buffers.take(statSync(path).size);
  // The live export's listings were read by the publish before: their layout is known, not scanned.
  const { bytes: text, elements } = readArrayFile(path, buffer);
  if (elements !== undefined)
    return {
      records: elements.map((element, index) => ({
        ...(element.id === undefined ? {} : { ID: element.id }),
        [keptBytes]: { ...element, index },
      })),
      write: (records) => {
        const layout: ArrayElement[] = [];
        return { pieces: writeKeeping(text, records, layout), layout };
      },
      done: () => buffers.give(buffer),
    };
  buffers.give(buffer);
  const read = readExportJson(path, name);
  if (!read.ok) throw new Error(`${name} of the export the change applies to: ${read.problem.expected}`);
  if (!Array.isArray(read.value))
    throw new Error(`${name} of the export the change applies to is not a list of records`);
  return { records: read.value, write: serialised, done };
}

/** A file to write: its pieces, and (filled as they are written) where its elements lie in it. */
interface Written {
  readonly pieces: Iterable<string | Uint8Array>;
  readonly layout?: readonly ArrayElement[];
}

// A watcher applies each change the server hands it: the base's listings are read into the same buffer.
const buffers = bufferPool(1);

/**
 * A JSON array of `records`: the kept ones as `base` wrote them (records that followed each other there
 * as one piece of its text, what lay between them included), the others as serialiseInPieces writes.
 * Where each element lands is pushed on `layout` as it is written (what arrayElements would find).
 */
function* writeKeeping(
  base: Uint8Array,
  records: readonly unknown[],
  layout: ArrayElement[],
): Generator<string | Uint8Array> {
  let offset = 0;
  const put = <T extends string | Uint8Array>(piece: T): T => {
    offset += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
    return piece;
  };
  yield put('[\n');
  let run: { last: number; start: number; end: number } | undefined;
  for (const [index, record] of records.entries()) {
    const kept = isKept(record) ? record[keptBytes] : undefined;
    if (kept !== undefined && run !== undefined && kept.index === run.last + 1) {
      layout.push(moved(kept, run, offset));
      run.last = kept.index;
      run.end = kept.end;
      continue;
    }
    if (run !== undefined) yield put(base.subarray(run.start, run.end));
    run = undefined;
    if (index > 0) yield put(',\n');
    if (kept !== undefined) {
      run = { last: kept.index, start: kept.start, end: kept.end };
      layout.push(moved(kept, run, offset));
    } else {
      const text = `  ${JSON.stringify(record, null, 2).replaceAll('\n', '\n  ')}`;
      layout.push({ start: offset + 2, end: offset + Buffer.byteLength(text), id: topLevelId(record) });
      yield put(text);
    }
  }
  if (run !== undefined) yield put(base.subarray(run.start, run.end));
  yield put('\n]\n');
}

/** Where a kept element lands: its run is written whole from `runAt` in the new text. */
const moved = (element: ArrayElement, run: { start: number }, runAt: number): ArrayElement => ({
  start: element.start - run.start + runAt,
  end: element.end - run.start + runAt,
  id: element.id,
});

/** The "ID" arrayElements reads of a record written by JSON.stringify. */
function topLevelId(record: unknown): number | undefined {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return undefined;
  const id = (record as { ID?: unknown }).ID;
  return typeof id === 'number' && Number.isFinite(id) ? id : undefined;
}

/**
 * Publishes `source` through `publish`, or the export it becomes once `changes` are applied (a folder of
 * its own, removed after). A change that cannot be applied is refused, the live site unchanged.
 * Given `releases`, the folder is made beside them, and when every file in it is either written for it
 * or one of a release's (which nobody changes in place), `publish` is told it may link them
 * (`linkable`) instead of copying them: the 128 MB listings file of 10,000 listings is then never
 * copied. A person's export folder is never linked: saving it again would change the release.
 */
export async function publishWithChanges(
  source: string,
  changes: readonly string[],
  publish: (folder: string, linkable: boolean) => Promise<PublishOutcome>,
  log: (line: string) => void,
  releases?: string,
): Promise<PublishOutcome> {
  if (changes.length === 0) return publish(source, false);
  const folder = join(workFolder(releases), 'export');
  const linkable =
    releases !== undefined &&
    (exportKind(source) !== 'folder' || isInside(realpathSync(source), realpathSync(releases)));
  let made: { remove: () => void } | undefined;
  try {
    const started = performance.now();
    made = await writeChangedExport(source, changes, folder);
    log(
      `The ${changes.length === 1 ? 'change' : `${changes.length} changes`} applied to the export in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } catch (error) {
    rmSync(dirname(folder), { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    return {
      kind: 'refused',
      reasons: [reason],
      hint: 'The live site is unchanged; send the change again, corrected.',
    };
  }
  try {
    return await publish(folder, linkable);
  } finally {
    made.remove();
    rmSync(dirname(folder), { recursive: true, force: true });
  }
}

const isInside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}${sep}`);

/**
 * A new folder to make a changed export in: in the temporary folder, or beside `releases` (on their file
 * system, so that its files can be linked into a release), where the folders of processes that ended
 * without removing theirs are removed first.
 */
function workFolder(releases: string | undefined): string {
  if (releases === undefined) return mkdtempSync(join(tmpdir(), 'changed-export-'));
  const parent = join(releases, '.changing');
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent)) {
    const [pid, start] = name.split('-');
    if (String(processStart(Number(pid))) !== start)
      rmSync(join(parent, name), { recursive: true, force: true });
  }
  return mkdtempSync(join(parent, `${process.pid}-${String(processStart(process.pid))}-`));
}
