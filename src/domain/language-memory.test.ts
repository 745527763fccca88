import { describe, expect, it } from 'vitest';
import { languageCookie, languageFromCookies, rememberedLanguageTarget } from './language-memory';

const homes = { en: '/', fr: '/fr/', nl: '/nl/' };
const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
const base = { path: '/', remembered: 'fr', defaultLocale: 'en', homes, userAgent: browser };

describe('rememberedLanguageTarget', () => {
  it('sends a returning visitor from the bare home to the remembered language home', () => {
    expect(rememberedLanguageTarget(base)).toBe('/fr/');
  });

  it('stays on any other page, even the home of another language', () => {
    expect(rememberedLanguageTarget({ ...base, path: '/contact/' })).toBeUndefined();
    expect(rememberedLanguageTarget({ ...base, path: '/nl/' })).toBeUndefined();
  });

  it('stays without a memory, with the default language remembered, or a language switched off', () => {
    expect(rememberedLanguageTarget({ ...base, remembered: undefined })).toBeUndefined();
    expect(rememberedLanguageTarget({ ...base, remembered: 'en' })).toBeUndefined();
    expect(rememberedLanguageTarget({ ...base, remembered: 'de' })).toBeUndefined();
  });

  it('never redirects crawlers', () => {
    expect(rememberedLanguageTarget({ ...base, userAgent: 'Googlebot/2.1' })).toBeUndefined();
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
