// The table scripts/server/serve.ts reads at start to answer `?lng=xx` with the page's version in language
// xx, and to add the trailing slash a page's address has.
import type { APIRoute } from 'astro';
import { sitePages } from '../data/site-pages';
import { languageVersions } from '../domain/routes/language-versions';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(JSON.stringify(languageVersions(sitePages())), {
    headers: { 'Content-Type': 'application/json' },
  });
