import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { astroBuildNodeFlags } from '../../scripts/build/astro-build-flags.mjs';
import { releaseGarbage } from './release-garbage';

describe('releaseGarbage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs a memory-reducing collection where gc is exposed', () => {
    const gc = vi.fn();
    vi.stubGlobal('gc', gc);
    releaseGarbage();
    expect(gc).toHaveBeenCalledExactlyOnceWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  });

  it('does nothing where it is not', () => {
    vi.stubGlobal('gc', undefined);
    expect(() => releaseGarbage()).not.toThrow();
  });

  it('is exposed in the processes the scripts start for astro build', () => {
    const run = spawnSync(process.execPath, [
      ...astroBuildNodeFlags,
      '-e',
      "gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }); process.exit(typeof gc === 'function' ? 0 : 1)",
    ]);
    expect(run.stderr.toString()).toBe('');
    expect(run.status).toBe(0);
  });
});
