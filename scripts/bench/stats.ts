// Small statistics for the benchmarks: percentiles of a sample.

/** The p-th percentile (0-100) of `values`, nearest-rank method; undefined for no values. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  if (p < 0 || p > 100) throw new Error(`a percentile is between 0 and 100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}
