import { describe, expect, it } from 'vitest';
import {
  languageCookie,
  languageFromCookies,
  queryLanguageTarget,
  queryWithoutLanguage,
  rememberedLanguageTarget,
} from './language-memory';

const homes = { en: '/', fr: '/fr/', nl: '/nl/' };
const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
const base = { path: '/', sources: { cookie: 'fr' }, pageLocale: 'en', homes, userAgent: browser };

describe('rememberedLanguageTarget', () => {
  it('sends a returning visitor from the bare home to the remembered language home', () => {
    expect(rememberedLanguageTarget(base)).toBe('/fr/');
    expect(rememberedLanguageTarget({ ...base, sources: { localStorage: 'nl' } })).toBe('/nl/');
    expect(rememberedLanguageTarget({ ...base, sources: { sessionStorage: 'nl' } })).toBe('/nl/');
  });

  it("follows the detection order: cookie, localStorage, sessionStorage, browser, the page's own tag", () => {
    const sources = {
      cookie: 'nl',
      localStorage: 'fr',
      sessionStorage: 'fr',
      browser: ['fr-BE'],
      htmlTag: 'en-GB',
    };
    expect(rememberedLanguageTarget({ ...base, sources })).toBe('/nl/');
    expect(rememberedLanguageTarget({ ...base, sources: { ...sources, cookie: undefined } })).toBe('/fr/');
    expect(
      rememberedLanguageTarget({ ...base, sources: { browser: ['nl-BE', 'en'], htmlTag: 'en-GB' } }),
    ).toBe('/nl/');
    expect(
      rememberedLanguageTarget({ ...base, sources: { browser: ['es'], htmlTag: 'en-GB' } }),
    ).toBeUndefined();
  });

  it('stays on any other page, even the home of another language', () => {
    expect(rememberedLanguageTarget({ ...base, path: '/contact/' })).toBeUndefined();
    expect(rememberedLanguageTarget({ ...base, path: '/nl/' })).toBeUndefined();
  });

  it('stays without a memory, with the default language remembered, or a language switched off', () => {
    expect(rememberedLanguageTarget({ ...base, sources: {} })).toBeUndefined();
    expect(rememberedLanguageTarget({ ...base, sources: { cookie: 'en', browser: ['fr'] } })).toBeUndefined();
    expect(rememberedLanguageTarget({ ...base, sources: { cookie: 'de' } })).toBeUndefined();
  });

  it('never redirects crawlers', () => {
    expect(rememberedLanguageTarget({ ...base, userAgent: 'Googlebot/2.1' })).toBeUndefined();
  });
});

describe('queryLanguageTarget', () => {
  const versions = { en: '/for-sale/', nl: '/nl/te-koop/', fr: '/fr/a-vendre/' };
  const on = { path: '/for-sale/', pageLocale: 'en', versions };

  it("goes to the page's version in the asked language, keeping the rest of the query", () => {
    expect(queryLanguageTarget({ ...on, search: '?lng=nl' })).toEqual({
      locale: 'nl',
      href: '/nl/te-koop/',
      stay: false,
    });
    expect(queryLanguageTarget({ ...on, search: '?search=Gent&lng=FR&page=2' })).toEqual({
      locale: 'fr',
      href: '/fr/a-vendre/?search=Gent&page=2',
      stay: false,
    });
  });

  it('stays on a page already in that language, at its own address without lng', () => {
    // A not-found page's switcher links to the homes: the address must stay the one asked for.
    const notFound = { path: '/fr/nope/', pageLocale: 'fr', versions: { en: '/', fr: '/fr/' } };
    expect(queryLanguageTarget({ ...notFound, search: '?lng=fr&x=1' })).toEqual({
      locale: 'fr',
      href: '/fr/nope/?x=1',
      stay: true,
    });
  });

  it('asks nothing without lng or for a language the page lacks', () => {
    expect(queryLanguageTarget({ ...on, search: '?search=Gent' })).toBeUndefined();
    expect(queryLanguageTarget({ ...on, search: '?lng=de' })).toBeUndefined();
  });

  it('carries every filter but lng', () => {
    expect(queryWithoutLanguage('?lng=nl&type=1&type=2&min=100000')).toBe('?type=1&type=2&min=100000');
    expect(queryWithoutLanguage('?lng=nl')).toBe('');
    expect(queryWithoutLanguage('')).toBe('');
  });
});

describe('language cookie', () => {
  it('is strict, site-wide and readable back', () => {
    const cookie = languageCookie('nl', true);
    expect(cookie).toContain('i18nextLng=nl');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
    expect(languageFromCookies('a=1; i18nextLng=nl; b=2')).toBe('nl');
    expect(languageFromCookies('a=1')).toBeUndefined();
  });
});
