// The table scripts/serve.mjs reads at start to answer unknown paths with the right 404 page.
import type { APIRoute } from 'astro';
import { loadExport } from '../data/load-export';
import { notFoundRoutes } from '../domain/not-found-routes';
import { siteLocales } from '../i18n/site-locales';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(JSON.stringify(notFoundRoutes(siteLocales(loadExport().site))), {
    headers: { 'Content-Type': 'application/json' },
  });
