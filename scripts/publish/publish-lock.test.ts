// Unit tests of the publish lock: one holder at a time, a dead holder's lock taken over.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, isRunning, lockPath } from './publish-lock.ts';

let releases = '';
beforeEach(() => {
  releases = mkdtempSync(join(tmpdir(), 'lock-'));
});
afterEach(() => rmSync(releases, { recursive: true, force: true }));

// A process id that is not running: a child that has exited.
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((done) => child.on('exit', done));
  return child.pid ?? 0;
}

describe('acquireLock', () => {
  it('answers who holds the lock while it is held, and frees it on release', () => {
    const first = acquireLock(releases, 'publish a');
    if ('held' in first) throw new Error('expected the lock');
    const second = acquireLock(releases, 'publish b');
    expect(second).toEqual({ held: expect.objectContaining({ pid: process.pid, task: 'publish a' }) });
    first.release();
    expect(existsSync(lockPath(releases))).toBe(false);
    const third = acquireLock(releases, 'publish c');
    expect('held' in third).toBe(false);
  });

  it('takes over the lock of a publisher killed with -9, and stops its orphaned build', async () => {
    const build = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true });
    const pid = await deadPid();
    writeFileSync(
      lockPath(releases),
      JSON.stringify({ pid, startedAt: '', task: 'publish x', buildPid: build.pid }),
    );
    const lock = acquireLock(releases, 'publish y');
    expect('held' in lock).toBe(false);
    await new Promise((done) => build.on('exit', done));
    expect(isRunning(build.pid ?? 0)).toBe(false);
    expect(JSON.parse(readFileSync(lockPath(releases), 'utf8'))).toMatchObject({
      pid: process.pid,
      task: 'publish y',
    });
  });

  it('takes over the lock of a dead publisher whose id a new process got, and leaves that process be', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    await new Promise((done) => setTimeout(done, 100));
    writeFileSync(
      lockPath(releases),
      JSON.stringify({
        pid: other.pid,
        pidStart: '1',
        startedAt: '',
        task: 'publish x',
        buildPid: other.pid,
        buildStart: '1',
      }),
    );
    expect('held' in acquireLock(releases, 'publish y')).toBe(false);
    expect(isRunning(other.pid ?? 0)).toBe(true);
    other.kill();
  });

  it('takes over a lock file left half-written', () => {
    writeFileSync(lockPath(releases), '{"pid":');
    expect('held' in acquireLock(releases, 'publish z')).toBe(false);
  });
});
