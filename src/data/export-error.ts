import type { ExportProblem } from './export-problem';
import { formatProblems } from './export-problem';

/** Thrown when the export cannot be built from; carries every problem found, not just the first. */
export class ExportError extends Error {
  /** Every problem, in file order. */
  readonly problems: readonly ExportProblem[];
  /** The export folder the problems were found in. */
  readonly dir: string;

  constructor(problems: readonly ExportProblem[], dir: string) {
    super(formatProblems(problems, dir));
    this.name = 'ExportError';
    this.problems = problems;
    this.dir = dir;
  }
}
