// The export and the published site as a page that shows no listing is given them: every field but the
// listings and the owners, which throw when read. Such a page's cache key covers no listing
// (src/data/page-cache-keys.ts), so a page that read one would be kept from an earlier build with a
// listing it no longer shows; sealed, it fails its build instead, naming itself.
import type { ExportModel } from './export-model';
import type { SiteModel } from './published-site';

function sealed<T extends object>(value: T, names: readonly string[], reader: string): T {
  const copy = { ...value };
  for (const name of names)
    Object.defineProperty(copy, name, {
      enumerable: true,
      get() {
        throw new Error(
          `${reader} is built without the listings (its cache key covers none: src/data/page-cache-keys.ts), yet it read ${name}.`,
        );
      },
    });
  return copy;
}

/** `model` without its listings and owners, for the page `reader` names. */
export function exportWithoutListings(model: ExportModel, reader: string): ExportModel {
  return sealed(model, ['properties', 'owners'], reader);
}

/** `published` without its listings, for the page `reader` names. */
export function siteWithoutListings(published: SiteModel, reader: string): SiteModel {
  return sealed(
    { ...published, model: exportWithoutListings(published.model, reader) },
    ['listed', 'previousPrices'],
    reader,
  );
}
