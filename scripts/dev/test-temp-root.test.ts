import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeLeftRoots, runFolderPrefix } from './test-temp-root';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the test run temporary folder', () => {
  it('is where a test makes its temporary folders, so the run removes them when it ends', () => {
    const parent = tmpdir().split(sep).slice(0, -1).join(sep);
    expect(tmpdir().slice(parent.length + 1)).toMatch(new RegExp(`^${runFolderPrefix}\\d+-`));
  });

  it("removes the folders of runs whose process is gone, and keeps a running one's", () => {
    const parent = mkdtempSync(join(tmpdir(), 'left-roots-'));
    scratch.push(parent);
    // A pid that ran and ended.
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    const left = join(parent, `${runFolderPrefix}${ended}-abc`);
    const running = join(parent, `${runFolderPrefix}${process.pid}-def`);
    const other = join(parent, 'forms-api-xyz');
    for (const dir of [left, running, other]) mkdirSync(join(dir, 'inner'), { recursive: true });
    removeLeftRoots(parent);
    expect([left, running, other].map(existsSync)).toEqual([false, true, true]);
  });
});
