// What an owner's weekly report tells, gathered once per owner: for each of their properties, the page
// views of the last full week and the one before, the site's enquiries of that week by kind, the visits
// booked, the buyers of the register looking for such a property, and the price history's points.
import type { ExportModel } from '../../../data/export-model';
import type { PropertyHistory } from '../../../data/listing-history-file';
import { type OwnerShownKind, ownerShownKinds } from '../../../domain/forms/schemas/form-specs';
import type { PricePoint } from '../../../domain/listing/listing-history';
import { matchingBuyerCount } from '../../../domain/portal/matching-buyers';
import { type DayRange, inRange, reportWeeks } from '../../../domain/portal/report-week';
import { dayIn } from '../../../domain/portal/view-statistics';
import type { Demand } from '../../../domain/search/demand-match';
import type { Locale } from '../../../i18n/locales';
import type { Owner } from '../../../schemas/owner';
import type { OwnerStore } from '../../store/owner-store';
import { ownedPropertyNames } from '../owner-me';

/** A booked visit is told as a visit, not among the enquiries. */
const bookingKind = 'contact-appointment';

/** One property's week. */
export interface PropertyWeek {
  readonly names: ReturnType<typeof ownedPropertyNames>;
  readonly views: { readonly week: number; readonly before: number };
  /** The site's enquiries of the week by kind (booked visits apart), the kinds that had any. */
  readonly enquiries: readonly { readonly kind: OwnerShownKind; readonly count: number }[];
  /** Visits booked on the site that week, and the export's visit rows dated in it. */
  readonly visits: number;
  readonly matchingBuyers: number;
  /** Oldest first; empty without a listing history. */
  readonly prices: readonly PricePoint[];
}

/** An owner's weekly report, before it is worded. */
export interface OwnerReport {
  readonly owner: Owner;
  readonly locale: Locale;
  readonly weeks: { readonly week: DayRange; readonly before: DayRange };
  readonly properties: readonly PropertyWeek[];
}

/** What the facts are read from. */
export interface ReportSources {
  readonly model: ExportModel;
  readonly store: OwnerStore;
  /** The confirmed demands of the register (read once for every owner). */
  readonly demands: readonly Demand[];
  /** The listing history of the live release, when there is one. */
  readonly history: PropertyHistory | undefined;
}

const sumIn = (counts: readonly { date: string; views: number }[], range: DayRange) =>
  counts.reduce((sum, count) => (inRange(count.date, range) ? sum + count.views : sum), 0);

async function propertyWeek(
  sources: ReportSources,
  owner: Owner,
  id: number,
  locale: Locale,
  weeks: OwnerReport['weeks'],
): Promise<PropertyWeek | undefined> {
  const { model, store } = sources;
  const listing = model.properties.find((property) => property.ID === id);
  if (listing === undefined) return undefined;
  const views = [
    ...(owner.Views ?? [])
      .filter((view) => view.PropertyID === id)
      .map((view) => ({ date: view.Date, views: view.Count })),
    ...(await store.viewCounts(id)),
  ];
  const ofWeek = (await store.enquiries(id, ownerShownKinds)).filter((enquiry) =>
    inRange(dayIn(enquiry.createdAt), weeks.week),
  );
  const enquiries = ownerShownKinds
    .filter((kind) => kind !== bookingKind)
    .map((kind) => ({ kind, count: ofWeek.filter((enquiry) => enquiry.kind === kind).length }))
    .filter((entry) => entry.count > 0);
  const exportedVisits = owner.Rows.filter(
    (row) =>
      row.PropertyID === id && row.Kind === 'visit' && inRange(dayIn(Date.parse(row.Date)), weeks.week),
  ).length;
  return {
    names: ownedPropertyNames(model, listing, locale),
    views: { week: sumIn(views, weeks.week), before: sumIn(views, weeks.before) },
    enquiries,
    visits: ofWeek.filter((enquiry) => enquiry.kind === bookingKind).length + exportedVisits,
    matchingBuyers: matchingBuyerCount(listing, sources.demands),
    prices: sources.history?.listings[String(id)]?.prices ?? [],
  };
}

/** The report of `owner` made at `now`, in `locale`. */
export async function ownerReport(
  sources: ReportSources,
  owner: Owner,
  locale: Locale,
  now: number,
): Promise<OwnerReport> {
  const weeks = reportWeeks(dayIn(now));
  const properties: PropertyWeek[] = [];
  for (const id of new Set(owner.PropertyIDs)) {
    const week = await propertyWeek(sources, owner, id, locale, weeks);
    if (week !== undefined) properties.push(week);
  }
  return { owner, locale, weeks, properties };
}
