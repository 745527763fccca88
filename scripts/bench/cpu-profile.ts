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

/** Where a function's code lives: a package under node_modules, node's internals, the app, or V8 itself. */
export function codeOwner(url: string): string {
  if (url === '') return '(native: V8, GC, bindings such as node:sqlite)';
  if (url.startsWith('node:')) return 'node internals';
  const packages = url.split('/node_modules/');
  if (packages.length > 1) {
    const rest = packages[packages.length - 1] ?? '';
    const [scope, name] = rest.split('/');
    return scope?.startsWith('@') ? `${scope}/${name ?? ''}` : (scope ?? url);
  }
  return 'the app (dist/server chunks)';
}

/** Self time (ms) by owner of the code (see codeOwner), idle left out, heaviest first. */
export function selfTimeByOwner(profile: CpuProfile, limit = 8): { name: string; ms: number }[] {
  const owners = new Map<number, string>();
  for (const node of profile.nodes) {
    const name = node.callFrame.functionName;
    owners.set(node.id, name === '(idle)' ? '(idle)' : codeOwner(node.callFrame.url));
  }
  const totals = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const owner = owners.get(id) ?? '(unknown)';
    if (owner === '(idle)') return;
    totals.set(owner, (totals.get(owner) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  });
  return [...totals]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
}
