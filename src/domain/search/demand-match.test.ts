import { describe, expect, it } from 'vitest';
import { type Demand, matchesDemand, newMatches, wantedAreaOf } from './demand-match';

const listing = {
  ID: 1,
  Goal: 0,
  Marquee: 0,
  WebID: 2,
  Zip: '9000',
  CountryID: 10,
  Price: 300_000,
  Bedrooms: 3,
};
const demand: Demand = { goal: 'sale', types: [2], regions: ['east-flanders'], postcodes: [] };

describe('demand matching', () => {
  it('places Belgian postcodes in their province and Luxembourg as one area', () => {
    expect(wantedAreaOf(10, '1050')).toBe('brussels');
    expect(wantedAreaOf(10, '3500')).toBe('limburg');
    expect(wantedAreaOf(10, '6700')).toBe('luxembourg-province');
    expect(wantedAreaOf(50, 'L-1234')).toBe('luxembourg');
    expect(wantedAreaOf(34, '29600')).toBeUndefined();
  });

  it('matches on goal, type, area, budget and bedrooms', () => {
    expect(matchesDemand(listing, demand)).toBe(true);
    expect(matchesDemand({ ...listing, Goal: 1 }, demand)).toBe(false);
    expect(matchesDemand({ ...listing, WebID: 3 }, demand)).toBe(false);
    expect(matchesDemand({ ...listing, Zip: '2000' }, demand)).toBe(false);
    expect(matchesDemand(listing, { ...demand, budgetMax: 250_000 })).toBe(false);
    expect(matchesDemand(listing, { ...demand, budgetMin: 350_000 })).toBe(false);
    expect(matchesDemand(listing, { ...demand, bedrooms: 4 })).toBe(false);
  });

  it('treats a price the agency does not publish as unknown: it fits no budget, never as 0', () => {
    const hidden = { ...listing, PublishPrice: false };
    expect(matchesDemand(hidden, demand)).toBe(true);
    expect(matchesDemand(hidden, { ...demand, budgetMax: 400_000 })).toBe(false);
    expect(matchesDemand(hidden, { ...demand, budgetMin: 0 })).toBe(false);
  });

  it('matches a listing published under several types (WebIDs) for any of them', () => {
    const alsoFlat = { ...listing, WebID: 5, WebIDs: [5, 2] };
    expect(matchesDemand(alsoFlat, demand)).toBe(true);
    expect(matchesDemand({ ...alsoFlat, WebIDs: [5] }, demand)).toBe(false);
  });

  it('matches a postcode typed instead of an area, Luxembourg prefix or not', () => {
    expect(matchesDemand({ ...listing, Zip: '2000' }, { ...demand, regions: [], postcodes: ['2000'] })).toBe(
      true,
    );
    const lux = { ...listing, Zip: '1234', CountryID: 50 };
    expect(matchesDemand(lux, { ...demand, regions: [], postcodes: ['L-1234'] })).toBe(true);
  });

  it('never offers a sold listing, nor one sent before', () => {
    const soldMarquee = 3;
    expect(matchesDemand({ ...listing, Marquee: soldMarquee }, demand)).toBe(false);
    const second = { ...listing, ID: 2 };
    expect(newMatches([listing, second], demand, new Set([1])).map((item) => item.ID)).toEqual([2]);
  });
});
