import { describe, expect, it } from 'vitest';
import { priceBrackets } from './price-brackets';
import { paramsToSearch } from './search';

describe('priceBrackets', () => {
  it('covers the whole sale range without holes, from "up to" to an open top', () => {
    const brackets = priceBrackets(0);
    expect(brackets[0]).toEqual({ value: '0-200000', min: 0, max: 200000, kind: 'upTo' });
    expect(brackets.at(-1)).toEqual({ value: '1000000-3000000', min: 1000000, max: 3000000, kind: 'from' });
    for (const [index, bracket] of brackets.entries()) {
      if (index > 0) expect(bracket.min).toBe(brackets[index - 1]?.max);
      if (index > 0 && index < brackets.length - 1) expect(bracket.kind).toBe('between');
    }
  });

  it('uses monthly amounts for rent', () => {
    expect(priceBrackets(1).map((bracket) => bracket.value)).toEqual([
      '0-750',
      '750-1000',
      '1000-1250',
      '1250-1500',
      '1500-2000',
    ]);
  });

  it('gives values the search reads back as the same range', () => {
    for (const goal of [0, 1] as const) {
      for (const bracket of priceBrackets(goal)) {
        const state = paramsToSearch(new URLSearchParams({ price: bracket.value }), goal);
        expect(state.price).toEqual([bracket.min, bracket.max]);
      }
    }
  });
});
