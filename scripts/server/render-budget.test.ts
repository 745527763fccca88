// On-demand renderings get a burst, then a share of the time; a spent budget refuses until time repays it.
import { describe, expect, it } from 'vitest';
import { renderBudget } from './render-budget.ts';

function clocked(limits: { share: number; burstMs: number }) {
  let time = 0;
  const budget = renderBudget(limits, () => time);
  /** A rendering asked for now that takes `ms` if admitted; whether it was. */
  const render = (ms: number) => {
    const done = budget.admit();
    if (done === undefined) return false;
    time += ms;
    done();
    return true;
  };
  const wait = (ms: number) => {
    time += ms;
  };
  return { render, wait, budget };
}

describe('renderBudget', () => {
  it('admits a burst, then refuses, then admits again as the share of the time repays it', () => {
    const { render, wait } = clocked({ share: 0.25, burstMs: 200 });
    // 200 ms of burst, repaid at a quarter of the time: renderings of 50 ms start while any is left
    // (the sixth with 12.5 ms), which leaves the budget 37.5 ms below zero.
    expect(Array.from({ length: 8 }, () => render(50))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    wait(100);
    expect(render(50)).toBe(false);
    wait(100);
    expect(render(50)).toBe(true);
    expect(render(50)).toBe(false);
  });

  it('never lets renderings take more than their share over a long flood', () => {
    const { render, wait } = clocked({ share: 0.25, burstMs: 200 });
    let rendering = 0;
    for (let index = 0; index < 10_000; index++) {
      if (render(40)) rendering += 40;
      else wait(1);
    }
    const elapsed = rendering + (10_000 - rendering / 40);
    expect(rendering / elapsed).toBeLessThan(0.27);
    expect(rendering / elapsed).toBeGreaterThan(0.2);
  });

  it('charges renderings admitted together when they end, and a second call of done nothing', () => {
    let time = 0;
    const budget = renderBudget({ share: 0.5, burstMs: 100 }, () => time);
    const first = budget.admit();
    const second = budget.admit();
    time += 150;
    first?.();
    second?.();
    second?.();
    // 100 + 75 repaid - 150 - 150 = -125: refused until 250 ms more have passed.
    expect(budget.admit()).toBeUndefined();
    time += 240;
    expect(budget.admit()).toBeUndefined();
    time += 20;
    expect(budget.admit()).toBeDefined();
  });
});
