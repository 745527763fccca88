// A warm release links what it did not write, begun while its pages render.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
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
      expect(realpathSync(join(target, file))).toBe(realpathSync(join(base, file)));
      expect(within(reached, realpathSync(join(target, file)))).toBe(true);
    }
    expect(readFileSync(join(target, 'other/x.txt'), 'utf8')).toBe('untouched');
    expect(existsSync(join(target, 'en/c'))).toBe(false);
    expect(links).toBe(4);
  });

  it('links an entry the base links from elsewhere to where it ends, and says it reaches that', async () => {
    const older = join(root, 'older');
    const base = join(root, 'base-2');
    const target = join(root, 'target-2');
    write(join(older, 'en/d/index.html'), 'older d');
    write(join(base, 'en/e/index.html'), 'base e');
    mkdirSync(join(base, 'en'), { recursive: true });
    symlinkSync(join(older, 'en/d'), join(base, 'en/d'));

    const overlay = startOverlay(base, target, ['en/e/index.html'], []);
    write(join(target, 'en/e/index.html'), 'new e');
    const { links, reached } = await overlay.finish(['en/e/index.html']);

    // No chain through the base: the link names the older release's folder itself.
    expect(readlinkSync(join(target, 'en/d'))).toBe(join('..', '..', 'older', 'en', 'd'));
    expect(readFileSync(join(target, 'en/d/index.html'), 'utf8')).toBe('older d');
    expect(within(reached, join(older, 'en/d'))).toBe(true);
    expect(links).toBe(1);
  });
});

/** Whether `path` is one of the real paths `reached`, or lies in one of them. */
const within = (reached: ReadonlySet<string>, path: string) =>
  [...reached].some((real) => path === real || path.startsWith(`${real}${sep}`));
