import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writePieces } from './write-pieces.mjs';

const folder = mkdtempSync(join(tmpdir(), 'write-pieces-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('writePieces', () => {
  it('writes every piece in order, text as UTF-8, over many writes, taking them as it goes', () => {
    const taken: number[] = [];
    function* pieces() {
      for (let index = 0; index < 2_500; index++) {
        taken.push(index);
        yield index % 2 === 0 ? `Liège ${index},` : Buffer.from(`€${index};`);
      }
    }
    const path = join(folder, 'file');
    const file = openSync(path, 'w');
    try {
      writePieces(file, pieces());
    } finally {
      closeSync(file);
    }
    const expected = Array.from({ length: 2_500 }, (_, index) =>
      index % 2 === 0 ? `Liège ${index},` : `€${index};`,
    ).join('');
    expect(readFileSync(path, 'utf8')).toBe(expected);
    expect(taken).toHaveLength(2_500);
  });

  it('writes an empty file for no pieces', () => {
    const path = join(folder, 'empty');
    const file = openSync(path, 'w');
    writePieces(file, []);
    closeSync(file);
    expect(readFileSync(path)).toHaveLength(0);
  });
});
