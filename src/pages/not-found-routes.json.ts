// The table scripts/server/serve.mjs reads at start to answer unknown paths: the right 404 page, or a
// permanent redirect for a live listing asked for under a wrong address.
import type { APIRoute } from 'astro';
import { propertyPages } from '../data/pages/property-pages';
import { loadSiteModel } from '../data/site-model';
import { listingVersions } from '../domain/language-versions';
import { notFoundRoutes } from '../domain/not-found-routes';
import { siteLocales } from '../i18n/site-locales';

export const prerender = true;

export const GET: APIRoute = () => {
  const model = loadSiteModel();
  const options = siteLocales(model.site);
  const listings = listingVersions(propertyPages({ model, options }));
  return new Response(JSON.stringify(notFoundRoutes(options, listings)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
