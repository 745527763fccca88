import { describe, expect, it } from 'vitest';
import { pageKind, renderTimes, timesLine } from './render-times';

describe('render times', () => {
  it('sums seconds and pages by kind, costliest first', () => {
    const times = renderTimes();
    times.add('a', 0.5, '/a/1');
    times.add('b', 2, '/b');
    times.add('a', 1, '/a/2');
    times.add('c', 0.1, '/c');
    expect(times.top(2)).toEqual([
      { kind: 'b', pages: 1, seconds: 2 },
      { kind: 'a', pages: 2, seconds: 1.5 },
    ]);
    expect(times.slowest()).toEqual({ path: '/b', seconds: 2 });
    expect(timesLine({ costliest: times.top(2), slowest: times.slowest() })).toBe(
      'b 1 pages 2.0 s, a 2 pages 1.5 s, the slowest /b 2.00 s',
    );
    expect(timesLine({ costliest: [], slowest: undefined })).toBe('');
  });

  it('names a page by its route, and says when it has no cache key', () => {
    expect(pageKind({ route: { route: '/[...path]' }, cacheKey: 'k' })).toBe('/[...path]');
    expect(pageKind({ route: { route: '/[...path]' } })).toBe('/[...path] (no key)');
    expect(pageKind({ route: { route: '/[...path]' }, cacheKey: 'k' }, true)).toBe('/[...path] block');
  });
});
