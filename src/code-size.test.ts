// Sizes that keep the code readable, checked so they stay true as it changes (docs/development.md): no
// function of the site, the server or the publisher over 120 lines, no server file over 300. Counted on
// the syntax tree (TypeScript's parser), so comments and blank lines inside a function count as its lines.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const maxFunctionLines = 120;
const maxServerFileLines = 300;

function codeFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|spec)\./.test(entry.name) ? [path] : [];
  });
}

/** Each function with a body in `file` that spans more than `max` lines, as "file:line (n lines)". */
function longFunctions(file: string, text: string, max: number): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const lines = lineOf(node.end) - lineOf(node.getStart(source)) + 1;
      if (lines > max) found.push(`${file}:${lineOf(node.getStart(source)) + 1} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the size of the code', () => {
  it('counts a function over the limit, and one at it not', () => {
    const body = (lines: number) => `function f() {\n${'  x();\n'.repeat(lines - 2)}}\n`;
    expect(longFunctions('a.ts', body(121), maxFunctionLines)).toEqual(['a.ts:1 (121 lines)']);
    expect(longFunctions('a.ts', body(120), maxFunctionLines)).toEqual([]);
  });

  it(`has no function over ${maxFunctionLines} lines in src/, scripts/server or scripts/publish`, () => {
    const files = ['src', 'scripts/server', 'scripts/publish'].flatMap(codeFiles);
    expect(files.length).toBeGreaterThan(300);
    const long = files.flatMap((file) =>
      longFunctions(file, readFileSync(join(root, file), 'utf8'), maxFunctionLines),
    );
    expect(long).toEqual([]);
  });

  it(`has no server file over ${maxServerFileLines} lines`, () => {
    const files = ['src/server', 'scripts/server'].flatMap(codeFiles);
    const long = files
      .map((file) => ({
        file: relative(root, join(root, file)),
        lines: readFileSync(join(root, file), 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > maxServerFileLines);
    expect(long).toEqual([]);
  });
});
