import { describe, expect, it } from 'vitest';
import {
  emptyHistory,
  type HistoryListing,
  type ListingHistory,
  previousPrice,
  publishedListings,
  recordPublish,
  referenceExpired,
  ribbonAllowsPriceReduced,
} from './listing-history';

type Listing = HistoryListing & { readonly Title?: string };

const listing = (overrides: Partial<Listing> = {}): Listing => ({
  ID: 1,
  Goal: 0,
  Marquee: 0,
  Price: 300_000,
  PriceUnit: 0,
  ...overrides,
});

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 24 * 60 * 60 * 1000);

/** The history after publishing each export in turn, on the given days. */
function publishes(...steps: readonly (readonly [number, readonly Listing[]])[]): ListingHistory<Listing> {
  return steps.reduce(
    (history, [n, listings]) => recordPublish(history, listings, day(n)),
    emptyHistory<Listing>(),
  );
}

describe('recordPublish', () => {
  it('records first and last seen, and a price or status only when it changed', () => {
    const history = publishes(
      [0, [listing()]],
      [1, [listing()]],
      [2, [listing({ Price: 290_000 })]],
      [3, [listing({ Price: 290_000, Marquee: 2 })]],
    );
    const record = history.listings['1'];
    expect(record?.firstSeen).toBe(day(0).toISOString());
    expect(record?.lastSeen).toBe(day(3).toISOString());
    expect(record?.prices.map((point) => [point.at, point.price])).toEqual([
      [day(0).toISOString(), 300_000],
      [day(2).toISOString(), 290_000],
    ]);
    expect(record?.statuses.map((point) => [point.at, point.marquee])).toEqual([
      [day(0).toISOString(), 0],
      [day(3).toISOString(), 2],
    ]);
  });

  it('keeps the date a listing was first seen sold and its last data, and forgets both when it is back on the market', () => {
    const sold = publishes(
      [0, [listing()]],
      [5, [listing({ Marquee: 3 })]],
      [8, [listing({ Marquee: 3, Title: 'x' })]],
    );
    expect(sold.listings['1']?.closedAt).toBe(day(5).toISOString());
    expect(sold.listings['1']?.last).toEqual(listing({ Marquee: 3, Title: 'x' }));
    const back = recordPublish(sold, [listing()], day(9));
    expect(back.listings['1']?.closedAt).toBeUndefined();
    expect(back.listings['1']?.last).toBeUndefined();
  });

  it('keeps only what `keep` returns of a sold listing', () => {
    const history = recordPublish(
      emptyHistory<Listing>(),
      [listing({ Marquee: 4, Title: 'long' })],
      day(0),
      undefined,
      ({ Title: _, ...rest }) => rest,
    );
    expect(history.listings['1']?.last).toEqual(listing({ Marquee: 4 }));
  });

  it('keeps a listing gone while sold for the reference period after it closed, then forgets it', () => {
    const gone = publishes([0, [listing({ Marquee: 3 })]], [10, []]);
    expect(gone.listings['1']?.closedAt).toBe(day(0).toISOString());
    expect(recordPublish(gone, [], day(90)).listings['1']).toBeDefined();
    expect(recordPublish(gone, [], day(91)).listings['1']).toBeUndefined();
  });

  it('keeps a withdrawn listing for the price window after it was last seen, so a comeback keeps its price history', () => {
    const withdrawn = publishes([0, [listing()]], [20, [listing()]], [21, []]);
    expect(recordPublish(withdrawn, [], day(80)).listings['1']).toBeDefined();
    expect(recordPublish(withdrawn, [], day(81)).listings['1']).toBeUndefined();
    const back = recordPublish(withdrawn, [listing({ Price: 280_000 })], day(40));
    expect(previousPrice(back.listings['1'], listing({ Price: 280_000 }), day(40))).toBe(300_000);
  });

  it('bounds the price points to the window and the one before it', () => {
    const history = publishes(
      [0, [listing({ Price: 400_000 })]],
      [10, [listing({ Price: 390_000 })]],
      [20, [listing({ Price: 380_000 })]],
      [100, [listing({ Price: 370_000 })]],
    );
    expect(history.listings['1']?.prices.map((point) => point.price)).toEqual([380_000, 370_000]);
  });

  it('records the first of two records with one ID, as the build does', () => {
    const history = recordPublish(emptyHistory<Listing>(), [listing(), listing({ Price: 1 })], day(0));
    expect(history.listings['1']?.prices.map((point) => point.price)).toEqual([300_000]);
  });
});

describe('previousPrice', () => {
  const dropped = publishes([0, [listing()]], [30, [listing({ Price: 280_000 })]]);
  const record = dropped.listings['1'];

  it('is the price before a drop made within the last 60 days', () => {
    expect(previousPrice(record, listing({ Price: 280_000 }), day(30))).toBe(300_000);
    expect(previousPrice(record, listing({ Price: 280_000 }), day(90))).toBe(300_000);
    expect(previousPrice(record, listing({ Price: 280_000 }), day(91))).toBeUndefined();
  });

  it('follows a configured window', () => {
    const policy = { priceReducedDays: 10, referenceDays: 90 };
    expect(previousPrice(record, listing({ Price: 280_000 }), day(40), policy)).toBe(300_000);
    expect(previousPrice(record, listing({ Price: 280_000 }), day(41), policy)).toBeUndefined();
  });

  it('is undefined after a rise, without a change, or when goal or unit changed', () => {
    const rose = publishes([0, [listing()]], [30, [listing({ Price: 320_000 })]]);
    expect(previousPrice(rose.listings['1'], listing({ Price: 320_000 }), day(31))).toBeUndefined();
    const same = publishes([0, [listing()]], [30, [listing()]]);
    expect(previousPrice(same.listings['1'], listing(), day(31))).toBeUndefined();
    const rental = publishes([0, [listing()]], [30, [listing({ Goal: 1, Price: 1_200 })]]);
    expect(previousPrice(rental.listings['1'], listing({ Goal: 1, Price: 1_200 }), day(31))).toBeUndefined();
    const unit = publishes([0, [listing()]], [30, [listing({ PriceUnit: 7, Price: 250_000 })]]);
    expect(
      previousPrice(unit.listings['1'], listing({ PriceUnit: 7, Price: 250_000 }), day(31)),
    ).toBeUndefined();
  });

  it('is undefined to or from a price of 0 (not given)', () => {
    const toZero = publishes([0, [listing()]], [30, [listing({ Price: 0 })]]);
    expect(previousPrice(toZero.listings['1'], listing({ Price: 0 }), day(31))).toBeUndefined();
  });

  it('is undefined for a listing without history or whose price is not the recorded one', () => {
    expect(previousPrice(undefined, listing(), day(0))).toBeUndefined();
    expect(previousPrice(record, listing({ Price: 270_000 }), day(31))).toBeUndefined();
  });

  it('follows the export ribbon: shown with none or "price lowered", not with new, under option, sold or rented', () => {
    const withRibbon = (marquee: number) =>
      previousPrice(record, listing({ Price: 280_000, Marquee: marquee }), day(31));
    expect([0, 1, 2, 3, 4, 5].map(withRibbon)).toEqual([
      300_000,
      undefined,
      undefined,
      undefined,
      undefined,
      300_000,
    ]);
    expect([0, 1, 2, 3, 4, 5].map(ribbonAllowsPriceReduced)).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('publishedListings', () => {
  it('is the export as it is when nothing is sold or gone', () => {
    const listings = [listing(), listing({ ID: 2 })];
    const history = recordPublish(emptyHistory<Listing>(), listings, day(0));
    expect(publishedListings(history, listings, day(0))).toEqual({ listed: listings, references: [] });
  });

  it('keeps a listing gone while sold as a reference, from its last data, for 90 days after it was first seen sold', () => {
    const sold = listing({ ID: 7, Marquee: 3, Title: 'last known' });
    const other = listing({ ID: 2 });
    let history = publishes([0, [other, listing({ ID: 7 })]], [10, [other, sold]]);
    history = recordPublish(history, [other], day(20));
    expect(publishedListings(history, [other], day(20))).toEqual({ listed: [other], references: [sold] });
    history = recordPublish(history, [other], day(100));
    expect(publishedListings(history, [other], day(100))).toEqual({ listed: [other], references: [sold] });
    history = recordPublish(history, [other], day(101));
    expect(publishedListings(history, [other], day(101))).toEqual({ listed: [other], references: [] });
  });

  it('drops a listing still in the export as sold or rented 90 days after it was first seen so', () => {
    const rented = listing({ ID: 3, Goal: 1, Price: 900, Marquee: 4 });
    let history = publishes([0, [rented]]);
    expect(publishedListings(history, [rented], day(0)).listed).toEqual([rented]);
    history = recordPublish(history, [rented], day(91));
    expect(
      referenceExpired(history.listings['3'], day(91), { priceReducedDays: 60, referenceDays: 90 }),
    ).toBe(true);
    expect(publishedListings(history, [rented], day(91))).toEqual({ listed: [], references: [] });
    expect(
      publishedListings(history, [rented], day(91), { priceReducedDays: 60, referenceDays: 120 }).listed,
    ).toEqual([rented]);
  });

  it('does not keep a listing withdrawn while on the market', () => {
    const history = publishes([0, [listing()]], [1, []]);
    expect(publishedListings(history, [], day(1))).toEqual({ listed: [], references: [] });
  });
});
