// The sitemap must list every indexable language version once, with its alternates, and nothing else.
import { describe, expect, it } from 'vitest';
import { indexablePages, robotsTxt, sitemapFiles, sitemapXml } from './sitemap';

const alternates = [
  { locale: 'nl', path: '/nl/te-koop/' },
  { locale: 'fr', path: '/fr/a-vendre/' },
  { locale: 'en', path: '/for-sale/' },
];
const forSale = alternates.map(({ locale, path }) => ({
  locale,
  path: path.replace(/^\/|\/$/g, ''),
  alternates,
}));
const options = {
  siteUrl: 'https://www.immo-lumiere.be/',
  defaultLocale: 'en',
  languageTags: { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' },
};

describe('sitemapXml', () => {
  it('lists each language version with every alternate and x-default, as absolute URLs', () => {
    const xml = sitemapXml(forSale, options);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(
      '<url><loc>https://www.immo-lumiere.be/fr/a-vendre/</loc>' +
        '<xhtml:link rel="alternate" hreflang="nl-BE" href="https://www.immo-lumiere.be/nl/te-koop/"/>' +
        '<xhtml:link rel="alternate" hreflang="fr-BE" href="https://www.immo-lumiere.be/fr/a-vendre/"/>' +
        '<xhtml:link rel="alternate" hreflang="en-GB" href="https://www.immo-lumiere.be/for-sale/"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.immo-lumiere.be/for-sale/"/></url>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it('writes the root page as the site root', () => {
    const home = [{ locale: 'en', path: undefined, alternates: [{ locale: 'en', path: '/' }] }];
    expect(sitemapXml(home, options)).toContain('<loc>https://www.immo-lumiere.be/</loc>');
  });

  it('escapes characters XML does not allow in text', () => {
    const odd = [{ locale: 'en', path: 'a&b', alternates: [{ locale: 'en', path: '/a&b/' }] }];
    expect(sitemapXml(odd, options)).toContain('<loc>https://www.immo-lumiere.be/a&amp;b/</loc>');
  });
});

describe('indexablePages', () => {
  it('leaves out preview pages flagged noindex', () => {
    const preview = forSale.map((page) => ({ ...page, noindex: true }));
    expect(
      indexablePages([...forSale, ...preview.map((page) => ({ ...page, path: `x/${page.path}` }))]),
    ).toHaveLength(3);
    expect(indexablePages(preview)).toEqual([]);
  });

  it('leaves out a page that is not its own language version (the short property URL)', () => {
    const localized = [{ locale: 'en', path: '/for-sale/gent/house/12/' }];
    const short = { locale: 'en', path: 'property/12', alternates: localized };
    const detail = { locale: 'en', path: 'for-sale/gent/house/12', alternates: localized };
    expect(indexablePages([short, detail])).toEqual([detail]);
  });

  it('lists a URL once even when two entries produce it', () => {
    expect(indexablePages([...forSale, ...forSale])).toHaveLength(3);
  });
});

describe('robotsTxt', () => {
  it('allows every crawler and points to the absolute sitemap URL', () => {
    expect(robotsTxt('https://www.immo-lumiere.be/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.immo-lumiere.be/sitemap.xml\n',
    );
  });
});

describe('sitemapFiles', () => {
  const many = Array.from({ length: 7 }, (_, n) => ({
    locale: 'en',
    path: `page-${n}`,
    alternates: [{ locale: 'en', path: `/page-${n}/` }],
  }));
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it('is sitemap.xml alone while one file holds every page', () => {
    const files = sitemapFiles(many, options, 7);
    expect(files.map(([name]) => name)).toEqual(['sitemap.xml']);
    expect(files[0]?.[1]()).toBe(sitemapXml(many, options));
  });

  it('splits a larger site into parts of at most so many URLs, which sitemap.xml indexes', () => {
    const files = new Map(sitemapFiles([...many, many[0] as (typeof many)[number]], options, 3));
    expect([...files.keys()]).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    const index = files.get('sitemap.xml')?.() ?? '';
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `https://www.immo-lumiere.be/sitemap-${n}.xml`));
    const parts = [1, 2, 3].map((n) => files.get(`sitemap-${n}.xml`)?.() ?? '');
    expect(parts.map((xml) => xml.match(/<url>/g)?.length)).toEqual([3, 3, 1]);
    // Every indexable page once, in order, as the single file lists them.
    expect(parts.flatMap(locs)).toEqual(locs(sitemapXml(many, options)));
  });
});
