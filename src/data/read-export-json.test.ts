import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonFile } from './parse-json-file';
import { parseArrayInPieces, readExportJson } from './read-export-json';

/** Feeds `text` to the piecewise parser `size` bytes at a time, so every boundary is crossed. */
function inPieces(text: string | Buffer, size: number) {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  let at = 0;
  return parseArrayInPieces('properties.json', (buffer) => {
    const n = Math.min(size, bytes.length - at, buffer.length);
    bytes.copy(buffer, 0, at, at + n);
    at += n;
    return n;
  });
}

const records = [
  { ID: 1, language: 'nl', Title: 'Huis "aan" de [Schelde] {gezellig}', Price: 325000, Pictures: [] },
  { ID: 1, language: 'fr', Title: 'Maison à Gand — prix: 1\\2', Nested: { a: [1, [2, { b: '}' }]] } },
  'a bare string, with a comma]',
  42,
  -1.5e3,
  true,
  null,
  { Text: 'émoji 🏠 and ünïcode', Empty: {}, List: [[], {}] },
];

describe('an export file read in pieces', () => {
  it('gives what JSON.parse gives, whatever the piece size and the layout', () => {
    for (const text of [
      JSON.stringify(records),
      JSON.stringify(records, null, 2),
      `\uFEFF${JSON.stringify(records, null, '\t')}\r\n`,
      '[]',
      ' [ ] \n',
      '[1,2 , 3]',
    ])
      for (const size of [1, 2, 3, 7, 64, 4096])
        expect(inPieces(text, size), `${JSON.stringify(text.slice(0, 20))} by ${size}`).toEqual({
          ok: true,
          value: JSON.parse(text.replace(/^\uFEFF/, '')),
        });
  });

  it('never splits a character that spans two pieces', () => {
    const text = JSON.stringify([{ Title: '🏠'.repeat(50) + 'é'.repeat(50) }]);
    for (const size of [1, 2, 3, 5])
      expect(inPieces(text, size)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it('names the line and column of a broken record as a whole read does', () => {
    const broken = '[\n  {\n    "ID": 1\n  },\n  {\n    "ID": 2,\n  }\n]';
    const whole = parseJsonFile('properties.json', broken);
    expect(whole.ok).toBe(false);
    for (const size of [1, 5, 4096]) {
      const read = inPieces(broken, size);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.problem.expected).toMatch(/^valid JSON \(line 7, column 3: /);
    }
  });

  it('refuses what is not one array: a missing comma, a cut file, text after the end, an empty file', () => {
    const cases: [string, RegExp][] = [
      ['[{"ID":1} {"ID":2}]', /line 1, column 11: Expected ',' or ']'/],
      ['[{"ID":1},\n{"ID":2', /line 2, column 8: Unexpected end of JSON input/],
      ['[1, 2] x', /line 1, column 8: Unexpected non-whitespace/],
      ['[1,,2]', /line 1, column 4: Unexpected token ','/],
      ['[1,]', /line 1, column 4: Unexpected token ']'/],
      ['', /line 1, column 1: Unexpected end of JSON input/],
    ];
    for (const [text, expected] of cases) {
      const read = inPieces(text, 3);
      expect(read.ok, text).toBe(false);
      if (!read.ok) expect(read.problem.expected, text).toMatch(expected);
    }
  });

  it('reads a file whose top is no array whole', () => {
    const text = '\uFEFF{"a": [1, 2], "b": "x"}';
    expect(inPieces(text, 2)).toEqual({ ok: true, value: { a: [1, 2], b: 'x' } });
  });

  it('reads a file in pieces from its size on, and gives the same value as a whole read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-json-'));
    const path = join(dir, 'properties.json');
    writeFileSync(path, `\uFEFF${JSON.stringify(records, null, 2)}`);
    const whole = readExportJson(path, 'properties.json');
    expect(whole).toEqual({ ok: true, value: records });
    expect(readExportJson(path, 'properties.json', { piecewiseAt: 10 })).toEqual(whole);
  });
});

describe('an export file read keeping what a reader makes of each element', () => {
  it('hands each element with its place, whole or in pieces, and leaves out what it drops', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'keep-')), 'properties.json');
    writeFileSync(path, JSON.stringify([{ ID: 1 }, 'drop me', { ID: 2 }, { ID: 3 }]));
    for (const piecewiseAt of [10, Number.POSITIVE_INFINITY]) {
      const places: number[] = [];
      const read = readExportJson(path, 'properties.json', {
        piecewiseAt,
        keep: (value, index) => {
          places.push(index);
          return typeof value === 'object' ? { kept: value } : undefined;
        },
      });
      expect(places).toEqual([0, 1, 2, 3]);
      expect(read).toEqual({
        ok: true,
        value: [{ kept: { ID: 1 } }, { kept: { ID: 2 } }, { kept: { ID: 3 } }],
      });
    }
  });
});
