// A warm release links what it did not write, begun while its pages render.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startOverlay } from './overlay-tree';

const root = mkdtempSync(join(tmpdir(), 'overlay-tree-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};

describe('startOverlay', () => {
  it('links the pages found unchanged once the render is done, and never a rewritten page’s old copies', async () => {
    const base = join(root, 'base');
    const target = join(root, 'target');
    for (const file of ['en/a/index.html', 'en/a/index.html.br', 'en/b/index.html', 'en/b/index.html.br'])
      write(join(base, file), `base ${file}`);
    write(join(base, 'en/b/index.html.gz'), 'base gz');
    write(join(base, 'en/c/index.html'), 'withdrawn');
    write(join(base, 'other/x.txt'), 'untouched');

    const overlay = startOverlay(base, target, ['en/a/index.html', 'en/b/index.html'], ['en/c/index.html']);
    // The render: a is new (its compressed copy not worth writing), b is found unchanged.
    write(join(target, 'en/a/index.html'), 'new a');
    const { links, reached } = await overlay.finish(['en/a/index.html']);

    expect(readFileSync(join(target, 'en/a/index.html'), 'utf8')).toBe('new a');
    expect(lstatSync(join(target, 'en/a/index.html')).isSymbolicLink()).toBe(false);
    expect(existsSync(join(target, 'en/a/index.html.br'))).toBe(false);
    for (const file of ['en/b/index.html', 'en/b/index.html.br', 'en/b/index.html.gz', 'other']) {
      expect(lstatSync(join(target, file)).isSymbolicLink()).toBe(true);
      expect(reached).toContain(join(base, file));
    }
    expect(readFileSync(join(target, 'other/x.txt'), 'utf8')).toBe('untouched');
    expect(existsSync(join(target, 'en/c'))).toBe(false);
    expect(links).toBe(4);
  });
});
