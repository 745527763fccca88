import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { livePagesRead, readAhead, readIfThere } from './read-ahead';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('readAhead', () => {
  it("gives each file's bytes in order, and undefined for a file that is not there", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'read-ahead-'));
    folders.push(folder);
    writeFileSync(join(folder, 'a.html'), 'first');
    writeFileSync(join(folder, 'c.html'), 'third');
    const files = readAhead(
      ['a.html', 'b.html', 'c.html'].map((name) => join(folder, name)),
      1,
    );
    expect((await files.take(0))?.toString()).toBe('first');
    expect(await files.take(1)).toBeUndefined();
    expect((await files.take(2))?.toString()).toBe('third');
  });

  it('reads at most `ahead` files beyond the one taken, and none past the last', async () => {
    const asked: string[] = [];
    const files = readAhead(['0', '1', '2', '3', '4'], 2, async (path) => {
      asked.push(path);
      return Buffer.from(path);
    });
    expect((await files.take(0))?.toString()).toBe('0');
    expect(asked).toEqual(['0', '1', '2']);
    await files.take(1);
    expect(asked).toEqual(['0', '1', '2', '3']);
    await files.take(2);
    await files.take(3);
    await files.take(4);
    expect(asked).toEqual(['0', '1', '2', '3', '4']);
  });

  it('fails the take of a file that cannot be read, and a file taken twice', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'read-ahead-'));
    folders.push(folder);
    // A folder where a page should be: reading it fails otherwise than by its absence.
    mkdirSync(join(folder, 'page.html'));
    writeFileSync(join(folder, 'next.html'), 'next');
    const files = readAhead([join(folder, 'page.html'), join(folder, 'next.html')], 4);
    await expect(files.take(0)).rejects.toThrow(/EISDIR/);
    expect((await files.take(1))?.toString()).toBe('next');
    expect(() => files.take(1)).toThrow(/taken twice/);
  });

  it('reads a file as readFile does, and a missing one as undefined', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'read-ahead-'));
    folders.push(folder);
    writeFileSync(join(folder, 'page.html'), 'bytes');
    expect((await readIfThere(join(folder, 'page.html')))?.toString()).toBe('bytes');
    expect(await readIfThere(join(folder, 'none.html'))).toBeUndefined();
  });
});

describe('livePagesRead', () => {
  it('reads the live pages without a key and those whose similar block alone changed, not a page whose key changed', () => {
    const pages: { cacheKey?: string; name: string }[] = [
      { name: 'home' },
      { cacheKey: 'page.block', name: 'listing whose price changed' },
      { cacheKey: 'page.other-block', name: 'listing whose similar block alone changed' },
      { cacheKey: 'index-output', name: 'search-index shard' },
      { name: 'results' },
    ];
    const blockAlone = (page: { name: string }) => page.name.includes('similar block');
    expect(livePagesRead(pages, blockAlone)).toEqual([0, 2, 4]);
    expect(livePagesRead([], blockAlone)).toEqual([]);
  });
});
