// Unit tests of status: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { goalName, isGoal, isSoldOrRented, marqueeCodes, statusFromMarquee } from './status';

describe('statusFromMarquee', () => {
  it.each([
    [0, 'available'],
    [1, 'new'],
    [2, 'option'],
    [3, 'sold'],
    [4, 'rented'],
    [5, 'price-lowered'],
    [6, 'available'],
    [-1, 'available'],
    [1.5, 'available'],
  ])('%d -> %s', (marquee, status) => {
    expect(statusFromMarquee(marquee)).toBe(status);
  });
});

describe('marqueeCodes', () => {
  it('is the reverse of statusFromMarquee for every status', () => {
    for (const [status, code] of Object.entries(marqueeCodes)) expect(statusFromMarquee(code)).toBe(status);
    expect(new Set(Object.values(marqueeCodes)).size).toBe(Object.keys(marqueeCodes).length);
  });
});

describe('isSoldOrRented', () => {
  it('is true only for sold and rented', () => {
    expect([0, 1, 2, 3, 4, 5].filter(isSoldOrRented)).toEqual([3, 4]);
  });
});

describe('goals', () => {
  it('names sale and rent', () => {
    expect(goalName(0)).toBe('sale');
    expect(goalName(1)).toBe('rent');
  });

  it('recognises only 0 and 1', () => {
    expect([0, 1, 2, '0', null].filter(isGoal)).toEqual([0, 1]);
  });
});
