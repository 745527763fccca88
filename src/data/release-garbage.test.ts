import { spawnSync } from 'node:child_process';
import { getHeapStatistics, type HeapInfo, setFlagsFromString } from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { astroBuildNodeFlags } from '../../scripts/build/astro-build-flags.mjs';
import { growHeapForPages, largeHeapBytes, pagesHeapGrowingPercent, releaseGarbage } from './release-garbage';

vi.mock('node:v8', async (original) => ({
  ...(await original<typeof import('node:v8')>()),
  getHeapStatistics: vi.fn(),
  setFlagsFromString: vi.fn(),
}));

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

describe('growHeapForPages', () => {
  afterEach(() => vi.mocked(setFlagsFromString).mockClear());
  const inUse = (bytes: number) =>
    vi.mocked(getHeapStatistics).mockReturnValue({ used_heap_size: bytes } as HeapInfo);

  it("lets a large heap grow by 35 % of what survived between V8's full collections", () => {
    inUse(1.6 * 1024 ** 3);
    growHeapForPages();
    expect(setFlagsFromString).toHaveBeenCalledExactlyOnceWith(
      `--heap-growing-percent=${pagesHeapGrowingPercent}`,
    );
    expect(pagesHeapGrowingPercent).toBe(35);
  });

  it("leaves a smaller heap to V8's own sizing", () => {
    inUse(largeHeapBytes - 1);
    growHeapForPages();
    expect(setFlagsFromString).not.toHaveBeenCalled();
  });
});

describe('the heap growing flag', () => {
  it('is one V8 reads while the process runs', () => {
    // Set after the start, as growHeapForPages does; V8 prints the factor it used at each collection.
    const run = spawnSync(process.execPath, [
      '--trace-gc-verbose',
      '--expose-gc',
      '-e',
      "require('node:v8').setFlagsFromString('--heap-growing-percent=50'); gc();",
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout.toString()).toMatch(/HeapController\] factor 1\.5 /);
  });
});
