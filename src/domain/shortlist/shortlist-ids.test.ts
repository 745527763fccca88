import { describe, expect, it } from 'vitest';
import {
  mergeShortlistIds,
  parseShortlistIds,
  serializeShortlistIds,
  shortlistHref,
  shortlistLimit,
  toggleShortlistId,
} from './shortlist-ids';

describe('parseShortlistIds', () => {
  it('reads the IDs of a query or a stored value in their order', () => {
    expect(parseShortlistIds('1004,1001, 1010')).toEqual([1004, 1001, 1010]);
  });

  it('skips what is no listing ID and keeps each ID once', () => {
    expect(parseShortlistIds('1001,,abc,-3,0,1001,1.5,1e3,1002')).toEqual([1001, 1002]);
    expect(parseShortlistIds(null)).toEqual([]);
    expect(parseShortlistIds('')).toEqual([]);
  });

  it('keeps at most the limit', () => {
    const many = Array.from({ length: shortlistLimit + 10 }, (_, index) => index + 1).join(',');
    expect(parseShortlistIds(many)).toHaveLength(shortlistLimit);
  });

  it('reads back what it writes', () => {
    expect(parseShortlistIds(serializeShortlistIds([3, 1, 2]))).toEqual([3, 1, 2]);
  });
});

describe('toggleShortlistId', () => {
  it('adds a listing at the end, and removes it when saved', () => {
    expect(toggleShortlistId([1001], 1004)).toEqual([1001, 1004]);
    expect(toggleShortlistId([1001, 1004], 1001)).toEqual([1004]);
  });

  it('drops the oldest past the limit', () => {
    const full = Array.from({ length: shortlistLimit }, (_, index) => index + 1);
    const next = toggleShortlistId(full, 999);
    expect(next).toHaveLength(shortlistLimit);
    expect(next.at(-1)).toBe(999);
    expect(next[0]).toBe(2);
  });
});

describe('mergeShortlistIds', () => {
  it('takes over the shared IDs not yet saved, after the saved ones', () => {
    expect(mergeShortlistIds([1002, 1001], [1001, 1004])).toEqual([1002, 1001, 1004]);
  });
});

describe('shortlistHref', () => {
  it('puts the IDs in the query', () => {
    expect(shortlistHref('/fr/favoris/', [1001, 1004])).toBe('/fr/favoris/?ids=1001,1004');
  });
});
