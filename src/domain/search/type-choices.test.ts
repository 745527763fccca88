import { describe, expect, it } from 'vitest';
import { typeChoices } from './type-choices';

describe('typeChoices', () => {
  const types = [
    { WebID: 2, Name: 'Appartement', Language: 'fr', ShowOrder: 2 },
    { WebID: 2, Name: 'Apartment', Language: 'en', ShowOrder: 2 },
    { WebID: 1, Name: 'Maison', Language: 'fr', ShowOrder: 1 },
    { WebID: 1, Name: 'House', Language: 'en', ShowOrder: 1 },
    { WebID: 9, Name: 'Garage', Language: 'en' },
    { WebID: 4, Name: 'Terrain', Language: 'fr', ShowOrder: 3 },
  ];

  it('lists each type once in ShowOrder, named in the page language', () => {
    expect(typeChoices(types, 'fr', 'en')).toEqual([
      { webId: 1, name: 'Maison' },
      { webId: 2, name: 'Appartement' },
      { webId: 4, name: 'Terrain' },
      { webId: 9, name: 'Garage' },
    ]);
  });

  it('falls back to the default language, then any language', () => {
    expect(typeChoices(types, 'de', 'en').map((choice) => choice.name)).toEqual([
      'House',
      'Apartment',
      'Terrain',
      'Garage',
    ]);
  });
});
