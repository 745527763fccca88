import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lookAtDrop, watchDropFolder } from './watch-drop-folder';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'drop-folder-'));
  scratch.push(dir);
  return dir;
};

describe('the drop folder watcher', () => {
  it('reads a drop once it has been still for the settling time counted from its last change, not from the first look', async () => {
    const root = folder();
    const source = join(root, 'source');
    mkdirSync(source);
    writeFileSync(join(source, 'properties.json'), '[]');
    const drops = join(root, 'drops');
    mkdirSync(drops);
    cpSync(source, join(drops, 'export'), { recursive: true });
    const copied = Date.now();
    const stop = new AbortController();
    let publishedAt = 0;
    const lines: string[] = [];
    // A poll far longer than the wait: only a look at the end of the wait can publish it in time.
    const watching = watchDropFolder(drops, {
      settleMs: 2000,
      pollMs: 60_000,
      log: (line) => lines.push(line),
      signal: stop.signal,
      publish: async () => {
        publishedAt = Date.now();
        stop.abort();
        return { kind: 'unchanged' };
      },
    });
    // Stopped during its publish, the watcher ends at once (not after its next poll).
    await watching;
    expect(Date.now() - publishedAt).toBeLessThan(10_000);
    expect(lines).toContain('Seen export; waiting for it to stop changing.');
    expect(publishedAt - copied).toBeGreaterThanOrEqual(1900);
    expect(publishedAt - copied).toBeLessThan(10_000);
  });

  it('reads a drop at once when a ready marker written after it says it is whole, and removes the marker', async () => {
    const drops = folder();
    const stop = new AbortController();
    const published: string[] = [];
    const lines: string[] = [];
    // No drop is read by waiting here: the wait and the poll outlast the test.
    const watching = watchDropFolder(drops, {
      settleMs: 600_000,
      pollMs: 600_000,
      log: (line) => {
        lines.push(line);
        if (line.startsWith('Unchanged')) stop.abort();
      },
      signal: stop.signal,
      publish: async (path) => {
        published.push(path);
        return { kind: 'unchanged' };
      },
    });
    // Written while the watcher sleeps: the marker wakes it.
    while (!lines.some((line) => line.startsWith('Watching')))
      await new Promise((done) => setTimeout(done, 10));
    writeFileSync(join(drops, 'export.zip'), 'zip bytes');
    writeFileSync(join(drops, 'export.zip.ready'), '');
    await watching;
    expect(published).toEqual([join(drops, 'export.zip')]);
    expect(existsSync(join(drops, 'export.zip.ready'))).toBe(false);
    expect(existsSync(join(drops, 'export.zip'))).toBe(false);
  });

  it('sees a change that a copy setting back the modification time makes', () => {
    const drop = join(folder(), 'export');
    mkdirSync(drop);
    writeFileSync(join(drop, 'properties.json'), '[1]');
    const before = lookAtDrop(drop);
    writeFileSync(join(drop, 'properties.json'), '[2]');
    utimesSync(join(drop, 'properties.json'), new Date(0), new Date(0));
    const after = lookAtDrop(drop);
    expect(after.signature).not.toBe(before.signature);
    expect(after.changedAt).toBeGreaterThanOrEqual(before.changedAt);
  });
});
