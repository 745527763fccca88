// sitemap.xml: every indexable page of every enabled language, with its hreflang alternates.
import type { APIRoute } from 'astro';
import { loadExport } from '../data/load-export';
import { sitePages } from '../data/site-pages';
import { languageTagsFor } from '../domain/language/language-tags';
import { sitemapXml } from '../domain/seo/sitemap';

export const prerender = true;

export const GET: APIRoute = () => {
  const { site } = loadExport();
  const xml = sitemapXml(sitePages(), {
    siteUrl: site.SiteUrl,
    defaultLocale: site.DefaultLanguage,
    languageTags: languageTagsFor(site.Agency.CountryID),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
