import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writePieces, writePiecesInBackground } from './write-pieces.mjs';

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

describe('writePiecesInBackground', () => {
  const expected = (count: number) =>
    Array.from({ length: count }, (_, index) => (index % 2 === 0 ? `Liège ${index},` : `€${index};`)).join(
      '',
    );
  const pieces = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      index % 2 === 0 ? `Liège ${index},` : Buffer.from(`€${index};`),
    );

  it('writes every piece in order over many writes', async () => {
    const path = join(folder, 'background');
    const file = await open(path, 'w');
    try {
      await writePiecesInBackground(file, pieces(2_500));
    } finally {
      await file.close();
    }
    expect(readFileSync(path, 'utf8')).toBe(expected(2_500));
  });

  it('writes again what a short write left, from the middle of a piece', async () => {
    const chunks: Buffer[] = [];
    // A file that takes at most 7 bytes a write, as a disk near full or a signal may leave a write short.
    const short = {
      writev: async (buffers: Uint8Array[]) => {
        const joined = Buffer.concat(buffers).subarray(0, 7);
        chunks.push(Buffer.from(joined));
        return { bytesWritten: joined.length, buffers };
      },
    };
    await writePiecesInBackground(short as never, pieces(30));
    expect(Buffer.concat(chunks).toString('utf8')).toBe(expected(30));
    expect(chunks.length).toBeGreaterThan(30);
  });
});
