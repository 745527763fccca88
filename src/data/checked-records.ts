// The listings file of a national network (100,000 listings, a record per language) is over a gigabyte of
// JSON. Parsed whole and then checked, its raw records (1.2 GB of heap) and their checked copies were all
// held at once. Read here, each record is checked as soon as it is parsed and only its checked form kept.
import * as v from 'valibot';
import type { ExportProblem } from './export-problem';
import type { ParsedJson } from './parse-json-file';
import { readExportJson } from './read-export-json';
import { recordProblems } from './schema-problems';

/**
 * Reads the record file at `path` (named `file` in problems), checking each record against `record` as it
 * is parsed. The value holds the records' checked form; `checked.problems` names each failing record and
 * field as a check of the whole file would, and once one has failed no more records are kept. A file
 * whose top is not an array comes back unchecked, for the file's own schema to report. `piecewiseAt` is
 * readExportJson's.
 */
export function readCheckedRecords(
  path: string,
  file: string,
  record: v.GenericSchema,
  { piecewiseAt }: { piecewiseAt?: number } = {},
): ParsedJson {
  const problems: ExportProblem[] = [];
  const read = readExportJson(path, file, {
    ...(piecewiseAt === undefined ? {} : { piecewiseAt }),
    keep: (value, index) => {
      const result = v.safeParse(record, value);
      if (!result.success) problems.push(...recordProblems(file, index, value, result.issues));
      if (!result.success || problems.length > 0) return undefined;
      // valibot builds its output key by key, which makes a record of this many fields a hash table
      // twice the size of the parsed record; a spread copy has the parsed record's compact layout.
      return { ...(result.output as object) };
    },
  });
  if (!read.ok || !Array.isArray(read.value)) return read;
  return { ok: true, value: read.value, checked: { problems } };
}
