// Unit tests of price-slider: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import {
  applyMaxInput,
  applyMinInput,
  clampPrice,
  formatSliderValue,
  isAllowedPriceKey,
  priceRange,
  resetForGoal,
  sanitizeDigits,
  setMaxHandle,
  setMinHandle,
  snapPrice,
  stepCounter,
} from './price-slider';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('ranges', () => {
  it('are 0-3,000,000 by 1,000 for sale and 0-2,000 by 100 for rent', () => {
    expect(priceRange(0)).toEqual({ min: 0, max: 3_000_000, step: 1_000 });
    expect(priceRange(1)).toEqual({ min: 0, max: 2_000, step: 100 });
  });

  it('reset to the full range of the new goal', () => {
    expect(resetForGoal(0)).toEqual([0, 3_000_000]);
    expect(resetForGoal(1)).toEqual([0, 2_000]);
  });
});

describe('clamp and snap', () => {
  it('clamps into the range', () => {
    expect(clampPrice(-5, 0)).toBe(0);
    expect(clampPrice(5_000_000, 0)).toBe(3_000_000);
    expect(clampPrice(2_500, 1)).toBe(2_000);
    expect(clampPrice(Number.NaN, 1)).toBe(0);
  });

  it('snaps to the nearest step', () => {
    expect(snapPrice(249_499, 0)).toBe(249_000);
    expect(snapPrice(249_500, 0)).toBe(250_000);
    expect(snapPrice(949, 1)).toBe(900);
    expect(snapPrice(950, 1)).toBe(1_000);
    expect(snapPrice(2_049, 1)).toBe(2_000);
  });
});

describe('formatSliderValue', () => {
  it('shows a plus at the upper bound only', () => {
    expect(plain(formatSliderValue(3_000_000, 0, 'nl'))).toBe('€ 3.000.000+');
    expect(plain(formatSliderValue(2_999_000, 0, 'nl'))).toBe('€ 2.999.000');
    expect(plain(formatSliderValue(2_000, 1, 'nl'))).toBe('€ 2.000+');
    expect(plain(formatSliderValue(0, 1, 'nl'))).toBe('€ 0');
  });
});

describe('handles', () => {
  it('keep the low handle at or below the high one', () => {
    expect(setMinHandle([0, 500_000], 700_000, 0)).toEqual([500_000, 500_000]);
    expect(setMinHandle([0, 500_000], 120_400, 0)).toEqual([120_000, 500_000]);
  });

  it('keep the high handle at or above the low one', () => {
    expect(setMaxHandle([800, 2_000], 300, 1)).toEqual([800, 800]);
    expect(setMaxHandle([800, 2_000], 1_240, 1)).toEqual([800, 1_200]);
    expect(setMaxHandle([800, 1_000], 9_999, 1)).toEqual([800, 2_000]);
  });
});

describe('number inputs', () => {
  it('keep digits only', () => {
    expect(sanitizeDigits('€ 250.000,-')).toBe('250000');
    expect(sanitizeDigits('abc')).toBe('');
  });

  it('let digits and editing keys through, nothing else', () => {
    for (const key of ['0', '9', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Enter']) {
      expect(isAllowedPriceKey(key)).toBe(true);
    }
    for (const key of ['a', 'e', '-', '+', '.', ',', ' ', 'F5']) {
      expect(isAllowedPriceKey(key)).toBe(false);
    }
    expect(isAllowedPriceKey('v', { ctrlKey: true })).toBe(true);
  });

  it('read an empty min as the range minimum and an empty max as the maximum', () => {
    expect(applyMinInput('', [200_000, 400_000], 0)).toEqual([0, 400_000]);
    expect(applyMaxInput('  ', [200_000, 400_000], 0)).toEqual([200_000, 3_000_000]);
  });

  it('snap and clamp typed values', () => {
    expect(applyMinInput('125.400', [0, 400_000], 0)).toEqual([125_000, 400_000]);
    expect(applyMaxInput('9999999', [0, 400_000], 0)).toEqual([0, 3_000_000]);
    expect(applyMaxInput('1.250', [0, 2_000], 1)).toEqual([0, 1_300]);
  });

  // Section 5 of the specification: a typed max at or below the current min resets to the slider maximum,
  // a typed min at or above the current max resets to the slider minimum; neither clamps to the other.
  it('reset a max at or below the current min to the slider maximum', () => {
    expect(applyMaxInput('100000', [200_000, 400_000], 0)).toEqual([200_000, 3_000_000]);
    expect(applyMaxInput('200000', [200_000, 400_000], 0)).toEqual([200_000, 3_000_000]);
    expect(applyMaxInput('500', [800, 1_500], 1)).toEqual([800, 2_000]);
    expect(applyMaxInput('201000', [200_000, 400_000], 0)).toEqual([200_000, 201_000]);
  });

  it('reset a min at or above the current max to the slider minimum', () => {
    expect(applyMinInput('500000', [0, 400_000], 0)).toEqual([0, 400_000]);
    expect(applyMinInput('400000', [100_000, 400_000], 0)).toEqual([0, 400_000]);
    expect(applyMinInput('1900', [300, 1_500], 1)).toEqual([0, 1_500]);
    expect(applyMinInput('399000', [0, 400_000], 0)).toEqual([399_000, 400_000]);
  });

  it('compare after snapping: a min that rounds onto the max is at the max', () => {
    expect(applyMinInput('399600', [0, 400_000], 0)).toEqual([0, 400_000]);
    expect(applyMaxInput('1049', [1_000, 2_000], 1)).toEqual([1_000, 2_000]);
  });
});

describe('stepCounter', () => {
  it('never goes below 0', () => {
    expect(stepCounter(0, -1)).toBe(0);
    expect(stepCounter(1, -1)).toBe(0);
    expect(stepCounter(2, 1)).toBe(3);
    expect(stepCounter(Number.NaN, 1)).toBe(1);
  });
});
