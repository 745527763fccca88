// A change of a few records, as a CRM that pushes each edit sends it (POST /api/publish with JSON, or
// `npm run publish -- <export> --changes <file>`), instead of its whole export:
//
//   { "properties": [ { "ID": 1042, "language": "nl", ... }, { "ID": 1042, "language": "fr", ... } ],
//     "projects": [ { "ID": 7, ... } ],
//     "removed": { "properties": [1043], "projects": [] } }
//
// A listing (or project) named in a change is given whole: its records there replace every record of
// that ID in the export, so a language it no longer has goes with the old records. An ID under
// `removed` leaves the export. What a record holds is checked later, as any export is (check:data's
// validation names file, record and field); here only the change's own shape is.

/** The export files whose records a change may carry, each an array of records keyed by `ID`. */
export const changeableFiles = ['properties', 'projects'] as const;
export type ChangeableFile = (typeof changeableFiles)[number];

export type ExportRecord = Readonly<Record<string, unknown>> & { readonly ID: number };

export interface RecordChanges {
  readonly records: Readonly<Record<ChangeableFile, readonly ExportRecord[]>>;
  readonly removed: Readonly<Record<ChangeableFile, readonly number[]>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The change in `value`, or what is wrong with its shape (each problem names where). */
export function readRecordChanges(
  value: unknown,
):
  | { readonly ok: true; readonly changes: RecordChanges }
  | { readonly ok: false; readonly problems: string[] } {
  const problems: string[] = [];
  if (!isObject(value)) return { ok: false, problems: ['the change must be a JSON object'] };
  const removedValue = value.removed ?? {};
  for (const key of Object.keys(value))
    if (key !== 'removed' && !(changeableFiles as readonly string[]).includes(key))
      problems.push(`"${key}": not a file a change can carry (${changeableFiles.join(', ')}, removed)`);
  if (!isObject(removedValue)) problems.push('"removed" must be an object of ID lists');
  const records = {} as Record<ChangeableFile, ExportRecord[]>;
  const removed = {} as Record<ChangeableFile, number[]>;
  for (const file of changeableFiles) {
    const given = value[file] ?? [];
    records[file] = [];
    if (!Array.isArray(given)) problems.push(`"${file}" must be an array of records`);
    else
      given.forEach((record: unknown, index) => {
        if (isObject(record) && isId(record.ID)) records[file].push(record as ExportRecord);
        else problems.push(`"${file}"[${index}]: a record with a whole, positive "ID"`);
      });
    const gone = isObject(removedValue) ? (removedValue[file] ?? []) : [];
    removed[file] = [];
    if (!Array.isArray(gone) || !gone.every(isId))
      problems.push(`"removed"."${file}" must be a list of whole, positive IDs`);
    else removed[file] = gone;
    if (isObject(removedValue))
      for (const key of Object.keys(removedValue))
        if (!(changeableFiles as readonly string[]).includes(key))
          problems.push(`"removed"."${key}": not a file a change can carry (${changeableFiles.join(', ')})`);
    const both = records[file].find((record) => removed[file].includes(record.ID));
    if (both !== undefined) problems.push(`"${file}": ID ${both.ID} is both given and removed`);
  }
  const count = changeableFiles.reduce((n, file) => n + records[file].length + removed[file].length, 0);
  if (problems.length === 0 && count === 0) problems.push('the change holds no record and removes none');
  return problems.length > 0
    ? { ok: false, problems: [...new Set(problems)] }
    : { ok: true, changes: { records, removed } };
}

/** The files a change touches. */
export const touchedFiles = (changes: RecordChanges): ChangeableFile[] =>
  changeableFiles.filter((file) => changes.records[file].length > 0 || changes.removed[file].length > 0);

/**
 * One export file's records after a change: the records of each ID the change gives take the place of
 * that ID's first record (its others dropped), IDs new to the file come last in the change's order, and
 * removed IDs are left out; every other record stays as it was, in its place.
 */
export function applyRecordChanges(
  records: readonly unknown[],
  given: readonly ExportRecord[],
  removed: readonly number[],
): unknown[] {
  const byId = new Map<number, ExportRecord[]>();
  for (const record of given) byId.set(record.ID, [...(byId.get(record.ID) ?? []), record]);
  const gone = new Set(removed);
  const placed = new Set<number>();
  const result: unknown[] = [];
  for (const record of records) {
    const id = isObject(record) ? record.ID : undefined;
    if (typeof id !== 'number' || (!byId.has(id) && !gone.has(id))) {
      result.push(record);
      continue;
    }
    if (gone.has(id) || placed.has(id)) continue;
    placed.add(id);
    result.push(...(byId.get(id) ?? []));
  }
  for (const [id, recordsOfId] of byId) if (!placed.has(id)) result.push(...recordsOfId);
  return result;
}
