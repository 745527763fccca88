import { describe, expect, it } from 'vitest';
import { floorAreaKind } from './floor-area';

describe('floorAreaKind', () => {
  it('calls the area of a house, an apartment, a studio or an investment building its living area', () => {
    expect([1, 2, 3, 5].map(floorAreaKind)).toEqual(['living', 'living', 'living', 'living']);
  });

  it('calls the area of land, a shop, an industrial building, offices or a garage its floor area', () => {
    expect([4, 6, 7, 8, 9].map(floorAreaKind)).toEqual(['floor', 'floor', 'floor', 'floor', 'floor']);
  });

  it('does not call a type the sample does not know a home', () => {
    expect(floorAreaKind(42)).toBe('floor');
  });
});
