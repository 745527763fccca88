import { describe, expect, it } from 'vitest';
import { boxesOverlap, isHeaderFixed, scrollTopPosition, showsScrollTop } from './scroll-behaviour';

describe('thresholds', () => {
  it('fixes the header only after 30px', () => {
    expect(isHeaderFixed(0)).toBe(false);
    expect(isHeaderFixed(30)).toBe(false);
    expect(isHeaderFixed(31)).toBe(true);
    expect(isHeaderFixed(40)).toBe(true);
  });

  it('shows the scroll-to-top button only after 10px', () => {
    expect(showsScrollTop(10)).toBe(false);
    expect(showsScrollTop(11)).toBe(true);
  });
});

describe('scrollTopPosition', () => {
  it('starts where the page is, lands at the top after 500ms and moves only upwards', () => {
    expect(scrollTopPosition(2000, 0)).toBe(2000);
    expect(scrollTopPosition(2000, 250)).toBeCloseTo(1000);
    expect(scrollTopPosition(2000, 500)).toBe(0);
    expect(scrollTopPosition(2000, 900)).toBe(0);
    let previous = 2000;
    for (let elapsed = 0; elapsed <= 500; elapsed += 25) {
      const position = scrollTopPosition(2000, elapsed);
      expect(position).toBeLessThanOrEqual(previous);
      previous = position;
    }
  });
});

describe('boxesOverlap', () => {
  const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
  it('tells a shared area from boxes side by side or only touching', () => {
    expect(boxesOverlap(box(0, 0, 10, 10), box(5, 5, 15, 15))).toBe(true);
    expect(boxesOverlap(box(0, 0, 10, 10), box(10, 0, 20, 10))).toBe(false);
    expect(boxesOverlap(box(0, 0, 10, 10), box(0, 11, 10, 20))).toBe(false);
    expect(boxesOverlap(box(0, 0, 100, 100), box(40, 40, 60, 60))).toBe(true);
  });
  it('counts an empty box (an element out of the layout) as overlapping nothing', () => {
    expect(boxesOverlap(box(5, 5, 5, 5), box(0, 0, 10, 10))).toBe(false);
  });
});
