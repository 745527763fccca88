// Unit tests of section-links: where the abroad section is linked.
import { describe, expect, it } from 'vitest';
import { homeSections, mainNavigationFor } from './section-links';

const sale = { Goal: 0, CountryID: 10 };
const rent = { Goal: 1, CountryID: 50 };
const spain = { Goal: 0, CountryID: 34 };

describe('mainNavigationFor', () => {
  it('puts the abroad section after the rentals when the export has a listing abroad', () => {
    // Before: /spain/ was linked from no menu.
    expect(mainNavigationFor([sale, rent, spain]).slice(0, 3)).toEqual(['forSale', 'forRent', 'foreign']);
  });

  it('leaves it out when there is none', () => {
    expect(mainNavigationFor([sale, rent])).not.toContain('foreign');
  });
});

describe('homeSections', () => {
  it('links abroad whenever the export has listings there, even when none is among the newest', () => {
    expect(homeSections([sale, rent], [sale, rent, spain])).toEqual(['sale', 'rent', 'foreign']);
    expect(homeSections([spain, sale], [sale, spain])).toEqual(['sale', 'foreign']);
    expect(homeSections([sale], [sale, rent])).toEqual(['sale']);
  });
});
