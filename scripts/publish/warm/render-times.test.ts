import { describe, expect, it, vi } from 'vitest';
import { pageKind, renderTimes, timedWait, timesLine, timesTold } from './render-times';

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
    expect(timesLine(timesTold(times, 2))).toBe('b 1 pages 2.0 s, a 2 pages 1.5 s, the slowest /b 2.00 s');
    expect(timesLine({ costliest: [], slowest: undefined, waits: new Map() })).toBe('');
  });

  it('names a page by its route, and says when it has no cache key', () => {
    expect(pageKind({ route: { route: '/[...path]' }, cacheKey: 'k' })).toBe('/[...path]');
    expect(pageKind({ route: { route: '/[...path]' } })).toBe('/[...path] (no key)');
    expect(pageKind({ route: { route: '/[...path]' }, cacheKey: 'k' }, true)).toBe('/[...path] block');
  });

  it('adds up the waits it times, failed ones too, and tells them after the pages', async () => {
    const times = renderTimes();
    times.add('a', 1, '/a');
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    const wait = timedWait(times, 'the worker', async (seconds: number) => {
      now += seconds * 1000;
      if (seconds > 1) throw new Error('gone');
      return seconds;
    });
    await expect(wait(0.25)).resolves.toBe(0.25);
    await expect(wait(1.5)).rejects.toThrow('gone');
    clock.mockRestore();
    expect(times.waits()).toEqual(new Map([['the worker', 1.75]]));
    expect(timesLine(timesTold(times, 1))).toBe(
      'a 1 pages 1.0 s, the slowest /a 1.00 s; waiting for the worker 1.8 s',
    );
  });
});
