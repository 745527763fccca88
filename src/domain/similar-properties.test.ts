// Unit tests of the similar-properties ranking: what a visitor is offered beside a listing.
import { describe, expect, it } from 'vitest';
import { type SimilarCandidate, similarProperties } from './similar-properties';

const listing: SimilarCandidate = {
  ID: 1,
  Goal: 0,
  Marquee: 0,
  WebID: 1,
  Price: 400000,
  Zip: '9000',
  CountryID: 10,
};

const other = (ID: number, fields: Partial<SimilarCandidate> = {}): SimilarCandidate => ({
  ...listing,
  ID,
  ...fields,
});

const ids = (found: readonly SimilarCandidate[]) => found.map((candidate) => candidate.ID);

describe('similarProperties', () => {
  it('never suggests the listing itself', () => {
    expect(ids(similarProperties(listing, [listing, other(2)]))).toEqual([2]);
  });

  it('leaves out the other goal, sold and rented listings', () => {
    const found = similarProperties(listing, [
      other(2, { Goal: 1 }),
      other(3, { Marquee: 3 }),
      other(4, { Marquee: 4 }),
      other(5, { Marquee: 2 }),
      other(6, { Marquee: 5 }),
    ]);
    expect(ids(found)).toEqual([5, 6]);
  });

  it('keeps to the same family of types: an apartment for a house, never land or a garage', () => {
    const found = similarProperties(listing, [
      other(2, { WebID: 2 }),
      other(3, { WebID: 4 }),
      other(4, { WebID: 9 }),
    ]);
    expect(ids(found)).toEqual([2]);
  });

  it('leaves out prices beyond half or double', () => {
    const found = similarProperties(listing, [
      other(2, { Price: 199000 }),
      other(3, { Price: 200000 }),
      other(4, { Price: 800000 }),
      other(5, { Price: 801000 }),
    ]);
    expect(ids(found)).toEqual([3, 4]);
  });

  it('ranks the closest price first, 10% cheaper and 10% dearer alike, ties by ID', () => {
    const found = similarProperties(listing, [
      other(5, { Price: 600000 }),
      other(4, { Price: 440000 }),
      other(3, { Price: 400000 / 1.1 }),
      other(2, { Price: 410000 }),
    ]);
    expect(ids(found)).toEqual([2, 3, 4, 5]);
  });

  it('prefers the same type and the same region at a similar price', () => {
    const found = similarProperties(listing, [
      other(2, { Zip: '1000' }),
      other(3, { WebID: 2 }),
      other(4, { Price: 420000 }),
      other(5, { WebID: 2, Zip: '1000' }),
    ]);
    expect(ids(found)).toEqual([4, 2, 3, 5]);
  });

  it('gives at most four, and the same order whatever the input order', () => {
    const candidates = [2, 3, 4, 5, 6, 7].map((ID) => other(ID, { Price: 400000 + ID * 1000 }));
    const found = ids(similarProperties(listing, candidates));
    expect(found).toEqual([2, 3, 4, 5]);
    expect(ids(similarProperties(listing, [...candidates].reverse()))).toEqual(found);
  });
});
