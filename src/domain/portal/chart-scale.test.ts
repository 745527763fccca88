// Unit tests of the bar chart's arithmetic: round ticks, bars inside the plot, today always labelled.
import { describe, expect, it } from 'vitest';
import { chartLayout, labelledDays, niceScale } from './chart-scale';

describe('niceScale', () => {
  it('steps by 1, 2 or 5 times a power of ten, up to a whole step above the highest count', () => {
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(4)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(niceScale(130)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
    expect(niceScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('never has a step below one view, nor more steps than asked', () => {
    expect(niceScale(1)).toEqual({ top: 1, ticks: [0, 1] });
    for (const max of [3, 9, 11, 37, 99, 101, 999, 12_345]) {
      const { top, ticks } = niceScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });

  it('keeps an axis for an all-zero or broken series', () => {
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(-3)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(Number.NaN)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

describe('chartLayout', () => {
  const margins = { top: 10, right: 0, bottom: 20, left: 30 };

  it('puts equal bars side by side in the plot, the highest one reaching the scale at its height', () => {
    const layout = chartLayout([0, 5, 10], { width: 330, height: 130 }, margins, 0.5);
    expect(layout.plot).toEqual({ x: 30, y: 10, width: 300, height: 100 });
    expect(layout.bars.map((bar) => bar.x)).toEqual([55, 155, 255]);
    expect(layout.bars.map((bar) => bar.width)).toEqual([50, 50, 50]);
    expect(layout.bars.map((bar) => bar.height)).toEqual([0, 50, 100]);
    // Every bar stands on the baseline.
    for (const bar of layout.bars) expect(bar.y + bar.height).toBe(110);
    expect(layout.ticks).toEqual([
      { value: 0, y: 110 },
      { value: 5, y: 60 },
      { value: 10, y: 10 },
    ]);
  });

  it('draws nothing outside a drawing too small for its margins', () => {
    const layout = chartLayout([3], { width: 10, height: 10 }, margins);
    expect(layout.plot.width).toBe(0);
    expect(layout.plot.height).toBe(0);
    expect(layout.bars[0]?.height).toBe(0);
  });

  it('has no bars for no days', () => {
    expect(chartLayout([], { width: 300, height: 100 }, margins).bars).toEqual([]);
  });
});

describe('labelledDays', () => {
  it('labels the last day and every seventh before it', () => {
    expect(labelledDays(30, 7)).toEqual([1, 8, 15, 22, 29]);
    expect(labelledDays(3, 7)).toEqual([2]);
    expect(labelledDays(0, 7)).toEqual([]);
  });
});
