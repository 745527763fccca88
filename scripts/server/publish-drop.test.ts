import { describe, expect, it } from 'vitest';
import { defaultMaxMegabytes, dropMaxBytes } from './publish-drop.ts';

describe('dropMaxBytes', () => {
  it('reads PUBLISH_MAX_MB in megabytes, else 1 GB; nothing, zero or words leave the default', () => {
    expect(dropMaxBytes({ PUBLISH_MAX_MB: '3' })).toBe(3 * 1024 * 1024);
    expect(dropMaxBytes({ PUBLISH_MAX_MB: '0.5' })).toBe(512 * 1024);
    for (const value of [undefined, '', ' ', '0', '-1', 'lots'])
      expect(dropMaxBytes({ PUBLISH_MAX_MB: value })).toBe(defaultMaxMegabytes * 1024 * 1024);
    expect(defaultMaxMegabytes).toBe(1024);
  });
});
