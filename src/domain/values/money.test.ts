// Unit tests of money: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { formatEuroCents, formatPrice, priceLabel, publishedPrice } from './money';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const words = { startingFrom: 'starting from', perMonth: 'per month' };

describe('formatEuroCents', () => {
  it('writes euros and cents in the notation of whole prices', () => {
    expect(plain(formatEuroCents(8.79, 'nl'))).toBe('€ 8,79');
    expect(plain(formatEuroCents(8.79, 'fr'))).toBe('8,79 €');
    expect(plain(formatEuroCents(10, 'de'))).toBe('10,00 €');
    expect(plain(formatEuroCents(8.79, 'en'))).toBe('€8.79');
  });
});

describe('formatPrice', () => {
  it("writes euros as each language's Belgian readers do", () => {
    expect(plain(formatPrice(350000, 'nl'))).toBe('€ 350.000');
    expect(plain(formatPrice(350000, 'fr'))).toBe('350 000 €');
    expect(plain(formatPrice(350000, 'de'))).toBe('350.000 €');
    // In English a dot would read as a decimal point: "€ 350.000" looked like three hundred and fifty.
    expect(plain(formatPrice(350000, 'en'))).toBe('€350,000');
    expect(plain(formatPrice(1250000, 'nl'))).toBe('€ 1.250.000');
    expect(plain(formatPrice(1250000, 'fr'))).toBe('1 250 000 €');
    expect(plain(formatPrice(950, 'nl'))).toBe('€ 950');
    expect(plain(formatPrice(0, 'de'))).toBe('0 €');
  });

  it('keeps the euro sign and the groups of the number together with non-breaking spaces', () => {
    expect(formatPrice(950, 'nl')).toBe('€\u00a0950');
    expect(formatPrice(1250000, 'fr')).toBe('1\u202f250\u202f000\u00a0€');
  });

  it('rounds to whole euros', () => {
    expect(plain(formatPrice(349999.6, 'nl'))).toBe('€ 350.000');
  });

  it('accepts a plain numeric string', () => {
    expect(plain(formatPrice('350000', 'en'))).toBe('€350,000');
  });

  it("returns 'NaN' for what is not an amount", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', '12abc', null, undefined, {}]) {
      expect(formatPrice(bad, 'nl')).toBe('NaN');
    }
  });
});

describe('priceLabel', () => {
  it('puts "starting from" before the price for unit 7', () => {
    expect(plain(priceLabel({ price: 350000, priceUnit: 7, goal: 0 }, words, 'nl'))).toBe(
      'starting from € 350.000',
    );
  });

  it('adds "per month" after a rent', () => {
    expect(plain(priceLabel({ price: 950, priceUnit: 0, goal: 1 }, words, 'nl'))).toBe('€ 950 per month');
    expect(plain(priceLabel({ price: 950, priceUnit: 1, goal: 1 }, words, 'nl'))).toBe('€ 950 per month');
  });

  it('shows a plain sale price without extra words', () => {
    expect(plain(priceLabel({ price: 295000, priceUnit: 0, goal: 0 }, words, 'nl'))).toBe('€ 295.000');
  });

  it('uses the words it is given, so any language works', () => {
    const fr = { startingFrom: 'à partir de', perMonth: 'par mois' };
    expect(plain(priceLabel({ price: 1200, priceUnit: 7, goal: 1 }, fr, 'fr'))).toBe(
      'à partir de 1 200 € par mois',
    );
  });

  it("uses the agency's own word for the unit (PriceUnitText) in place of ours", () => {
    const unit = (priceUnit: number, goal: number, unitText: string) =>
      plain(priceLabel({ price: 1200, priceUnit, goal, unitText }, words, 'nl'));
    expect(unit(7, 0, 'vanaf')).toBe('vanaf € 1.200');
    expect(unit(1, 1, '/maand')).toBe('€ 1.200 /maand');
    // A rental starting from a price: the agency's word is the unit's; "per month" comes from the goal.
    expect(unit(7, 1, 'vanaf')).toBe('vanaf € 1.200 per month');
    // A total price has no unit word to replace.
    expect(unit(0, 0, 'totaal')).toBe('€ 1.200');
  });
});

describe('publishedPrice', () => {
  it('gives the price unless the agency keeps it for enquiries (PublishPrice false)', () => {
    expect(publishedPrice({ Price: 350000 })).toBe(350000);
    expect(publishedPrice({ Price: 350000, PublishPrice: true })).toBe(350000);
    expect(publishedPrice({ Price: 350000, PublishPrice: false })).toBeUndefined();
    expect(publishedPrice({ Price: 0, PublishPrice: true })).toBe(0);
  });
});
