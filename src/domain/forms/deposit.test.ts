// Unit tests of deposit: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { offerDeposit, rentDeposit } from './deposit';

describe('offerDeposit', () => {
  it('is 10% of the offer in whole euros', () => {
    expect(offerDeposit(350_000)).toBe(35_000);
    expect(offerDeposit(299_995)).toBe(30_000);
    expect(offerDeposit(350_005)).toBe(35_001);
    expect(offerDeposit(350_004)).toBe(35_000);
    expect(offerDeposit(0)).toBe(0);
  });
});

describe('rentDeposit', () => {
  it("is three months' rent in whole euros", () => {
    expect(rentDeposit(950)).toBe(2_850);
    expect(rentDeposit(833.5)).toBe(2_501);
    expect(rentDeposit(0)).toBe(0);
  });
});

// Both deposits are asked of the same kind of amount (a price, a rent): one table of what is none.
describe.each([
  ['offerDeposit', offerDeposit],
  ['rentDeposit', rentDeposit],
])('%s', (_name, deposit) => {
  it.each([-1, -950, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s, which is not an amount',
    (amount) => {
      expect(deposit(amount)).toBeUndefined();
    },
  );
});
