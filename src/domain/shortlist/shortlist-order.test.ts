import { describe, expect, it } from 'vitest';
import { orderShortlist, parseShortlistOrder } from './shortlist-order';

const items = [
  { id: 1, price: 300_000, livingArea: 120 },
  { id: 2, price: undefined, livingArea: 200 },
  { id: 3, price: 250_000, livingArea: undefined },
  { id: 4, price: 450_000, livingArea: 90 },
];
const saved = [3, 1, 4, 2];
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('orderShortlist', () => {
  it('keeps the saved order by default', () => {
    expect(ids(orderShortlist(items, 'saved', saved))).toEqual([3, 1, 4, 2]);
  });

  it('orders by price either way, a price not shown last', () => {
    expect(ids(orderShortlist(items, 'priceAsc', saved))).toEqual([3, 1, 4, 2]);
    expect(ids(orderShortlist(items, 'priceDesc', saved))).toEqual([4, 1, 3, 2]);
  });

  it('orders by living area, largest first, an area not given last', () => {
    expect(ids(orderShortlist(items, 'areaDesc', saved))).toEqual([2, 1, 4, 3]);
  });

  it('puts items missing from the saved list after the others', () => {
    expect(ids(orderShortlist(items, 'saved', [4, 2]))).toEqual([4, 2, 1, 3]);
  });
});

describe('parseShortlistOrder', () => {
  it('reads a known order and falls back to the saved order', () => {
    expect(parseShortlistOrder('priceDesc')).toBe('priceDesc');
    expect(parseShortlistOrder('random')).toBe('saved');
    expect(parseShortlistOrder(null)).toBe('saved');
  });
});
