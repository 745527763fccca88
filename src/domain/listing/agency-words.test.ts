import { describe, expect, it } from 'vitest';
import { agencyWord, listingTypeLabel } from './agency-words';

describe('agencyWord', () => {
  it('takes the word of the page language only, never another language', () => {
    expect(agencyWord({ nl: 'per maand', fr: ' par mois ' }, 'fr')).toBe('par mois');
    expect(agencyWord({ nl: 'per maand' }, 'fr')).toBeUndefined();
    expect(agencyWord({ fr: '  ' }, 'fr')).toBeUndefined();
    expect(agencyWord(undefined, 'fr')).toBeUndefined();
  });
});

describe('listingTypeLabel', () => {
  it("prefers the agency's type description, then its main type name, then the type list", () => {
    const both = { MainTypeName: { nl: 'Huis' }, TypeDescription: { nl: 'Bel-étage' } };
    expect(listingTypeLabel(both, 'nl', 'Woning')).toBe('Bel-étage');
    expect(listingTypeLabel({ MainTypeName: { nl: 'Huis' } }, 'nl', 'Woning')).toBe('Huis');
    expect(listingTypeLabel(both, 'en', 'House')).toBe('House');
  });
});
