// The price ranges a results page offers without JavaScript, as values the search URL already uses.

import type { Goal } from '../listing/status';
import { priceRange } from './price-slider';

/** One choice of the price select: its `price` URL value ("200000-300000") and what its label says. */
export interface PriceBracket {
  readonly value: string;
  readonly min: number;
  readonly max: number;
  /** 'upTo' starts at the range's bottom, 'from' reaches its top (no upper limit), 'between' is the rest. */
  readonly kind: 'upTo' | 'between' | 'from';
}

// Limits between brackets, chosen around the Belgian market's usual budgets.
const limits: Readonly<Record<Goal, readonly number[]>> = {
  0: [200_000, 300_000, 400_000, 500_000, 750_000, 1_000_000],
  1: [750, 1_000, 1_250, 1_500],
};

/**
 * The brackets of a goal, low to high, covering its whole slider range. A GET form cannot join two
 * inputs into the search's single `price=min-max` parameter, so without JavaScript the visitor picks a
 * bracket whose value is already in that form; the filter island replaces it with the slider.
 */
export function priceBrackets(goal: Goal): PriceBracket[] {
  const { min, max } = priceRange(goal);
  const bounds = [min, ...limits[goal], max];
  return bounds.slice(0, -1).map((low, index) => {
    const high = bounds[index + 1] ?? max;
    const kind = low === min ? 'upTo' : high === max ? 'from' : 'between';
    return { value: `${low}-${high}`, min: low, max: high, kind };
  });
}
