import { describe, expect, it } from 'vitest';
import { inRuns } from './in-runs';

describe('inRuns', () => {
  it('groups consecutive items with the same key, keeping their order', () => {
    const fields = [
      { name: 'title', row: undefined },
      { name: 'firstName', row: 'names' },
      { name: 'lastName', row: 'names' },
      { name: 'email', row: 'reach' },
      { name: 'remark', row: undefined },
      { name: 'note', row: undefined },
    ];
    expect(
      inRuns(fields, (field) => field.row).map((run) => [run.key, run.items.map((f) => f.name)]),
    ).toEqual([
      [undefined, ['title']],
      ['names', ['firstName', 'lastName']],
      ['reach', ['email']],
      [undefined, ['remark', 'note']],
    ]);
  });

  it('starts a new run when a key comes back after another', () => {
    expect(inRuns(['a', 'b', 'a'], (item) => item).map((run) => run.key)).toEqual(['a', 'b', 'a']);
    expect(inRuns([], (item) => item)).toEqual([]);
  });
});
