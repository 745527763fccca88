// The folder check of the media, download and static-file handlers: what climbs out must be refused.
import { join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { insideDir } from './inside-dir.mjs';

const root = resolve('/srv/media');

describe('insideDir', () => {
  it('accepts a file in the folder or below it', () => {
    expect(insideDir(root, join(root, 'a.jpg'))).toBe(true);
    expect(insideDir(root, join(root, 'deep', 'er', 'a.pdf'))).toBe(true);
    expect(insideDir(root, join(root, '..name.pdf'))).toBe(true);
  });

  it('refuses the folder itself', () => {
    expect(insideDir(root, root)).toBe(false);
    expect(insideDir(root, `${root}${sep}`)).toBe(false);
  });

  it('refuses what climbs out, however it is written', () => {
    expect(insideDir(root, join(root, '..', 'secret.txt'))).toBe(false);
    expect(insideDir(root, `${root}${sep}..${sep}..${sep}etc${sep}passwd`)).toBe(false);
    expect(insideDir(root, resolve(root, '/etc/passwd'))).toBe(false);
    expect(insideDir(root, join(root, 'a', '..', '..', 'b'))).toBe(false);
  });

  it('refuses a sibling whose name starts with the folder name', () => {
    expect(insideDir(root, `${root}-private${sep}a.pdf`)).toBe(false);
  });

  it('resolves relative folders and paths against the working directory', () => {
    expect(insideDir('data/media', 'data/media/house.jpg')).toBe(true);
    expect(insideDir('data/media', 'data/owners.json')).toBe(false);
  });
});
