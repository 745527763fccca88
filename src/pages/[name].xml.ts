// sitemap.xml (src/data/address-tables.ts): every indexable page of every enabled language, with its
// hreflang alternates. A route with one static path so that it carries a cache key: made from the site's
// addresses alone, it is not rendered again by a publish that changes no address (27 MB at 10,000
// listings).
import type { APIRoute, GetStaticPaths } from 'astro';
import { addressTables } from '../data/address-tables';
import { addressTablesKey } from '../data/page-cache-keys';
import { loadSiteModel } from '../data/site-model';

export const prerender = true;

export const getStaticPaths = (() => [
  { params: { name: 'sitemap' }, cacheKey: addressTablesKey(loadSiteModel(), new Date()) },
]) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(addressTables['sitemap.xml'](loadSiteModel()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
