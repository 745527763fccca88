// Reading a V8 CPU profile (CDP Profiler.stop): where the time went, by function, for the notes.

/** The part of a CDP Profiler.Profile read here. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  }[];
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

/** The functions with the most self time (ms), idle time left out, heaviest first. */
export function topSelfTime(profile: CpuProfile, limit = 6): { name: string; ms: number }[] {
  const names = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url === '' ? '' : ` ${url.slice(url.lastIndexOf('/') + 1)}:${lineNumber + 1}`;
    names.set(node.id, `${functionName === '' ? '(anonymous)' : functionName}${file}`);
  }
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, index) => {
    const name = names.get(id) ?? '(unknown)';
    if (name === '(idle)') return;
    // A sample's time is the delta to the next sample.
    const ms = (deltas[index + 1] ?? 0) / 1000;
    totals.set(name, (totals.get(name) ?? 0) + ms);
  });
  return [...totals]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
}
