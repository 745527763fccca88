// Layouts kept by file stamp: found again for the same file (or a hard link of it), never for a file
// written since.
import { linkSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepWrittenLayout, keptLayout, readArrayFile } from './array-layouts';
import { arrayElements } from './json-array-elements';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));
const buffer = () => Buffer.alloc(1024);

describe('readArrayFile', () => {
  it('finds the elements of a file it read again, for the file and for a hard link of it', () => {
    folder = mkdtempSync(join(tmpdir(), 'array-layouts-'));
    const path = join(folder, 'a.json');
    writeFileSync(path, '[{"ID": 1}, {"ID": 2}]');
    const first = readArrayFile(path, buffer());
    expect(first.elements).toEqual([
      { start: 1, end: 10, id: 1 },
      { start: 12, end: 21, id: 2 },
    ]);
    expect(readArrayFile(path, buffer()).elements).toBe(first.elements);
    linkSync(path, join(folder, 'link.json'));
    expect(readArrayFile(join(folder, 'link.json'), buffer()).elements).toBe(first.elements);
  });

  it('scans a file written again in place, even to the same size', () => {
    folder = mkdtempSync(join(tmpdir(), 'array-layouts-'));
    const path = join(folder, 'a.json');
    writeFileSync(path, '[{"ID": 1}, {"ID": 2}]');
    readArrayFile(path, buffer());
    writeFileSync(path, '[{"ID":11},{"ID":22} ]');
    const { bytes, elements } = readArrayFile(path, buffer());
    expect(elements).toEqual(arrayElements(bytes));
    expect(elements?.[1]).toEqual({ start: 11, end: 20, id: 22 });
  });

  it('keeps the layout its writer gives for the file as written, and for no later version', () => {
    folder = mkdtempSync(join(tmpdir(), 'array-layouts-'));
    const path = join(folder, 'a.json');
    writeFileSync(path, '[7]');
    const layout = [{ start: 1, end: 2, id: undefined }];
    keepWrittenLayout(path, layout);
    expect(keptLayout(path)).toBe(layout);
    expect(readArrayFile(path, buffer()).elements).toBe(layout);
    writeFileSync(path, '[8, 9]');
    expect(keptLayout(path)).toBeUndefined();
    expect(keptLayout(join(folder, 'none.json'))).toBeUndefined();
  });
});

describe('the layouts kept', () => {
  it('keep the file read at each publish while the files written after it come and go', () => {
    folder = mkdtempSync(join(tmpdir(), 'array-layouts-'));
    const live = join(folder, 'live.json');
    writeFileSync(live, '[{"ID": 1}]');
    const first = readArrayFile(live, buffer()).elements;
    // Each pushed change reads the live file, then writes a file of its own (rolled back after).
    for (const n of [1, 2, 3, 4]) {
      expect(readArrayFile(live, buffer()).elements).toBe(first);
      const written = join(folder, `written-${n}.json`);
      writeFileSync(written, `[{"ID": ${n}}]`);
      keepWrittenLayout(written, [{ start: 1, end: 10, id: n }]);
    }
    expect(keptLayout(live)).toBe(first);
  });
});
