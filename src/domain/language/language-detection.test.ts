import { describe, expect, it } from 'vitest';
import { cookieValue, detectLanguage } from './language-detection.mjs';

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

describe('cookieValue', () => {
  it('reads one cookie of a header, decoded, and nothing from a broken one', () => {
    expect(cookieValue('a=1; i18nextLng=nl; b=2', 'i18nextLng')).toBe('nl');
    expect(cookieValue('a=1', 'i18nextLng')).toBeUndefined();
    expect(cookieValue('i18nextLng=%E0', 'i18nextLng')).toBeUndefined();
  });
});
