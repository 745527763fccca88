// The card's "price reduced" badge: as the results island draws it from a search index entry, and the
// same from the export (prerendered lists) as from the index (the island) when a history is in use.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { updateListingHistory, writeListingHistory } from '../../data/listing-history-file';
import { loadExport } from '../../data/load-export';
import { searchIndexFor } from '../../data/search-index-file';
import { loadSiteModel, previousPrices, publishedSite } from '../../data/site-model';
import { buildSearchIndex, type IndexListing } from '../../domain/search/search-index';
import { locales } from '../../i18n/locales';
import { resultsIslandProps } from '../../islands/search/build-props';
import { createPageContext } from '../../page/page-context';
import { PropertyCardView } from '../../views/PropertyCardView';
import { propertyCardProps } from './property-card-props';

const island = resultsIslandProps(createPageContext(loadExport(), 'en'), 'sale');

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
    words: {
      startingFrom: 'Starting from',
      perMonth: 'per month',
      sold: 'Sold',
      rented: 'Let',
      onRequest: 'Price on request',
    },
    locale: 'en',
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
    expect(badge(card(0, 375_000))).toBe('Price reduced from €375,000');
    expect(card(0, 375_000)).toContain('property-card__badge--price-lowered');
  });

  it("otherwise shows the export's own badge, or none", () => {
    expect(badge(card(5))).toBe(island.strings['property.values.Marquee.5']);
    expect(badge(card(1, 375_000))).toBe(island.strings['property.values.Marquee.1']);
    expect(badge(card(0))).toBeUndefined();
  });
});

describe('the reduced card of the prerendered lists and of the results island', () => {
  const folder = mkdtempSync(join(tmpdir(), 'price-reduced-card-'));
  const path = join(folder, 'history.json');
  const sample = loadExport();
  const reduced = sample.properties.find((listing) => listing.Goal === 0 && listing.Marquee === 0);
  if (reduced === undefined) throw new Error('the sample has a listing for sale without a ribbon');
  // A month ago it cost more; the site model is read (and kept) with this history.
  writeListingHistory(
    path,
    updateListingHistory(
      { version: 1, listings: {} },
      { properties: [{ ...reduced, Price: reduced.Price + 15_000 }] },
      new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
    ),
  );
  process.env['LISTING_HISTORY'] = path;
  afterAll(() => {
    delete process.env['LISTING_HISTORY'];
    rmSync(folder, { recursive: true, force: true });
  });

  it.each(locales)('is the same HTML from both sources, with the badge (%s)', (locale) => {
    expect(previousPrices()(reduced.ID)).toBe(reduced.Price + 15_000);
    // The context as the page route makes it: with what the site publishes through the history.
    const context = createPageContext(loadExport(), locale, undefined, publishedSite());
    const island = resultsIslandProps(context, 'sale');
    const entry = searchIndexFor(loadSiteModel(), locale, 'sale', previousPrices()).find(
      (item) => item.id === reduced.ID,
    );
    if (entry === undefined) throw new Error(`listing ${reduced.ID} is in the sale index`);
    const fromIsland = renderToStaticMarkup(
      createElement(PropertyCardView, {
        card: entry,
        strings: island.strings,
        plurals: island.plurals,
        tag: island.tag,
      }),
    );
    const prerendered = renderToStaticMarkup(
      createElement(PropertyCardView, propertyCardProps(reduced, context)),
    );
    expect(fromIsland).toBe(prerendered);
    expect(entry.previousPriceText).toBeDefined();
    expect(prerendered).toContain(`>${entry.previousPriceText}</p>`);
  });
});
