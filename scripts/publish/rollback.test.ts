// `npm run rollback` as staff run it, where nothing was ever published: a sentence, not a stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const scratch = mkdtempSync(join(tmpdir(), 'rollback-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function rollback(releases: string) {
  return spawnSync(process.execPath, ['scripts/publish/rollback.ts'], {
    env: { ...process.env, RELEASES_DIR: releases },
    encoding: 'utf8',
  });
}

describe('npm run rollback', () => {
  it('says there is nothing to roll back to when no release was ever published, and makes no folder', () => {
    const releases = join(scratch, 'never-published');
    const run = rollback(releases);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Nothing to roll back to: no release has been published');
    expect(run.stderr).not.toContain('ENOENT');
    expect(existsSync(releases)).toBe(false);
  });
});
