// Which listings and projects a new export changed, found by comparing each ID's records with those of
// the export before it, so that only those go through validation (validate-changes.ts) instead of the
// whole export: at 10,000 listings the schema and the HTML cleaning of the 40,000 records that did not
// change take seconds, a digest of each ID's records a third of one. Only a change that a whole
// validation would place the same way is given: the IDs that stay keep their order and the new ones come
// after them (the order validate-changes.ts gives the model); any other file must be byte for byte the
// same (the caller compares them). Otherwise there is no change to give, and the export is validated whole.
import { hash } from 'node:crypto';
import { perObject } from '../domain/memo/per-object';
import {
  type ChangeableFile,
  changeableFiles,
  type ExportRecord,
  type RecordChanges,
} from '../domain/publish/record-changes';
import type { RawExportFiles } from './validate-export';

/** Each ID's records of a listings or projects file, as one digest, in the order the IDs first come. */
export type RecordDigests = Readonly<Record<ChangeableFile, ReadonlyMap<number, string>>>;

const isRecord = (value: unknown): value is ExportRecord =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Number.isSafeInteger((value as { ID?: unknown }).ID);

/** The records of a parsed changeable file, or undefined when it is not an array of records with IDs. */
function recordsOf(files: RawExportFiles, file: ChangeableFile): readonly ExportRecord[] | undefined {
  const parsed = files[`${file}.json`];
  if (parsed === undefined) return [];
  if (!parsed.ok || !Array.isArray(parsed.value) || !parsed.value.every(isRecord)) return undefined;
  return parsed.value;
}

// A warm publisher reads each export keeping the records whose bytes did not change as the same objects
// (src/data/parsed-array.ts): their digests are made once.
const recordDigest = perObject((record: ExportRecord) => hash('sha256', JSON.stringify(record), 'base64url'));

/** The digests of an export's listings and projects; undefined when a file is not records with IDs. */
export function recordDigests(files: RawExportFiles): RecordDigests | undefined {
  const digests = {} as Record<ChangeableFile, Map<number, string>>;
  for (const file of changeableFiles) {
    const records = recordsOf(files, file);
    if (records === undefined) return undefined;
    // An ID's digest is that of its records' digests, each followed by a NUL, hashed in one call.
    const parts = new Map<number, string>();
    for (const record of records)
      parts.set(record.ID, `${parts.get(record.ID) ?? ''}${recordDigest(record)}\0`);
    digests[file] = new Map([...parts].map(([id, text]) => [id, hash('sha256', text, 'base64url')]));
  }
  return digests;
}

/**
 * The change from the export of `before` to that of `after` (whose parsed files are `files`): the whole
 * records of every ID added or changed, and the IDs removed; undefined when the IDs that stay are in
 * another order or a new ID comes before one that stays.
 */
export function recordChangesBetween(
  before: RecordDigests,
  after: RecordDigests,
  files: RawExportFiles,
): RecordChanges | undefined {
  const records = {} as Record<ChangeableFile, ExportRecord[]>;
  const removed = {} as Record<ChangeableFile, number[]>;
  for (const file of changeableFiles) {
    const was = before[file];
    const now = after[file];
    const staying = [...was.keys()].filter((id) => now.has(id));
    const order = [...now.keys()];
    // The IDs that stay first, in their order, then the new ones.
    if (!staying.every((id, index) => order[index] === id)) return undefined;
    const changed = new Set(order.filter((id) => was.get(id) !== now.get(id)));
    records[file] = (recordsOf(files, file) ?? []).filter((record) => changed.has(record.ID));
    removed[file] = [...was.keys()].filter((id) => !now.has(id));
  }
  return { records, removed };
}
