// The sitemap must list every indexable language version once, with its alternates, and nothing else.
import { describe, expect, it } from 'vitest';
import { indexablePages, robotsTxt, sitemapXml } from './sitemap';

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
