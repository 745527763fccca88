import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accepted-languages.mjs';

describe('acceptedLanguages', () => {
  it('orders the languages by weight, then by their place in the header', () => {
    expect(acceptedLanguages('en;q=0.5, fr-BE, nl;q=0.9, de;q=0.9')).toEqual(['fr-be', 'nl', 'de', 'en']);
  });
  it('leaves out the wildcard, refused languages and empty parts', () => {
    expect(acceptedLanguages('*, de;q=0, , nl')).toEqual(['nl']);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
