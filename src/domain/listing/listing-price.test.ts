import { describe, expect, it } from 'vitest';
import { listingPriceText } from './listing-price';
import { englishPriceWords } from './listing-price.fixtures';

const words = englishPriceWords;
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('listingPriceText', () => {
  it('shows the price with its unit, in the agency words of the page language when present', () => {
    const rent = { Price: 950, PriceUnit: 1, Goal: 1, PriceUnitText: { nl: 'per maand', fr: '/mois' } };
    expect(plain(listingPriceText(rent, 'fr', words))).toBe('950 € /mois');
    expect(plain(listingPriceText(rent, 'en', words))).toBe('€950 per month');
  });

  it('says "price on request" and never the amount when PublishPrice is false', () => {
    const hidden = { Price: 350000, PriceUnit: 7, Goal: 0, PublishPrice: false };
    expect(listingPriceText(hidden, 'en', words)).toBe('Price on request');
    expect(listingPriceText({ ...hidden, Price: 0 }, 'en', words)).toBe('Price on request');
  });

  it('gives the status of a closed deal, never its price, in our words or the agency’s', () => {
    // Before: a card said "Sold", while the friend's e-mail and the fact sheet of the same listing gave
    // the price it sold for.
    const sold = { Price: 310000, PriceUnit: 0, Goal: 0, Marquee: 3 };
    expect(listingPriceText(sold, 'en', words)).toBe('Sold');
    expect(listingPriceText({ ...sold, Goal: 1, Marquee: 4 }, 'en', words)).toBe('Let');
    expect(listingPriceText({ ...sold, MarqueeName: { en: 'Sold by us' } }, 'en', words)).toBe('Sold by us');
  });
});
