// The export handed to `npm run publish` as a folder, a .zip (also one made on a Mac, with its export
// inside a folder) or a .tar.gz lands as the same files in the release's data/ folder.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { pagesFaultedAfter, pagesOf } from './pages-faulted';
import { exportKind, unpackExport } from './unpack-export';

const dir = mkdtempSync(join(tmpdir(), 'unpack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const exportFiles = (into: string) => ({
  site: readFileSync(join(into, 'site.json'), 'utf8'),
  media: readdirSync(join(into, 'media')),
});

describe('unpackExport', () => {
  it('copies a folder', async () => {
    const source = join(dir, 'folder');
    mkdirSync(join(source, 'media'), { recursive: true });
    writeFileSync(join(source, 'site.json'), '{"a":1}');
    writeFileSync(join(source, 'media', 'x.jpg'), 'jpg');
    expect(exportKind(source)).toBe('folder');
    await unpackExport(source, join(dir, 'out-folder'));
    expect(exportFiles(join(dir, 'out-folder'))).toEqual({ site: '{"a":1}', media: ['x.jpg'] });
  });

  it('links the files of a folder nobody changes, its links followed, and copies another’s', async () => {
    const source = join(dir, 'own');
    mkdirSync(source);
    writeFileSync(join(source, 'site.json'), '{"b":1}');
    // A changed export names the live release's media folder through a link.
    symlinkSync(join(dir, 'folder', 'media'), join(source, 'media'));
    await unpackExport(source, join(dir, 'out-linked'), true);
    expect(exportFiles(join(dir, 'out-linked'))).toEqual({ site: '{"b":1}', media: ['x.jpg'] });
    expect(statSync(join(dir, 'out-linked', 'site.json')).ino).toBe(statSync(join(source, 'site.json')).ino);
    expect(statSync(join(dir, 'out-linked', 'media', 'x.jpg')).ino).toBe(
      statSync(join(dir, 'folder', 'media', 'x.jpg')).ino,
    );
    expect(lstatSync(join(dir, 'out-linked', 'media')).isSymbolicLink()).toBe(false);
    await unpackExport(source, join(dir, 'out-copied'));
    expect(statSync(join(dir, 'out-copied', 'site.json')).ino).not.toBe(
      statSync(join(source, 'site.json')).ino,
    );
  });

  it('links and copies in this process: a large watcher’s memory is not made to fault', async () => {
    const source = join(dir, 'own');
    const faulted = await pagesFaultedAfter(async () => {
      await unpackExport(source, join(dir, 'out-linked-here'), true);
      await unpackExport(source, join(dir, 'out-copied-here'));
    });
    expect(faulted).toBeLessThan(pagesOf() / 4);
    expect(exportFiles(join(dir, 'out-copied-here'))).toEqual({ site: '{"b":1}', media: ['x.jpg'] });
  });

  it('unpacks a zip whose export sits in one folder, next to macOS resource forks', async () => {
    const zip = join(dir, 'export.zip');
    writeFileSync(
      zip,
      zipSync({
        'export-2026/site.json': strToU8('{"b":2}'),
        'export-2026/media/y.jpg': strToU8('jpg'),
        '__MACOSX/export-2026/._site.json': strToU8('fork'),
      }),
    );
    await unpackExport(zip, join(dir, 'out-zip'));
    expect(exportFiles(join(dir, 'out-zip'))).toEqual({ site: '{"b":2}', media: ['y.jpg'] });
  });

  it('refuses a zip entry that would land outside the folder', async () => {
    const zip = join(dir, 'evil.zip');
    writeFileSync(zip, zipSync({ '../evil.json': strToU8('x'), 'site.json': strToU8('{}') }));
    await expect(unpackExport(zip, join(dir, 'out-evil'))).rejects.toThrow(/unsafe path/);
  });

  it('unpacks a .tar.gz', async () => {
    const source = join(dir, 'tar-source');
    mkdirSync(join(source, 'media'), { recursive: true });
    writeFileSync(join(source, 'site.json'), '{"c":3}');
    writeFileSync(join(source, 'media', 'z.jpg'), 'jpg');
    const file = join(dir, 'export.tar.gz');
    await tar.c({ gzip: true, file, cwd: source }, ['site.json', 'media']);
    expect(exportKind(file)).toBe('tar.gz');
    await unpackExport(file, join(dir, 'out-tar'));
    expect(exportFiles(join(dir, 'out-tar'))).toEqual({ site: '{"c":3}', media: ['z.jpg'] });
  });

  it('says what it takes when given something else', async () => {
    writeFileSync(join(dir, 'export.rar'), 'x');
    await expect(unpackExport(join(dir, 'export.rar'), join(dir, 'out-rar'))).rejects.toThrow(
      /not an export folder, a \.zip or a \.tar\.gz/,
    );
  });
});
