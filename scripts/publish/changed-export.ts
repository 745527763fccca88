// Makes the export a publish of record changes publishes: the base export (the live release's, or a
// whole export dropped before the changes) with each change applied in turn
// (src/domain/publish/record-changes.ts). The folder made holds links to the base's files, and a file of
// its own for each file a change touches, so a change to one listing costs one listings file written,
// not a copy of the pictures; the publish copies the links' targets into its release as for any folder.
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readExportJson } from '../../src/data/read-export-json';
import {
  applyRecordChanges,
  type ChangeableFile,
  type RecordChanges,
  readRecordChanges,
  touchedFiles,
} from '../../src/domain/publish/record-changes';
import { serialiseInPieces } from '../sample-export/build-export';
import type { PublishOutcome } from './publish-export';
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
  let folder = resolve(base);
  if (exportKind(base) !== 'folder') {
    folder = `${into}.base`;
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
    let records = baseRecords(folder, name);
    for (const change of changes)
      records = applyRecordChanges(records, change.records[file], change.removed[file]);
    await pipeline(Readable.from(serialiseInPieces(records)), createWriteStream(join(into, name)));
  }
  return {
    remove: () => {
      rmSync(into, { recursive: true, force: true });
      if (folder !== resolve(base)) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The records of a base's file: none when it has no such file; a broken one is not changed but refused. */
function baseRecords(folder: string, name: string): unknown[] {
  if (!existsSync(join(folder, name))) return [];
  const read = readExportJson(join(folder, name), name);
  if (!read.ok) throw new Error(`${name} of the export the change applies to: ${read.problem.expected}`);
  if (!Array.isArray(read.value))
    throw new Error(`${name} of the export the change applies to is not a list of records`);
  return read.value;
}

/**
 * Publishes `source` through `publish`, or the export it becomes once `changes` are applied (a folder of
 * its own, removed after). A change that cannot be applied is refused, the live site unchanged.
 */
export async function publishWithChanges(
  source: string,
  changes: readonly string[],
  publish: (folder: string) => Promise<PublishOutcome>,
): Promise<PublishOutcome> {
  if (changes.length === 0) return publish(source);
  const folder = join(mkdtempSync(join(tmpdir(), 'changed-export-')), 'export');
  let made: { remove: () => void } | undefined;
  try {
    made = await writeChangedExport(source, changes, folder);
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
    return await publish(folder);
  } finally {
    made.remove();
    rmSync(dirname(folder), { recursive: true, force: true });
  }
}
