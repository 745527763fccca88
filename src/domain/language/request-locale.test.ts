import { describe, expect, it } from 'vitest';
import { linkLocale, requestLocale } from './request-locale';

const options = { defaultLocale: 'en', enabledLocales: ['nl', 'fr', 'en'] } as const;

describe('requestLocale', () => {
  it('takes the remembered language first', () => {
    expect(requestLocale({ cookie: 'a=1; i18nextLng=fr', acceptLanguage: 'nl' }, options)).toBe('fr');
  });
  it("takes the browser's first language the site has, by its primary subtag", () => {
    expect(requestLocale({ acceptLanguage: 'de-DE, nl-BE;q=0.8, fr;q=0.5' }, options)).toBe('nl');
  });
  it('ignores a remembered language the site does not have', () => {
    expect(requestLocale({ cookie: 'i18nextLng=de', acceptLanguage: 'fr' }, options)).toBe('fr');
  });
  it("falls back on the site's default language", () => {
    expect(requestLocale({ cookie: null, acceptLanguage: 'es, it' }, options)).toBe('en');
    expect(requestLocale({}, options)).toBe('en');
  });
});

describe('requestLocale and the query parameter', () => {
  it('takes ?lng= before the cookie and the browser, when the site has that language', () => {
    expect(requestLocale({ query: 'nl', cookie: 'i18nextLng=fr', acceptLanguage: 'en' }, options)).toBe('nl');
    expect(requestLocale({ query: 'de', cookie: 'i18nextLng=fr' }, options)).toBe('fr');
  });
});

describe('linkLocale', () => {
  const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });
  it("answers a link in its token's language while the site has it", () => {
    expect(linkLocale('nl', headers({ 'accept-language': 'fr' }), options)).toBe('nl');
  });
  it("else in the request's: a token that is not ours, or a language the site dropped", () => {
    expect(linkLocale(undefined, headers({ 'accept-language': 'fr-BE' }), options)).toBe('fr');
    expect(linkLocale('de', headers({ cookie: 'i18nextLng=nl' }), options)).toBe('nl');
  });
});
