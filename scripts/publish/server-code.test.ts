// Unit tests of the kept API code: a copy per code version, recorded by the servers that use it, and
// pruned once none of them runs.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptServerCode, pruneServerCode, serverCodeHash, sourceFingerprint } from './server-code.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'server-code-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build's server folder with an entry and a route chunk. */
function build(name: string, code: string): string {
  const server = join(dir, name, 'dist', 'server');
  mkdirSync(join(server, 'chunks'), { recursive: true });
  writeFileSync(join(server, 'entry.mjs'), code);
  writeFileSync(join(server, 'chunks', 'route.mjs'), `// ${code}`);
  return server;
}

/** The pid of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '0']).pid ?? 0;

describe('keptServerCode and pruneServerCode', () => {
  it('keeps the copy a running server uses, and removes the copies whose servers all ended', () => {
    const root = join(dir, 'server-code');
    const one = build('one', 'export const v = 1;');
    const two = build('two', 'export const v = 2;');
    const kept = keptServerCode(one, root);
    expect(existsSync(join(kept, 'chunks', 'route.mjs'))).toBe(true);
    expect(kept).toBe(join(root, serverCodeHash(one), 'server'));
    // A server that ran release two's code and ended (its record stays behind).
    keptServerCode(two, root);
    const twoHash = serverCodeHash(two);
    writeFileSync(join(root, twoHash, 'users', String(endedPid())), '');
    rmSync(join(root, twoHash, 'users', String(process.pid)));
    // Made by a server from before the records: left, it may still run.
    mkdirSync(join(root, 'legacy', 'server'), { recursive: true });

    // Young folders are left alone (a server may be making one); with no minimum age, pruned.
    expect(pruneServerCode(root)).toEqual([]);
    expect(pruneServerCode(root, 0)).toEqual([twoHash]);
    expect(readdirSync(root).sort()).toEqual([serverCodeHash(one), 'legacy'].sort());
    expect(existsSync(join(kept, 'entry.mjs'))).toBe(true);
  });
});

describe('sourceFingerprint', () => {
  // Each file's digest is kept under its stamp between calls (a watcher asks at every publish): the
  // fingerprint must still follow every change of the source.
  afterEach(() => vi.useRealTimers());

  function checkout(): string {
    const root = join(dir, 'checkout');
    mkdirSync(join(root, 'src', 'data'), { recursive: true });
    writeFileSync(join(root, 'src', 'data', 'a.ts'), 'export const a = 1;');
    writeFileSync(join(root, 'package-lock.json'), '{}');
    return root;
  }

  it('reads a file changed in the last seconds every time: a same-size edit within the clock tick is seen', () => {
    const root = checkout();
    const first = sourceFingerprint(root);
    writeFileSync(join(root, 'src', 'data', 'a.ts'), 'export const a = 2;');
    expect(sourceFingerprint(root)).not.toBe(first);
  });

  it('stays while settled files stay, and changes with a file rewritten, added, or the lock file', () => {
    const root = checkout();
    // The files as seen a minute later: settled, so their digests are kept.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const first = sourceFingerprint(root);
    expect(sourceFingerprint(root)).toBe(first);

    // Written through a rename (as editors and git write), with the very same size and times.
    const file = join(root, 'src', 'data', 'a.ts');
    const when = new Date('2026-01-01T00:00:00Z');
    utimesSync(file, when, when);
    const stamped = sourceFingerprint(root);
    writeFileSync(`${file}.new`, 'export const a = 3;');
    utimesSync(`${file}.new`, when, when);
    renameSync(`${file}.new`, file);
    const rewritten = sourceFingerprint(root);
    expect(rewritten).not.toBe(stamped);

    writeFileSync(join(root, 'src', 'b.ts'), '');
    const added = sourceFingerprint(root);
    expect(added).not.toBe(rewritten);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(sourceFingerprint(root)).not.toBe(added);
  });
});
