// A result card as the island renders it from an entry of the search index.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type IndexListing } from '../../domain/search-index';
import { pickPlurals, pickStrings } from '../../i18n/translator';
import { resultsPluralKeys, resultsStringKeys } from './island-props';
import { ResultCard } from './ResultCard';

const strings = pickStrings('en', resultsStringKeys);
const plurals = pickPlurals('en', resultsPluralKeys);

const listing: IndexListing = {
  ID: 1,
  Goal: 0,
  Marquee: 0,
  WebID: 1,
  City: 'GENT',
  Zip: '9000',
  CountryID: 10,
  Price: 350_000,
  PriceUnit: 0,
  Pictures: [],
};

const card = (marquee: number, previousPrice?: number) => {
  const [entry] = buildSearchIndex([{ ...listing, Marquee: marquee }], {
    section: 'sale',
    words: { startingFrom: 'Starting from', perMonth: 'per month', sold: 'Sold', rented: 'Let' },
    typeName: () => 'House',
    title: (type, city) => `${type} in ${city}`,
    href: () => '/for-sale/gent/house/1/',
    reductions: { previousPrice: () => previousPrice, text: (price) => `Price reduced from ${price}` },
  });
  if (entry === undefined) throw new Error('the listing is in the sale section');
  return renderToStaticMarkup(createElement(ResultCard, { entry, strings, plurals, tag: 'en-GB' }));
};

const badge = (html: string) => /class="property-card__badge[^"]*">([^<]*)</.exec(html)?.[1];

describe('ResultCard', () => {
  it('badges a listing whose price dropped lately with its previous price', () => {
    expect(badge(card(0, 375_000))).toBe('Price reduced from €\u00a0375.000');
  });

  it("otherwise shows the export's own badge, or none", () => {
    expect(badge(card(5))).toBe(strings['property.values.Marquee.5']);
    expect(badge(card(1, 375_000))).toBe(strings['property.values.Marquee.1']);
    expect(badge(card(0))).toBeUndefined();
  });
});
