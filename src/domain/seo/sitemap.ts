// sitemap.xml: every indexable page once, with its language versions as hreflang alternates; a site too
// large for one file gets an index of several.

import { escapeHtml } from '../values/escape-html.mjs';

/** A built page as the sitemap sees it: its language, its own path, its language versions, its flag. */
export interface SitemapPage {
  readonly locale: string;
  /** The page's path as the page list gives it: no leading or trailing slash, undefined for the root. */
  readonly path: string | undefined;
  readonly alternates: readonly { readonly locale: string; readonly path: string }[];
  readonly noindex?: boolean | undefined;
}

/** How to write the URLs: the site's origin, the default language (x-default) and each language's tag. */
export interface SitemapOptions {
  readonly siteUrl: string;
  readonly defaultLocale: string;
  readonly languageTags: Readonly<Record<string, string>>;
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * The pages a search engine should index: not flagged noindex (preview pages), and each the language
 * version of itself. A page that is not one of its own alternates (a copy served at a second address,
 * its canonical pointing at the first) is a duplicate and stays out. Each URL appears once.
 */
export function indexablePages<P extends SitemapPage>(pages: readonly P[]): P[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    if (page.noindex === true) return false;
    const own = page.alternates.find((alternate) => alternate.locale === page.locale);
    if (own === undefined || trimSlashes(own.path) !== (page.path ?? '')) return false;
    if (seen.has(own.path)) return false;
    seen.add(own.path);
    return true;
  });
}

/**
 * The most URLs one sitemap file lists. The protocol allows 50,000 URLs and 50 MB a file; with four
 * languages' alternates a URL takes some 540 bytes, so 10,000 make about 5 MB. A national network's
 * 400,000 pages in one file were 270 MB: over the protocol's limit, and over a gigabyte to build.
 */
export const urlsPerSitemap = 10_000;

/**
 * The sitemap XML (sitemaps.org 0.9 with xhtml:link alternates): one <url> per indexable page, listing
 * every language version by its hreflang tag and the default language's version as x-default.
 */
export function sitemapXml(pages: readonly SitemapPage[], options: SitemapOptions): string {
  return urlsetXml(indexablePages(pages), options);
}

/**
 * The sitemap files of the site's pages, by name, each made when asked: sitemap.xml alone when it holds
 * every indexable page within `perFile` URLs; otherwise sitemap.xml is the index of sitemap-1.xml,
 * sitemap-2.xml, … of `perFile` URLs each, in the pages' order.
 */
export function sitemapFiles(
  pages: readonly SitemapPage[],
  options: SitemapOptions,
  perFile = urlsPerSitemap,
): [name: string, xml: () => string][] {
  const indexable = indexablePages(pages);
  if (indexable.length <= perFile) return [['sitemap.xml', () => urlsetXml(indexable, options)]];
  const names = Array.from(
    { length: Math.ceil(indexable.length / perFile) },
    (_, n) => `sitemap-${n + 1}.xml`,
  );
  return [
    ['sitemap.xml', () => sitemapIndexXml(names, options)],
    ...names.map((name, n): [string, () => string] => [
      name,
      () => urlsetXml(indexable.slice(n * perFile, (n + 1) * perFile), options),
    ]),
  ];
}

const originOf = (options: SitemapOptions) => options.siteUrl.replace(/\/+$/, '');

function urlsetXml(indexable: readonly SitemapPage[], options: SitemapOptions): string {
  const origin = originOf(options);
  const absolute = (path: string) => escapeHtml(`${origin}${path}`);
  const urls = indexable.map((page) => {
    const own = page.alternates.find((alternate) => alternate.locale === page.locale);
    const links = page.alternates.map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${escapeHtml(options.languageTags[alternate.locale] ?? alternate.locale)}" href="${absolute(alternate.path)}"/>`,
    );
    const fallback = page.alternates.find((alternate) => alternate.locale === options.defaultLocale);
    if (fallback !== undefined)
      links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(fallback.path)}"/>`);
    return `<url><loc>${absolute(own?.path ?? '/')}</loc>${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index (sitemaps.org 0.9) of the sitemap files `names`, at the site's root. */
function sitemapIndexXml(names: readonly string[], options: SitemapOptions): string {
  const origin = originOf(options);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...names.map((name) => `<sitemap><loc>${escapeHtml(`${origin}/${name}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: every crawler may visit everything; the sitemap's absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
