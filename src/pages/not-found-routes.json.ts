// The table scripts/server/serve.ts reads at start to answer unknown paths: the right 404 page, or a
// permanent redirect for a live listing asked for under a wrong address, for a section's bare address,
// for a folder of the listings' addresses, or for a page's address typed in another case.
import type { APIRoute } from 'astro';
import { testimonialsIndexes } from '../data/pages/content-pages';
import { listingFolderIndexes, propertyPages } from '../data/pages/property-pages';
import { loadSiteModel } from '../data/site-model';
import { sitePages } from '../data/site-pages';
import { siteLocales } from '../domain/language/site-locales';
import { listingVersions } from '../domain/routes/language-versions';
import { notFoundRoutes, pageCaseTable } from '../domain/routes/not-found-routes';

export const prerender = true;

export const GET: APIRoute = () => {
  const model = loadSiteModel();
  const options = siteLocales(model.site);
  const listings = listingVersions(propertyPages({ model, options }));
  const indexes = { ...listingFolderIndexes({ model, options }), ...testimonialsIndexes({ model, options }) };
  // Listing pages are matched case-blind by their shape; every other page by this table.
  const pageCases = pageCaseTable(
    sitePages()
      .filter((page) => page.key !== 'property' && page.key !== 'propertyShort')
      .map((page) => `/${page.path ?? ''}`),
  );
  return new Response(JSON.stringify(notFoundRoutes(options, listings, indexes, pageCases)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
