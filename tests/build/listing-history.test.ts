// Builds the sample export with a listing history (LISTING_HISTORY): a listing whose price dropped shows
// "price reduced" with its previous price in every language; a sold listing that left the export within
// the reference period keeps its page with its ribbon; one past it, or still in the export but sold too
// long ago, has no page, so its address answers the "sold or withdrawn" page.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ListingHistory, ListingRecord } from '../../src/domain/listing/listing-history';
import { formatPrice } from '../../src/domain/values/money';
import type { Locale } from '../../src/i18n/locales';
import type { Property } from '../../src/schemas/property';
import { builtSectionCards } from '../built-search-index';
import { scratchBuild } from './scratch-build';

const { temp, out, build } = scratchBuild('listing-history-build');

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day).toISOString();

const dataDir = join(temp, 'data');
cpSync('data', dataDir, { recursive: true });
const listings: Property[] = JSON.parse(readFileSync('data/properties.json', 'utf8'));
const byId = (id: number) => {
  const found = listings.find((listing) => listing.ID === id);
  if (found === undefined) throw new Error(`the sample has listing ${id}`);
  return found;
};

// Sample listings that no other file of the export names, so they can leave it.
const reduced = byId(1008); // for sale, no ribbon, € 510.000 now
const reducedButNew = byId(1014); // for sale, the export's ribbon says "new"
const soldGone = byId(1012); // sold, gone from the export 30 days after it was first seen sold
const soldGoneLongAgo = byId(1020); // sold, gone, first seen sold 100 days ago
const soldTooLong = byId(1028); // still in the export as sold, first seen sold 100 days ago
const previous = reduced.Price + 25_000;
expect([reduced.Marquee, reducedButNew.Marquee, soldGone.Marquee, soldTooLong.Marquee]).toEqual([0, 1, 3, 3]);

const seen = (listing: Property, price: number, extra: Partial<ListingRecord<Property>> = {}) => ({
  firstSeen: daysAgo(150),
  lastSeen: daysAgo(1),
  prices: [{ at: daysAgo(150), price, goal: listing.Goal, priceUnit: listing.PriceUnit }],
  statuses: [{ at: daysAgo(150), marquee: listing.Marquee }],
  ...extra,
});
const history: ListingHistory<Property> = {
  version: 1,
  listings: {
    [reduced.ID]: seen(reduced, previous),
    [reducedButNew.ID]: seen(reducedButNew, reducedButNew.Price + 25_000),
    [soldGone.ID]: seen(soldGone, soldGone.Price, { closedAt: daysAgo(30), last: soldGone }),
    [soldGoneLongAgo.ID]: seen(soldGoneLongAgo, soldGoneLongAgo.Price, {
      closedAt: daysAgo(100),
      last: soldGoneLongAgo,
    }),
    [soldTooLong.ID]: seen(soldTooLong, soldTooLong.Price, { closedAt: daysAgo(100), last: soldTooLong }),
  },
};
const historyFile = join(temp, 'listing-history.json');
const historyText = JSON.stringify(history);
writeFileSync(historyFile, historyText);
const gone = new Set([soldGone.ID, soldGoneLongAgo.ID]);
writeFileSync(
  join(dataDir, 'properties.json'),
  JSON.stringify(listings.filter((listing) => !gone.has(listing.ID))),
);

const result = build(dataDir, { LISTING_HISTORY: historyFile });
const client = join(out, 'client');
const files = existsSync(client) ? readdirSync(client, { recursive: true, encoding: 'utf8' }) : [];

type Words = {
  priceReducedFrom: string;
  ribbons: { sold: string };
  values: { Marquee: Record<string, string> };
};
const words = (locale: string): Words =>
  JSON.parse(readFileSync(`locales/${locale}/property.json`, 'utf8')) as Words;

/** Every detail page of a listing (its four languages), with its language. */
function detailPages(id: number): { locale: string; html: string }[] {
  return files
    .filter((file) => file.endsWith(`/${id}/index.html`))
    .map((file) => {
      const html = readFileSync(join(client, file), 'utf8');
      return { locale: /<html lang="([a-z]{2})-/.exec(html)?.[1] ?? '?', html };
    });
}

/** The texts of the elements with class `name` in a page. */
const textsOf = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<[a-z]+ class="${name}"[^>]*>([^<]*)</`, 'g'))].map((match) => match[1]);
/** The text of the first element with class `name` in a page, or undefined. */
const textOf = (html: string, name: string) => textsOf(html, name)[0];

const searchIndex = (locale: string) => builtSectionCards(client, locale, 'sale');

describe('a build with a listing history', () => {
  it('succeeds and leaves the history file as it was (the publish writes it)', () => {
    expect(result.status, result.stderr + result.stdout).toBe(0);
    expect(readFileSync(historyFile, 'utf8')).toBe(historyText);
  });

  it('badges a listing whose price dropped "price reduced from" its previous price on its page and card, in four languages', () => {
    const pages = detailPages(reduced.ID);
    expect(pages.map((page) => page.locale).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    for (const { locale, html } of pages) {
      const badge = words(locale).priceReducedFrom.replace(
        '{{price}}',
        formatPrice(previous, locale as Locale),
      );
      expect(textOf(html, 'summary__badge'), locale).toBe(badge);
      expect(textOf(html, 'summary__price'), locale).toBe(formatPrice(reduced.Price, locale as Locale));
      const entry = searchIndex(locale).find((item) => item.id === reduced.ID);
      expect(entry?.previousPriceText, locale).toBe(badge);
    }
  });

  it('badges its cards (results pages, similar listings) the same way, in four languages', () => {
    const pages = files
      .filter((file) => file.endsWith('.html'))
      .map((file) => readFileSync(join(client, file), 'utf8'));
    for (const locale of ['nl', 'fr', 'en', 'de']) {
      const badge = words(locale).priceReducedFrom.replace(
        '{{price}}',
        formatPrice(previous, locale as Locale),
      );
      const cards = pages
        .filter((html) => html.includes(`<html lang="${locale}-`))
        .flatMap((html) => textsOf(html, 'property-card__badge property-card__badge--price-lowered'))
        .filter((text) => text === badge);
      expect(cards.length, locale).toBeGreaterThan(0);
    }
  });

  it('keeps the export ribbon "new" instead of a price reduced badge', () => {
    for (const { locale, html } of detailPages(reducedButNew.ID)) {
      expect(textOf(html, 'summary__badge'), locale).toBe(words(locale).values.Marquee['1']);
      const entry = searchIndex(locale).find((item) => item.id === reducedButNew.ID);
      expect([entry?.badge, entry?.previousPriceText], locale).toEqual(['new', undefined]);
    }
  });

  it('keeps the page of a sold listing gone from the export within 90 days, with its ribbon, out of the results', () => {
    const pages = detailPages(soldGone.ID);
    expect(pages.map((page) => page.locale).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    for (const { locale, html } of pages) {
      expect(textOf(html, 'summary__gone'), locale).toBe(words(locale).ribbons.sold);
      expect(textOf(html, 'summary__badge'), locale).toBeUndefined();
      expect(
        searchIndex(locale).some((item) => item.id === soldGone.ID),
        locale,
      ).toBe(false);
    }
    const routes = JSON.parse(readFileSync(join(client, 'not-found-routes.json'), 'utf8'));
    expect(Object.keys(routes.listings)).toContain(String(soldGone.ID));
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toMatch(new RegExp(`/${soldGone.ID}/</loc>`));
    // Still in the export and sold less than 90 days ago, a listing stays listed with its ribbon, as today.
    const soldListed = listings.find(
      (listing) =>
        listing.Marquee === 3 &&
        !gone.has(listing.ID) &&
        listing.ID !== soldTooLong.ID &&
        listing.Goal === 0 &&
        listing.CountryID === 10,
    );
    expect(searchIndex('en').find((item) => item.id === soldListed?.ID)?.ribbon).toBe('sold');
  });

  it('builds no page for a listing sold more than 90 days ago, gone or still in the export: its address answers the "sold or withdrawn" page', () => {
    const routes = JSON.parse(readFileSync(join(client, 'not-found-routes.json'), 'utf8'));
    for (const listing of [soldGoneLongAgo, soldTooLong]) {
      expect(detailPages(listing.ID), String(listing.ID)).toEqual([]);
      expect(Object.keys(routes.listings)).not.toContain(String(listing.ID));
      expect(searchIndex('en').some((item) => item.id === listing.ID)).toBe(false);
    }
    expect(existsSync(join(client, 'property-not-found', 'index.html'))).toBe(true);
  });
});
