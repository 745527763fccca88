// A warm release's manifest: the live one less what the warm render wrote, also when this process wrote
// the live one (kept in memory) and when that file was written anew since.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestOf, readManifest, writeTrimmedManifest } from './trimmed-manifest';

const root = mkdtempSync(join(tmpdir(), 'trimmed-manifest-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const release = (name: string) => ({ cacheDir: join(root, name, 'cache') });
const page = (file: string) => ({ key: `key of ${file}`, outputFile: `client/${file}` });
const read = (name: string) => JSON.parse(readFileSync(manifestOf(release(name)), 'utf8'));

describe('writeTrimmedManifest', () => {
  it('drops the written pages, release after release, and reads a manifest written anew from its file', () => {
    const built = {
      version: 1,
      routes: {
        'src/pages/[...path].astro': {
          paths: { '/a/': page('a/index.html'), '/b/': page('b/index.html'), '/c/': page('c/index.html') },
        },
        'src/pages/robots.txt.ts': { paths: { '/robots.txt': page('robots.txt') } },
      },
    };
    mkdirSync(release('built').cacheDir, { recursive: true });
    writeFileSync(manifestOf(release('built')), JSON.stringify(built));

    writeTrimmedManifest(release('built'), release('first'), ['a/index.html']);
    expect(Object.keys(read('first').routes['src/pages/[...path].astro'].paths)).toEqual(['/b/', '/c/']);
    // The next release builds on the one just made, whose manifest this process wrote.
    writeTrimmedManifest(release('first'), release('second'), ['b/index.html', 'robots.txt']);
    expect(read('second')).toEqual({
      version: 1,
      routes: {
        'src/pages/[...path].astro': { paths: { '/c/': page('c/index.html') } },
        'src/pages/robots.txt.ts': { paths: {} },
      },
    });
    // The file the first release left is unchanged by what the second took out.
    expect(Object.keys(read('first').routes['src/pages/[...path].astro'].paths)).toEqual(['/b/', '/c/']);

    // Rolled back to the first release, the next one is made from it again: from the pages it had.
    writeTrimmedManifest(release('first'), release('after-rollback'), ['c/index.html']);
    expect(read('after-rollback')).toEqual({
      version: 1,
      routes: {
        'src/pages/[...path].astro': { paths: { '/b/': page('b/index.html') } },
        'src/pages/robots.txt.ts': { paths: { '/robots.txt': page('robots.txt') } },
      },
    });

    // Written anew by something else (a full build over it): read from the file, not from memory.
    writeFileSync(manifestOf(release('second')), JSON.stringify(built));
    writeTrimmedManifest(release('second'), release('third'), ['c/index.html']);
    expect(Object.keys(read('third').routes['src/pages/[...path].astro'].paths)).toEqual(['/a/', '/b/']);
  });
});

describe('readManifest', () => {
  it('parses a manifest once while its file is unchanged, again once it is written anew', () => {
    const file = manifestOf(release('read'));
    expect(readManifest(file)).toBeUndefined();
    mkdirSync(release('read').cacheDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ routes: { a: { paths: { '/a/': page('a/index.html') } } } }));
    const first = readManifest(file);
    expect(first?.routes?.a?.paths?.['/a/']?.outputFile).toBe('client/a/index.html');
    // The warm renderer's keys and the trimmed manifest share one parse.
    expect(readManifest(file)).toBe(first);
    writeFileSync(file, JSON.stringify({ routes: { b: { paths: {} } } }));
    expect(Object.keys(readManifest(file)?.routes ?? {})).toEqual(['b']);
  });
});
