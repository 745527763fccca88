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
});
