// What the site publishes from an export, as a value the page routes hand down: src/data/site-model.ts
// reads it (with the listing history when there is one); this file holds its shape and no I/O, so the
// page context may name it.
import type { Property } from '../schemas/property';
import type { ExportModel } from './export-model';

/** The published model, the listings it lists, and the previous price of each listing shown as reduced. */
export type SiteModel = {
  /** Its listings are those with a page: the listed ones, then the reference ones. */
  readonly model: ExportModel;
  /** The listings of the results, the search index and their counts. */
  readonly listed: readonly Property[];
  readonly previousPrices: ReadonlyMap<number, number>;
};

/** The export published as it is, without a listing history: every listing listed, none reduced. */
export function publishedAsExported(model: ExportModel): SiteModel {
  return { model, listed: model.properties, previousPrices: new Map() };
}
