import { describe, expect, it } from 'vitest';
import { offerLooksMistyped, purchaseBudgetLooksMistyped } from './amount-slips';

describe('offerLooksMistyped', () => {
  it('takes an offer typed in thousands, or a zero short, for a slip', () => {
    expect(offerLooksMistyped(625, 625_000)).toBe(true);
    expect(offerLooksMistyped(60_000, 625_000)).toBe(true);
  });

  it('accepts any offer that can be meant, however low against the asking price', () => {
    expect(offerLooksMistyped(62_500, 625_000)).toBe(false);
    expect(offerLooksMistyped(500_000, 625_000)).toBe(false);
    expect(offerLooksMistyped(700_000, 625_000)).toBe(false);
  });

  it('asks at least 1 000 € for a cheap garage box or a listing whose price is on request', () => {
    expect(offerLooksMistyped(999, 5_000)).toBe(true);
    expect(offerLooksMistyped(2_000, 5_000)).toBe(false);
    expect(offerLooksMistyped(900, undefined)).toBe(true);
    expect(offerLooksMistyped(150_000, undefined)).toBe(false);
  });
});

describe('purchaseBudgetLooksMistyped', () => {
  it('takes a purchase budget in thousands for a slip, and accepts one that can buy a garage box', () => {
    expect(purchaseBudgetLooksMistyped('sale', 400)).toBe(true);
    expect(purchaseBudgetLooksMistyped('sale', 15_000)).toBe(false);
    expect(purchaseBudgetLooksMistyped('sale', undefined)).toBe(false);
  });

  it('accepts any monthly rent', () => {
    expect(purchaseBudgetLooksMistyped('rent', 400)).toBe(false);
  });
});
