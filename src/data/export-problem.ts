/** One thing wrong in the export, with what a member of staff needs to find and fix it. */
export interface ExportProblem {
  /** The file name inside the export folder, e.g. `properties.json`. */
  readonly file: string;
  /** The record's ID when it has one. */
  readonly recordId?: number | string;
  /** The record's position in the file (0-based) when it has no usable ID. */
  readonly recordIndex?: number;
  /** The field path inside the record, e.g. `Pictures[2].Width`. */
  readonly field?: string;
  /** What the field (or file) should hold. */
  readonly expected: string;
  /** What was found, written as JSON (`"abc"`, `3`) or `nothing`. */
  readonly got?: string;
}

/** One readable line: `data/properties.json  record ID 1042  field Price: expected number, got "abc"`. */
export function formatProblem(problem: ExportProblem, dir = 'data'): string {
  const parts = [`${dir.replace(/\/+$/, '')}/${problem.file}`];
  if (problem.recordId !== undefined) parts.push(`record ID ${problem.recordId}`);
  else if (problem.recordIndex !== undefined) parts.push(`record #${problem.recordIndex + 1}`);
  const where =
    problem.field === undefined ? parts.join('  ') : `${parts.join('  ')}  field ${problem.field}`;
  const got = problem.got === undefined ? '' : `, got ${problem.got}`;
  return `${where}: expected ${problem.expected}${got}`;
}

/** The whole report: a count, then one line per problem. */
export function formatProblems(problems: readonly ExportProblem[], dir = 'data'): string {
  const head = `${dir} is not a valid export: ${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return [head, ...problems.map((problem) => `  ${formatProblem(problem, dir)}`)].join('\n');
}
