// Which paths of the export's media folder count as hidden, and are never published.
import { describe, expect, it } from 'vitest';
import { isHiddenPath } from './hidden-path';

describe('isHiddenPath', () => {
  it('finds a dot name at any depth, with either separator', () => {
    for (const path of ['.secret', '.DS_Store', '.git/config', 'photos/.DS_Store', 'a\\.git\\HEAD', '.env']) {
      expect(isHiddenPath(path), path).toBe(true);
    }
  });

  it('lets ordinary media through, dots inside a name included', () => {
    for (const path of ['', 'house-01.jpg', 'plans/floor.plan.v2.pdf', 'private/deed copy.pdf', 'x.']) {
      expect(isHiddenPath(path), path).toBe(false);
    }
  });
});
