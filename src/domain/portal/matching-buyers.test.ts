import { describe, expect, it } from 'vitest';
import type { Demand, MatchableListing } from '../search/demand-match';
import { buyersForm, matchingBuyerCount } from './matching-buyers';

// A house for sale in Ghent (East Flanders, Belgium: country 10), three bedrooms.
const house: MatchableListing = {
  ID: 1,
  Goal: 0,
  Marquee: 0,
  WebID: 1,
  Zip: '9000',
  CountryID: 10,
  Price: 350_000,
  Bedrooms: 3,
};

const demand = (over: Partial<Demand>): Demand => ({
  goal: 'sale',
  types: [],
  regions: ['east-flanders'],
  postcodes: [],
  ...over,
});

describe('matching buyers', () => {
  it('counts the demands whose alerts would send the listing', () => {
    const demands = [
      demand({}),
      demand({ budgetMax: 300_000 }),
      demand({ goal: 'rent' }),
      demand({ regions: [], postcodes: ['9000'] }),
      demand({ bedrooms: 4 }),
    ];
    expect(matchingBuyerCount(house, demands)).toBe(2);
  });

  it('finds nobody without demands', () => {
    expect(matchingBuyerCount(house, [])).toBe(0);
  });
});

describe('the form of the buyers sentence', () => {
  it('says nobody for zero, then the plural category of each language', () => {
    expect(buyersForm(0, 'en-GB')).toBe('none');
    expect(buyersForm(1, 'nl-BE')).toBe('one');
    expect(buyersForm(2, 'de-BE')).toBe('other');
    expect(buyersForm(1, 'fr-BE')).toBe('one');
    expect(buyersForm(12, 'fr-BE')).toBe('other');
  });
});
