// robots.txt: crawlers welcome everywhere, and where the sitemap is.
import type { APIRoute } from 'astro';
import { loadExport } from '../data/load-export';
import { robotsTxt } from '../domain/seo/sitemap';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(robotsTxt(loadExport().site.SiteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
