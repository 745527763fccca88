// The card's "price reduced" badge as the results island draws it from a search index entry.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type IndexListing } from '../../domain/search-index';
import { resultsIslandProps } from '../../islands/search/build-props';
import { PropertyCardView } from './PropertyCardView';

const island = resultsIslandProps('en', 'sale');

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
  return renderToStaticMarkup(
    createElement(PropertyCardView, {
      card: entry,
      strings: island.strings,
      plurals: island.plurals,
      tag: island.tag,
    }),
  );
};

const badge = (html: string) => /class="property-card__badge[^"]*">([^<]*)</.exec(html)?.[1];

describe('a card whose price dropped lately', () => {
  it('says so on its badge with the previous price', () => {
    expect(badge(card(0, 375_000))).toBe('Price reduced from €\u00a0375.000');
    expect(card(0, 375_000)).toContain('property-card__badge--price-lowered');
  });

  it("otherwise shows the export's own badge, or none", () => {
    expect(badge(card(5))).toBe(island.strings['property.values.Marquee.5']);
    expect(badge(card(1, 375_000))).toBe(island.strings['property.values.Marquee.1']);
    expect(badge(card(0))).toBeUndefined();
  });
});
