// Groups a list into runs of consecutive items that share a key: a form's fields into the fieldsets
// and the rows they share (src/components/forms/LeadForm.astro).

/** A run of consecutive items with the same key. */
export interface Run<T, K> {
  readonly key: K;
  readonly items: readonly T[];
}

/** The runs of consecutive items whose key is the same, in order. */
export function inRuns<T, K>(items: readonly T[], keyOf: (item: T) => K): Run<T, K>[] {
  const runs: { key: K; items: T[] }[] = [];
  for (const item of items) {
    const key = keyOf(item);
    const last = runs.at(-1);
    if (last !== undefined && last.key === key) last.items.push(item);
    else runs.push({ key, items: [item] });
  }
  return runs;
}
