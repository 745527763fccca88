import { describe, expect, it } from 'vitest';
import { comparedIds, compareRows, pricePerSquareMetre } from './compare-rows';

describe('comparedIds', () => {
  it('compares 2 to 4 listings, and nothing for fewer or more', () => {
    expect(comparedIds([1])).toEqual([]);
    expect(comparedIds([1, 2])).toEqual([1, 2]);
    expect(comparedIds([1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(comparedIds([1, 2, 3, 4, 5])).toEqual([]);
  });
});

describe('pricePerSquareMetre', () => {
  it('divides a published price by the living area, to the euro', () => {
    expect(pricePerSquareMetre(325_000, 130)).toBe(2500);
    expect(pricePerSquareMetre(100_000, 3)).toBe(33_333);
  });

  it('divides a monthly rent to the cent', () => {
    expect(pricePerSquareMetre(1125, 128, true)).toBe(8.79);
    expect(pricePerSquareMetre(900, 90, true)).toBe(10);
  });

  it('has none without a price or a living area', () => {
    expect(pricePerSquareMetre(undefined, 130)).toBeUndefined();
    expect(pricePerSquareMetre(325_000, undefined)).toBeUndefined();
    expect(pricePerSquareMetre(325_000, 0)).toBeUndefined();
    expect(pricePerSquareMetre(0, 100)).toBeUndefined();
  });
});

describe('compareRows', () => {
  it('keeps the row order, leaves out rows no listing gives and marks the rows that differ', () => {
    const rows = compareRows([
      { price: '€ 300,000', bedrooms: '3', address: '9000 Gent' },
      { price: '€ 300,000', bedrooms: '2', address: '9000 Gent' },
      { price: '€ 300,000', address: '9000 Gent' },
    ]);
    expect(rows.map((row) => [row.key, row.differs])).toEqual([
      ['price', false],
      ['bedrooms', true],
      ['address', false],
    ]);
    expect(rows[1]?.cells).toEqual(['3', '2', undefined]);
  });

  it('counts a value missing from one listing as a difference', () => {
    const [row] = compareRows([{ plot: '500 m²' }, {}]);
    expect(row?.differs).toBe(true);
  });
});
