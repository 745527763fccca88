import { describe, expect, it } from 'vitest';
import { acceptedLanguages, cookieValue, detectLanguage } from './language-detection.mjs';

const enabled = ['nl', 'fr', 'en', 'de'] as const;
const all = {
  query: 'nl',
  cookie: 'fr',
  localStorage: 'de',
  sessionStorage: 'en',
  browser: ['fr-BE'],
  htmlTag: 'en-GB',
};

describe('detectLanguage', () => {
  it('follows the specification: query lng, cookie, localStorage, sessionStorage, browser, html tag', () => {
    expect(detectLanguage(all, enabled)).toBe('nl');
    expect(detectLanguage({ ...all, query: undefined }, enabled)).toBe('fr');
    expect(detectLanguage({ ...all, query: null, cookie: null }, enabled)).toBe('de');
    expect(detectLanguage({ ...all, query: '', cookie: '', localStorage: null }, enabled)).toBe('en');
    expect(detectLanguage({ browser: ['de-DE', 'nl'], htmlTag: 'en-GB' }, enabled)).toBe('de');
    expect(detectLanguage({ htmlTag: 'fr-BE' }, enabled)).toBe('fr');
  });

  it('skips a language the site does not have, so the next source decides', () => {
    expect(detectLanguage({ query: 'es', cookie: 'de' }, enabled)).toBe('de');
    expect(detectLanguage({ query: 'de', browser: ['it', 'NL-be'] }, ['nl', 'fr'])).toBe('nl');
    expect(detectLanguage({ query: 'xx', browser: ['it'] }, enabled)).toBeUndefined();
    expect(detectLanguage({}, enabled)).toBeUndefined();
  });
});

describe('acceptedLanguages', () => {
  it('orders the languages by weight, then by their place in the header', () => {
    expect(acceptedLanguages('en;q=0.5, fr-BE, nl;q=0.9, de;q=0.9')).toEqual(['fr-be', 'nl', 'de', 'en']);
  });
  it('leaves out the wildcard, refused languages and empty parts', () => {
    expect(acceptedLanguages('*, de;q=0, , nl')).toEqual(['nl']);
  });
});

describe('cookieValue', () => {
  it('reads one cookie of a header, decoded, and nothing from a broken one', () => {
    expect(cookieValue('a=1; i18nextLng=nl; b=2', 'i18nextLng')).toBe('nl');
    expect(cookieValue('a=1', 'i18nextLng')).toBeUndefined();
    expect(cookieValue('i18nextLng=%E0', 'i18nextLng')).toBeUndefined();
  });
});
