// The listings of a shortlist or a comparison, looked up in what the site publishes: a listing sold or let
// since it was saved is still there (its card shows the ribbon); one no longer offered is not.
import { exportIndexes } from '../../data/export-indexes';
import { isSoldOrRented } from '../../domain/listing/status';
import { publishedPrice } from '../../domain/values/money';
import type { PageContext } from '../../page/page-context';
import type { Property } from '../../schemas/property';

/** A saved ID and its listing, undefined when it is no longer offered. */
export interface ShortlistEntry {
  readonly id: number;
  readonly property: Property | undefined;
  /** The price the card shows as a number, for ordering: undefined when on request, sold or let. */
  readonly price: number | undefined;
  readonly livingArea: number | undefined;
}

/** The entries of the IDs, in their order, from the site the page context publishes. */
export function shortlistEntries(ids: readonly number[], { published }: PageContext): ShortlistEntry[] {
  // The prerendered page has no list, and no listings to look in (src/data/without-listings.ts).
  if (ids.length === 0) return [];
  const { propertiesById } = exportIndexes(published.model);
  return ids.map((id) => {
    const property = propertiesById.get(String(id));
    if (property === undefined) return { id, property, price: undefined, livingArea: undefined };
    const price = isSoldOrRented(property.Marquee) ? undefined : publishedPrice(property);
    return { id, property, price, livingArea: property.SurfaceLiving };
  });
}
