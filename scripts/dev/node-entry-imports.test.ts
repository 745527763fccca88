import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm start`, `npm run preview`, `rollback` and `releases` run their TypeScript with plain Node (type
// stripping), which resolves a relative import only by its exact file name. Vite and tsx, which run the
// tests and the other scripts, add the extension themselves, so a forgotten `.ts` passes every test that
// imports the module and breaks only the process that runs it with Node. This walks those entries' imports.
// `import type` and `export type` are erased with the types, so Node never resolves them.
const relativeImport =
  /(?:^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s*|^\s*import\s*|\bimport\(\s*)'(\.{1,2}\/[^']+)'/gm;

function plainNodeEntries(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  return Object.values(scripts).flatMap((command) => {
    const entry = /^node (\S+\.ts)\b/.exec(command)?.[1];
    return entry === undefined ? [] : [resolve(entry)];
  });
}

function unresolvedImports(entries: string[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.[cm]?ts$/.test(file)) continue;
    const source = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
    for (const [, specifier] of source.matchAll(relativeImport)) {
      const target = resolve(dirname(file), specifier as string);
      if (existsSync(target)) queue.push(target);
      else problems.push(`${relative('.', file)} imports '${specifier}', which plain Node cannot find`);
    }
  }
  return problems;
}

describe('the scripts run by plain Node', () => {
  it('are the ones package.json starts with node', () => {
    expect(plainNodeEntries().map((entry) => relative('.', entry))).toContain('scripts/server/serve.ts');
  });

  it('name every relative import by its file, extension included', () => {
    expect(unresolvedImports(plainNodeEntries())).toEqual([]);
  });
});
