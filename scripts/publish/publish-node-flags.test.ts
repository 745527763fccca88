import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import { describe, expect, it } from 'vitest';
import { publishNodeFlags } from './publish-node-flags.mjs';

describe("the publishing processes' Node flags", () => {
  it('are those `npm run publish` starts with', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: { publish?: string };
    };
    expect(scripts.publish).toBe(`tsx ${publishNodeFlags.join(' ')} scripts/publish/publish.ts`);
  });

  // Node's default is about a quarter of the memory, at most some 4 GB; half of it is more on any machine
  // a large site publishes on.
  it.skipIf(totalmem() < 8 * 2 ** 30)("raise the heap limit above Node's default", () => {
    const limitWith = (flags: readonly string[]) =>
      Number(
        spawnSync(
          process.execPath,
          [...flags, '-p', 'require("node:v8").getHeapStatistics().heap_size_limit'],
          { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
        ).stdout,
      );
    const plain = limitWith([]);
    expect(plain).toBeGreaterThan(0);
    expect(limitWith(publishNodeFlags)).toBeGreaterThan(plain);
  });

  // A watcher's render makes buffers a page at a time (outside V8's heap) beside a large heap that stays
  // alive: those buffers must not set off a full collection of that heap every few tens of megabytes.
  it('keep short-lived buffers from setting off full collections of a live heap', () => {
    const majorsWith = (flags: readonly string[]) =>
      Number(
        spawnSync(process.execPath, [...flags, '-e', bufferChurn], {
          encoding: 'utf8',
          env: { ...process.env, NODE_OPTIONS: '' },
        }).stdout,
      );
    const plain = majorsWith([]);
    expect(plain).toBeGreaterThanOrEqual(4);
    expect(majorsWith(publishNodeFlags)).toBeLessThanOrEqual(plain / 4);
  });
});

// Keeps 2 million objects alive, then makes and drops 800 buffers of 1 MB; prints how many full
// collections that made.
const bufferChurn = `
const { PerformanceObserver, constants } = require('node:perf_hooks');
const live = Array.from({ length: 2e6 }, (_, i) => ({ i }));
let majors = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors++;
}).observe({ entryTypes: ['gc'] });
setTimeout(() => {
  majors = 0;
  let last = 0;
  for (let i = 0; i < 800; i++) last = Buffer.allocUnsafeSlow(1 << 20).fill(i % 256).at(-1);
  setTimeout(() => console.log(live.length > 0 && last >= 0 ? majors : -1), 50);
}, 50);
`;
