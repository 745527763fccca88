import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator';
import { freeTextPlaceholder } from './build-props';

describe('freeTextPlaceholder', () => {
  it("offers the town with the most listings of the form's choices, never one the section lacks", () => {
    // Before: a fixed "Namur" on the page of listings in Spain, and "Eupen", which had none, in German.
    const town = (name: string, count: number) => ({ name, count });
    expect(freeTextPlaceholder(createTranslator('fr'), [town('Alicante', 1), town('Marbella', 3)])).toBe(
      'p. ex. 1234 ou Marbella',
    );
    expect(freeTextPlaceholder(createTranslator('de'), [town('Gent', 4)])).toBe('z. B. 1234 oder Gent');
  });

  it('offers only a reference when the form has no town to choose', () => {
    expect(freeTextPlaceholder(createTranslator('en'), [])).toBe('e.g. 1234');
  });
});
