// The figures of the benchmarks and their targets, and whether a measurement meets one.

/** How a measured figure must relate to its target value. */
export type Comparison = '<=' | '<' | '>=' | '==';

/** A target: the measured value must be `comparison` `value`; `text` is how the table shows it. */
export interface Target {
  readonly comparison: Comparison;
  readonly value: number;
  readonly text: string;
}

/** One row of the benchmark table. */
export interface Figure {
  readonly figure: string;
  readonly target?: Target;
  /** The measured number compared with the target; undefined when it could not be measured. */
  readonly measured?: number;
  /** How the table shows the measurement (with its unit). */
  readonly shown: string;
  readonly command: string;
}

/** Whether a figure meets its target. */
export type Verdict = 'met' | 'missed' | 'not measured' | 'no target';

/** Compares a measured value with a target. */
export function verdict(target: Target | undefined, measured: number | undefined): Verdict {
  if (target === undefined) return 'no target';
  if (measured === undefined || !Number.isFinite(measured)) return 'not measured';
  const { comparison, value } = target;
  const met =
    comparison === '<='
      ? measured <= value
      : comparison === '<'
        ? measured < value
        : comparison === '>='
          ? measured >= value
          : measured === value;
  return met ? 'met' : 'missed';
}

/** A target in one expression: `at('<=', 600, '≤ 10 min')`. */
export function at(comparison: Comparison, value: number, text: string): Target {
  return { comparison, value, text };
}
