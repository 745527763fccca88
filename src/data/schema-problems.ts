import type * as v from 'valibot';
import type { ExportProblem } from './export-problem';

/** Turns valibot issues of one file into problems naming the record (by ID when it has one) and field path. */
export function schemaProblems(
  file: string,
  raw: unknown,
  issues: readonly v.BaseIssue<unknown>[],
): ExportProblem[] {
  return issues.map((issue) => {
    const keys = (issue.path ?? []).map((item) => item.key);
    const [first, ...rest] = keys;
    if (Array.isArray(raw) && typeof first === 'number')
      return problemOf(file, recordNamed(raw[first], first), rest, issue);
    return problemOf(file, {}, keys, issue);
  });
}

/**
 * Turns valibot issues of one record of a record file, checked on its own (src/data/checked-records.ts),
 * into problems naming the record as schemaProblems names it in the whole file: `index` is its place there.
 */
export function recordProblems(
  file: string,
  index: number,
  record: unknown,
  issues: readonly v.BaseIssue<unknown>[],
): ExportProblem[] {
  const named = recordNamed(record, index);
  return issues.map((issue) =>
    problemOf(
      file,
      named,
      (issue.path ?? []).map((item) => item.key),
      issue,
    ),
  );
}

function problemOf(
  file: string,
  record: RecordName,
  fieldKeys: readonly unknown[],
  issue: v.BaseIssue<unknown>,
): ExportProblem {
  const field = fieldKeys.length > 0 ? fieldPath(fieldKeys) : undefined;
  return { file, ...record, ...(field === undefined ? {} : { field }), ...describeIssue(issue) };
}

/** `['Pictures', 2, 'Width']` -> `Pictures[2].Width`. */
export function fieldPath(keys: readonly unknown[]): string {
  return keys
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`,
    )
    .join('');
}

type RecordName = { recordId?: number | string; recordIndex?: number };

function recordNamed(record: unknown, index: number): RecordName {
  // A record per language shares its ID with the other languages' records: the language tells them apart.
  if (typeof record === 'object' && record !== null && 'ID' in record && 'language' in record) {
    const { ID: id, language } = record;
    if ((typeof id === 'number' || (typeof id === 'string' && id !== '')) && typeof language === 'string')
      return { recordId: `${id} (${language})` };
  }
  if (typeof record === 'object' && record !== null && 'ID' in record) {
    const id: unknown = record.ID;
    if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return { recordId: id };
  }
  // menu.json's pages carry the specification's lowercase `id`.
  if (typeof record === 'object' && record !== null && 'id' in record) {
    const id: unknown = record.id;
    if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return { recordId: id };
  }
  return { recordIndex: index };
}

function describeIssue(issue: v.BaseIssue<unknown>): { expected: string; got: string } {
  // valibot reports a missing key of an object as an object issue whose expected value is the key.
  if (issue.type === 'object' && issue.received === 'undefined' && (issue.path?.length ?? 0) > 0) {
    return { expected: 'a value (required field)', got: 'nothing' };
  }
  // Our validations carry a readable message; valibot's defaults start with "Invalid".
  const expected =
    issue.kind === 'validation' && !issue.message.startsWith('Invalid')
      ? issue.message
      : (issue.expected ?? issue.message);
  return { expected, got: issue.received };
}
