// Unit tests of region: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { regionFor } from './region';

describe('regionFor', () => {
  it.each([
    ['999', undefined],
    ['1000', 'brussels'],
    ['1299', 'brussels'],
    ['1300', 'wallonia'],
    ['1499', 'wallonia'],
    ['1500', 'flanders'],
    ['3999', 'flanders'],
    ['4000', 'wallonia'],
    ['7999', 'wallonia'],
    ['8000', 'flanders'],
    ['9999', 'flanders'],
    ['10000', undefined],
    ['abcd', undefined],
    ['', undefined],
    ['0999', undefined],
    [' 9000 ', 'flanders'],
    ['B-1050', 'brussels'],
  ])('Belgian postcode %j -> %s', (zip, expected) => {
    expect(regionFor(10, zip)).toBe(expected);
  });

  it('accepts a numeric postcode', () => {
    expect(regionFor(10, 1880)).toBe('flanders');
    expect(regionFor(10, 999)).toBeUndefined();
  });

  it('puts every Luxembourg postcode in Luxembourg', () => {
    expect(regionFor(50, '1111')).toBe('luxembourg');
    expect(regionFor(50, '4001')).toBe('luxembourg');
  });

  it('calls every other country abroad, whatever the postcode', () => {
    expect(regionFor(34, '29600')).toBe('abroad');
    expect(regionFor(34, '9000')).toBe('abroad');
  });
});
