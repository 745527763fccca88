// What changed between the live export and a new one: the change report staff read (and get by e-mail)
// after each publish. Works on a snapshot of each export (src/data/export-snapshot.ts builds it from the
// typed model), so these rules know nothing of the export's field names.
import type { ListingStatus } from '../listing/status';

/** A listing, project or page named in the report: its key, and how staff recognise it. */
interface Named<Id> {
  readonly id: Id;
  readonly label: string;
}

/** A listing named in the report; its label is its reference, city and type. */
export type ListingRef = Named<number>;

/** A project or page named in the report; its id is unique among its kind: `project-3`, `article-12`, `menu-4`. */
export type RecordRef = Named<string>;

/** One listing as the comparison sees it. */
export interface ListingSnapshot extends ListingRef {
  readonly price: number;
  readonly status: ListingStatus;
  /** The media paths of its pictures, in display order. */
  readonly pictures: readonly string[];
}

/** A project or content page, with a fingerprint that changes when anything in it does. */
export interface RecordSnapshot extends RecordRef {
  readonly fingerprint: string;
}

/** The parts of an export the change report compares. */
export interface ExportSnapshot {
  readonly listings: readonly ListingSnapshot[];
  readonly projects: readonly RecordSnapshot[];
  /** Articles and menu pages. */
  readonly pages: readonly RecordSnapshot[];
}

/** Records added, removed or changed in place. */
export interface RecordChanges {
  readonly added: readonly RecordRef[];
  readonly removed: readonly RecordRef[];
  readonly changed: readonly RecordRef[];
}

/** Everything a member of staff wants to know about a publish before and after it goes live. */
export interface ChangeReport {
  readonly listingsBefore: number;
  readonly listingsAfter: number;
  readonly added: readonly ListingRef[];
  readonly withdrawn: readonly ListingRef[];
  readonly priceChanges: readonly (ListingRef & { readonly before: number; readonly after: number })[];
  readonly statusChanges: readonly (ListingRef & {
    readonly before: ListingStatus;
    readonly after: ListingStatus;
  })[];
  readonly picturesAdded: readonly (ListingRef & { readonly count: number })[];
  readonly picturesRemoved: readonly (ListingRef & { readonly count: number })[];
  readonly projects: RecordChanges;
  readonly pages: RecordChanges;
}

// The statuses the agency tracks: a move into or out of one of them is news (sold, let, under offer,
// back on the market); new <-> available is the CRM's own ageing of a ribbon and not reported.
const trackedStatuses: ReadonlySet<ListingStatus> = new Set(['option', 'sold', 'rented']);

const ref = <Id>({ id, label }: { id: Id; label: string }) => ({ id, label });
const byId = <Id, T extends { id: Id }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

function compareRecords(before: readonly RecordSnapshot[], after: readonly RecordSnapshot[]): RecordChanges {
  const old = byId(before);
  const next = byId(after);
  return {
    added: after.filter((record) => !old.has(record.id)).map(ref),
    removed: before.filter((record) => !next.has(record.id)).map(ref),
    changed: after
      .filter((record) => {
        const previous = old.get(record.id);
        return previous !== undefined && previous.fingerprint !== record.fingerprint;
      })
      .map(ref),
  };
}

const countMissing = (from: readonly string[], other: readonly string[]) => {
  const present = new Set(other);
  return from.filter((picture) => !present.has(picture)).length;
};

/** Compares the live export (`before`) with a new one (`after`); listings are matched by ID. */
export function compareExports(before: ExportSnapshot, after: ExportSnapshot): ChangeReport {
  const old = byId(before.listings);
  const next = byId(after.listings);
  const kept = after.listings.flatMap((listing) => {
    const previous = old.get(listing.id);
    return previous === undefined ? [] : [{ previous, listing }];
  });
  return {
    listingsBefore: before.listings.length,
    listingsAfter: after.listings.length,
    added: after.listings.filter((listing) => !old.has(listing.id)).map(ref),
    withdrawn: before.listings.filter((listing) => !next.has(listing.id)).map(ref),
    priceChanges: kept
      .filter(({ previous, listing }) => previous.price !== listing.price)
      .map(({ previous, listing }) => ({ ...ref(listing), before: previous.price, after: listing.price })),
    statusChanges: kept
      .filter(
        ({ previous, listing }) =>
          previous.status !== listing.status &&
          (trackedStatuses.has(previous.status) || trackedStatuses.has(listing.status)),
      )
      .map(({ previous, listing }) => ({ ...ref(listing), before: previous.status, after: listing.status })),
    picturesAdded: kept
      .map(({ previous, listing }) => ({
        ...ref(listing),
        count: countMissing(listing.pictures, previous.pictures),
      }))
      .filter((change) => change.count > 0),
    picturesRemoved: kept
      .map(({ previous, listing }) => ({
        ...ref(listing),
        count: countMissing(previous.pictures, listing.pictures),
      }))
      .filter((change) => change.count > 0),
    projects: compareRecords(before.projects, after.projects),
    pages: compareRecords(before.pages, after.pages),
  };
}

/** The counts of a report in one line's worth of numbers (for `npm run releases`). */
export interface ChangeSummary {
  readonly listings: number;
  readonly added: number;
  readonly withdrawn: number;
  readonly priceChanges: number;
  readonly statusChanges: number;
  readonly picturesAdded: number;
  readonly picturesRemoved: number;
  readonly projects: number;
  readonly pages: number;
}

const recordCount = (changes: RecordChanges) =>
  changes.added.length + changes.removed.length + changes.changed.length;
const sum = (items: readonly { count: number }[]) => items.reduce((total, item) => total + item.count, 0);

/** The counts of a change report. */
export function summarizeChanges(report: ChangeReport): ChangeSummary {
  return {
    listings: report.listingsAfter,
    added: report.added.length,
    withdrawn: report.withdrawn.length,
    priceChanges: report.priceChanges.length,
    statusChanges: report.statusChanges.length,
    picturesAdded: sum(report.picturesAdded),
    picturesRemoved: sum(report.picturesRemoved),
    projects: recordCount(report.projects),
    pages: recordCount(report.pages),
  };
}
