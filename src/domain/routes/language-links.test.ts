import { describe, expect, it } from 'vitest';
import { linkedLanguage, linkHrefs, offLanguageLinks } from './language-links';

const site = 'https://www.immo-lumiere.lu';

describe('linkHrefs', () => {
  it('reads every link of a text, quoted either way or not, with &amp; read', () => {
    expect(
      linkHrefs(
        `<p><a href="/nl/te-koop/">a</a> <a class="x" href='/de/?a=1&amp;b=2'>b</a> <a href=/en/>c</a></p>`,
      ),
    ).toEqual(['/nl/te-koop/', '/de/?a=1&b=2', '/en/']);
  });

  it('reads no picture or stylesheet address', () => {
    expect(linkHrefs('<img src="/nl/x.jpg"><link href="/nl/y.css">')).toEqual([]);
  });
});

describe('linkedLanguage', () => {
  it("finds a language's prefix on a path or on the site's own address", () => {
    expect(linkedLanguage('/nl/te-koop/', site)).toBe('nl');
    expect(linkedLanguage('/de', site)).toBe('de');
    expect(linkedLanguage('https://www.immo-lumiere.lu/EN/for-sale/', site)).toBe('en');
  });

  it('finds none on a default-language path, another site, a mail or phone link or an anchor', () => {
    for (const href of [
      '/a-vendre/',
      '/news/',
      'https://example.com/nl/',
      'mailto:a@b.lu',
      'tel:+352',
      '#top',
      '/nlx/',
    ]) {
      expect(linkedLanguage(href, site)).toBeUndefined();
    }
  });
});

describe('offLanguageLinks', () => {
  it('keeps the links to a switched-off language only', () => {
    const html =
      '<p><a href="/nl/te-koop/">nl</a> <a href="/en/for-sale/">en</a> <a href="/a-propos/">fr</a></p>';
    expect(offLanguageLinks(html, site, ['fr', 'en', 'de'])).toEqual(['/nl/te-koop/']);
    expect(offLanguageLinks(html, site, ['nl', 'fr', 'en', 'de'])).toEqual([]);
  });
});
