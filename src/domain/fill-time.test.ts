import { describe, expect, it } from 'vitest';
import { fillWaitMs, minimumFillMs, postedTooFast } from './fill-time';

describe('fillWaitMs', () => {
  it('waits out what is left of the minimum, and nothing once it has passed', () => {
    expect(fillWaitMs(10_000, 10_500)).toBe(minimumFillMs - 500);
    expect(fillWaitMs(10_000, 10_000 + minimumFillMs)).toBe(0);
    expect(fillWaitMs(10_000, 60_000)).toBe(0);
  });
  it('never waits longer than the minimum, even if the clock went back', () => {
    expect(fillWaitMs(10_000, 5_000)).toBe(minimumFillMs);
  });
});

describe('postedTooFast', () => {
  it('refuses a post sent sooner than the minimum after its start', () => {
    expect(postedTooFast(10_000, 11_000, 3000)).toBe(true);
    expect(postedTooFast(10_000, 13_000, 3000)).toBe(false);
  });
  it('accepts a post from a visitor whose clock is ahead of the server’s', () => {
    expect(postedTooFast(70_000, 10_000, 3000)).toBe(false);
  });
});
