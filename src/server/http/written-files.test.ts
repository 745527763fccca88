import fs, { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { watchWrittenFiles } from './written-files';

let folder = '';
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('watchWrittenFiles', () => {
  it("hands over each file written under the folder, as Astro's build writes its pages, once on disk", async () => {
    folder = mkdtempSync(join(tmpdir(), 'written-'));
    const client = join(folder, 'client');
    mkdirSync(client);
    const handed: [string, string, string][] = [];
    stop = watchWrittenFiles(client, async (path, body) => {
      handed.push([path, body.toString(), readFileSync(path, 'utf8')]);
    });
    // As core/build/generate.js writes: through the fs object, to a file URL, with a Buffer.
    await fs.promises.writeFile(pathToFileURL(join(client, 'page.html')), Buffer.from('<p>page</p>'));
    await fs.promises.writeFile(join(client, 'index.json'), new Uint8Array([123, 125]));
    // Not handed over: outside the folder (its name only starts alike), or written as a string.
    await fs.promises.writeFile(join(folder, 'client-other.html'), Buffer.from('<p>other</p>'));
    await fs.promises.writeFile(join(client, 'redirect.html'), '<meta http-equiv="refresh">');
    expect(handed).toEqual([
      [join(client, 'page.html'), '<p>page</p>', '<p>page</p>'],
      [join(client, 'index.json'), '{}', '{}'],
    ]);
  });

  it('stops handing over once stopped, and a failed write still fails', async () => {
    folder = mkdtempSync(join(tmpdir(), 'written-'));
    const handed: string[] = [];
    stop = watchWrittenFiles(folder, async (path) => {
      handed.push(path);
    });
    await expect(
      fs.promises.writeFile(join(folder, 'missing', 'page.html'), Buffer.from('x')),
    ).rejects.toThrow(/ENOENT/);
    stop();
    await fs.promises.writeFile(join(folder, 'page.html'), Buffer.from('x'));
    await writeFile(join(folder, 'other.html'), Buffer.from('y'));
    expect(handed).toEqual([]);
    expect(readFileSync(join(folder, 'page.html'), 'utf8')).toBe('x');
  });
});
