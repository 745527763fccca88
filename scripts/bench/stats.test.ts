import { describe, expect, it } from 'vitest';
import { percentile } from './stats';

describe('percentile', () => {
  it('takes the nearest rank of the sorted values', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
  });
  it('of 50 values, p95 is the 48th smallest', () => {
    const values = Array.from({ length: 50 }, (_, index) => 50 - index);
    expect(percentile(values, 95)).toBe(48);
    expect(percentile(values, 50)).toBe(25);
  });
  it('is undefined for no values and refuses a percent out of range', () => {
    expect(percentile([], 50)).toBeUndefined();
    expect(() => percentile([1], 101)).toThrow();
  });
});
