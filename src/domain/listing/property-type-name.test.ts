import { describe, expect, it } from 'vitest';
import { propertyTypeName } from './property-type-name';

const types = [
  { WebID: 1, Name: 'Huis', Language: 'nl' },
  { WebID: 1, Name: 'Maison', Language: 'fr' },
  { WebID: 1, Name: 'House', Language: 'en' },
  { WebID: 2, Name: 'Appartement', Language: 'fr' },
  { WebID: 3, Name: 'Studio', Language: 'de' },
  { WebID: 4, Name: ' ', Language: 'de' },
];

describe('propertyTypeName', () => {
  it("names the type in the page's language", () => {
    expect(propertyTypeName(types, 1, 'fr', 'en')).toBe('Maison');
    expect(propertyTypeName(types, 1, 'nl', 'en')).toBe('Huis');
  });

  it('falls back to the default language, then to any language present', () => {
    expect(propertyTypeName(types, 1, 'de', 'en')).toBe('House');
    expect(propertyTypeName(types, 2, 'de', 'en')).toBe('Appartement');
    expect(propertyTypeName(types, 3, 'nl', 'fr')).toBe('Studio');
  });

  it('gives undefined for an unknown WebID or a blank name', () => {
    expect(propertyTypeName(types, 99, 'en', 'en')).toBeUndefined();
    expect(propertyTypeName(types, 4, 'de', 'en')).toBeUndefined();
  });
});
