// What the site remembers of each listing across publishes: the prices and statuses it was seen with
// (changes only), when it was first and last seen, when it was first seen sold or rented, and, while it
// is sold or rented, its last known data, so that its page can still be built after it left the export.
// From that history: which listings show "price reduced" with their previous price, and which sold or
// rented listings stay online as reference pages, and until when.

import { isSoldOrRented } from './status';

/** The fields of a listing the history reads; a Property of the export fits it. */
export interface HistoryListing {
  readonly ID: number;
  readonly Goal: number;
  readonly Marquee: number;
  readonly Price: number;
  readonly PriceUnit: number;
}

/** A price as seen at one publish; goal and unit say what the amount means (a sale price, a monthly rent). */
export interface PricePoint {
  /** The publish time, ISO 8601. */
  readonly at: string;
  readonly price: number;
  readonly goal: number;
  readonly priceUnit: number;
}

/** A status (the export's Marquee code) as seen at one publish. */
export interface StatusPoint {
  readonly at: string;
  readonly marquee: number;
}

/** One listing's history, `L` being what is kept of its data for its reference page. */
export interface ListingRecord<L> {
  readonly firstSeen: string;
  readonly lastSeen: string;
  /** Oldest first, a point only when the price, goal or unit changed; bounded by the price window. */
  readonly prices: readonly PricePoint[];
  /** Oldest first, a point only when the status changed; bounded by the reference period. */
  readonly statuses: readonly StatusPoint[];
  /** When it was first seen sold or rented since it was last on the market; absent while on the market. */
  readonly closedAt?: string | undefined;
  /** Its last known data while sold or rented: what its reference page is built from. */
  readonly last?: L | undefined;
}

/** Every listing's history by ID (as text, the JSON key). */
export interface ListingHistory<L> {
  readonly version: 1;
  readonly listings: Readonly<Record<string, ListingRecord<L>>>;
}

/** How long the history's effects last. */
export interface HistoryPolicy {
  /** A price drop shows "price reduced" this many days (60). */
  readonly priceReducedDays: number;
  /** A sold or rented listing stays online as a reference page this many days after it was first seen so (90). */
  readonly referenceDays: number;
}

/** The figures: 60 days of "price reduced", 90 days of reference page. */
export const defaultHistoryPolicy: HistoryPolicy = { priceReducedDays: 60, referenceDays: 90 };

/** A history that knows no listing yet (the first publish). */
export function emptyHistory<L>(): ListingHistory<L> {
  return { version: 1, listings: {} };
}

const dayMs = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: Date) => (to.getTime() - Date.parse(from)) / dayMs;
const withinDays = (at: string, now: Date, days: number) => daysBetween(at, now) <= days;

// The points still needed: those within `days` of now, and the one before them (the value they changed
// from, which a price drop inside the window is measured against).
function recentPoints<P extends { readonly at: string }>(points: readonly P[], now: Date, days: number): P[] {
  const firstRecent = points.findIndex((point) => withinDays(point.at, now, days));
  if (firstRecent === -1) return points.slice(-1);
  return points.slice(Math.max(0, firstRecent - 1));
}

const samePrice = (point: PricePoint | undefined, listing: HistoryListing) =>
  point !== undefined &&
  point.price === listing.Price &&
  point.goal === listing.Goal &&
  point.priceUnit === listing.PriceUnit;

/**
 * The history after a publish of `listings` at `now`. A listing of the export gets its price and status
 * recorded when they changed; one sold or rented keeps the date it was first seen so and its last known
 * data (`keep` says what of it, for its reference page). A listing that left the export is kept while it
 * may still matter: a sold or rented one for the reference period after it closed, another for the price
 * window after it was last seen (if it comes back, its price history is still there); then it is forgotten.
 */
export function recordPublish<L extends HistoryListing>(
  history: ListingHistory<L>,
  listings: readonly L[],
  now: Date,
  policy: HistoryPolicy = defaultHistoryPolicy,
  keep: (listing: L) => L = (listing) => listing,
): ListingHistory<L> {
  const at = now.toISOString();
  const next: Record<string, ListingRecord<L>> = {};
  for (const listing of listings) {
    const id = String(listing.ID);
    // The export's first record of an ID wins, as everywhere else in the build.
    if (next[id] !== undefined) continue;
    const known = history.listings[id];
    const prices = known?.prices ?? [];
    const statuses = known?.statuses ?? [];
    const closed = isSoldOrRented(listing.Marquee);
    next[id] = {
      firstSeen: known?.firstSeen ?? at,
      lastSeen: at,
      prices: recentPoints(
        samePrice(prices.at(-1), listing)
          ? prices
          : [...prices, { at, price: listing.Price, goal: listing.Goal, priceUnit: listing.PriceUnit }],
        now,
        policy.priceReducedDays,
      ),
      statuses: recentPoints(
        statuses.at(-1)?.marquee === listing.Marquee
          ? statuses
          : [...statuses, { at, marquee: listing.Marquee }],
        now,
        policy.referenceDays,
      ),
      ...(closed ? { closedAt: known?.closedAt ?? at, last: keep(listing) } : {}),
    };
  }
  for (const [id, record] of Object.entries(history.listings)) {
    if (next[id] !== undefined) continue;
    const stillNeeded =
      record.closedAt !== undefined
        ? withinDays(record.closedAt, now, policy.referenceDays)
        : withinDays(record.lastSeen, now, policy.priceReducedDays);
    if (stillNeeded) next[id] = record;
  }
  return { version: 1, listings: next };
}

/** Whether a sold or rented listing's reference period is over: its URL then answers the "sold or withdrawn" page. */
export function referenceExpired(
  record: ListingRecord<unknown> | undefined,
  now: Date,
  policy: HistoryPolicy,
): boolean {
  return record?.closedAt !== undefined && !withinDays(record.closedAt, now, policy.referenceDays);
}

/** What the site publishes of its listings at a given moment (publishedListings). */
export interface PublishedListings<L> {
  /** The export's listings less the sold or rented ones whose reference period is over: the site lists them. */
  readonly listed: L[];
  /** Sold or rented when last seen, gone from the export since, within their reference period: pages only. */
  readonly references: L[];
}

/**
 * The listings the site publishes at `now`. The listed ones are the export's, less the sold or rented
 * ones whose reference period is over. The reference ones come from the last known data of listings
 * that were sold or rented when they left the export and are still within their reference period: their
 * pages stay, but the agency no longer lists them, so they are neither among the results nor in their
 * counts. `history` must already hold this publish (recordPublish), so a listing first seen sold today
 * counts from today.
 */
export function publishedListings<L extends HistoryListing>(
  history: ListingHistory<L>,
  listings: readonly L[],
  now: Date,
  policy: HistoryPolicy = defaultHistoryPolicy,
): PublishedListings<L> {
  const inExport = new Set(listings.map((listing) => String(listing.ID)));
  return {
    listed: listings.filter(
      (listing) => !referenceExpired(history.listings[String(listing.ID)], now, policy),
    ),
    references: Object.entries(history.listings).flatMap(([id, record]) =>
      !inExport.has(id) && record.last !== undefined && !referenceExpired(record, now, policy)
        ? [record.last]
        : [],
    ),
  };
}

/**
 * Whether the export's own ribbon allows a "price reduced" badge. The ribbon is the agency's word and a
 * card has one badge: "new" (a listing just put on the market is not presented as marked down), "under
 * option" (a deal is pending) and "sold" or "rented" (no price is shown at all) each win over the
 * history. No ribbon, or the export's own "price lowered", shows it, the latter with the previous price.
 */
export function ribbonAllowsPriceReduced(marquee: number): boolean {
  return marquee === 0 || marquee === 5;
}

/**
 * The previous price to show beside a listing's current one, or undefined: when its latest price change
 * was a drop, made within the price window, in the same goal and unit (a sale turned rental is not a
 * reduction), to the price the listing has now, and its ribbon allows the badge.
 */
export function previousPrice(
  record: ListingRecord<unknown> | undefined,
  listing: HistoryListing,
  now: Date,
  policy: HistoryPolicy = defaultHistoryPolicy,
): number | undefined {
  if (record === undefined || !ribbonAllowsPriceReduced(listing.Marquee)) return undefined;
  const latest = record.prices.at(-1);
  const before = record.prices.at(-2);
  if (latest === undefined || before === undefined || !samePrice(latest, listing)) return undefined;
  if (before.goal !== latest.goal || before.priceUnit !== latest.priceUnit) return undefined;
  // A price of 0 is a price not given: neither end of a reduction.
  if (latest.price <= 0 || before.price <= latest.price) return undefined;
  return withinDays(latest.at, now, policy.priceReducedDays) ? before.price : undefined;
}
