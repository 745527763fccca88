// The files made from the site's addresses alone: sitemap.xml (with its parts on a large site), and the
// two tables scripts/server/serve.ts reads at start (not-found-routes.json: the right 404 page or a
// redirect for an unknown path; language-versions.json: a page's version in another language, and the
// trailing slash its address has).
// Each is a function of the site model's page list and of the listings' addresses, never of a price, a
// text or a picture: their cache key (src/data/page-cache-keys.ts addressTablesKey) says so, and a
// publish that changes a price renders none of them (27 MB of sitemap, in five parts, at 10,000 listings).

import { languageTagsFor } from '../domain/language/language-tags';
import { siteLocales } from '../domain/language/site-locales';
import { perObject } from '../domain/memo/per-object';
import { listingVersions, versionGroups } from '../domain/routes/language-versions';
import { notFoundRoutes, pageCaseTable } from '../domain/routes/not-found-routes';
import { sitemapFiles } from '../domain/seo/sitemap';
import type { ExportModel } from './export-model';
import { testimonialsIndexes } from './pages/content-pages';
import { listingFolderIndexes, propertyPages } from './pages/property-pages';
import { pagesOf } from './site-pages';

/**
 * The address files of a model, by their name at the site's root (sitemap.xml and its parts, the two
 * tables), each made when asked: the routes list the names, then render one file at a time.
 */
export const addressFiles = perObject(
  (model: ExportModel): ReadonlyMap<string, () => string> =>
    new Map([
      ...sitemapFiles(pagesOf(model), {
        siteUrl: model.site.SiteUrl,
        defaultLocale: model.site.DefaultLanguage,
        languageTags: languageTagsFor(model.site.Agency.CountryID),
      }),
      ['not-found-routes.json', () => notFoundRoutesJson(model)],
      ['language-versions.json', () => JSON.stringify(versionGroups(pagesOf(model)))],
    ]),
);

/** The address file `name` of a model (one addressFiles lists). */
export function addressFile(model: ExportModel, name: string): string {
  const make = addressFiles(model).get(name);
  if (make === undefined) throw new Error(`No address file is named ${name}.`);
  return make();
}

function notFoundRoutesJson(model: ExportModel): string {
  const options = siteLocales(model.site);
  const listings = listingVersions(propertyPages({ model, options }));
  const indexes = {
    ...listingFolderIndexes({ model, options }),
    ...testimonialsIndexes({ model, options }),
  };
  // Listing pages are matched case-blind by their shape; every other page by this table.
  const pageCases = pageCaseTable(
    pagesOf(model)
      .filter((page) => page.key !== 'property')
      .map((page) => `/${page.path ?? ''}`),
  );
  return JSON.stringify(notFoundRoutes(options, listings, indexes, pageCases));
}
