// What an owner sees of a property's audience: the site's own view counts (each visitor once a day, an
// address's share limited, hashed with a salt that is forgotten each day) and the enquiries about it.
import type { DayCount } from '../../../domain/portal/view-statistics';

/** Who viewed a page, hashed with the day's salt: the visitor (address and browser) and the address alone. */
export interface ViewVisitor {
  readonly visitorHash: string;
  readonly addressHash: string;
}

/** What one address may add to a property's views in a day. */
export interface ViewLimits {
  /** Views a day, for all browsers behind it together (an office or a family shares one address). */
  readonly perAddress: number;
  /** A new browser within this many ms of the address's last counted view is a burst, not a visitor. */
  readonly burstMs: number;
}

/** A form submission about a property, as the owner's communications list needs it. */
export interface PropertyEnquiry {
  readonly kind: string;
  readonly createdAt: number;
  readonly body: Readonly<Record<string, unknown>>;
}

/** The view counter and the enquiries of the owner portal. */
export interface ViewStore {
  /**
   * The random salt of a day ('YYYY-MM-DD'), made on its first use; the salts and visitor hashes of
   * other days are deleted, so yesterday's visitors can no longer be linked to anything.
   */
  daySalt(day: string): Promise<string>;
  /** Deletes the salts and visitor hashes of the days before `day`, even when no view came since. */
  forgetViewDaysBefore(day: string): Promise<void>;
  /**
   * Counts a view once per visitor hash (property and day in it), and at most `limits.perAddress` times
   * per address hash (property and day in it too), none within `limits.burstMs` of that address's last
   * counted view; true when it was counted.
   */
  countView(
    propertyId: number,
    day: string,
    visitor: ViewVisitor,
    now: number,
    limits: ViewLimits,
  ): Promise<boolean>;
  /** The site's own per-day view counts of a property. */
  viewCounts(propertyId: number): Promise<DayCount[]>;
  /** The submissions of the given form kinds about a property, newest first. */
  enquiries(propertyId: number, kinds: readonly string[]): Promise<PropertyEnquiry[]>;
}

/** The tables that hold a day's hashes, all forgotten with its salt. */
export const dayTables = ['view_salts', 'view_visitors', 'view_sources'] as const;

/** An enquiry as its submission row holds it (the body as stored JSON). */
export const propertyEnquiry = (row: {
  kind: string;
  created_at: number;
  body: string;
}): PropertyEnquiry => ({
  kind: row.kind,
  createdAt: row.created_at,
  body: JSON.parse(row.body) as Record<string, unknown>,
});
