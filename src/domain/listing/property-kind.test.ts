import { describe, expect, it } from 'vitest';
import { propertyKind } from './property-kind';

describe('propertyKind', () => {
  it('takes houses, apartments and studios for homes, and their floors for lived in', () => {
    for (const webId of [1, 2, 3]) expect(propertyKind(webId)).toMatchObject({ home: true, dwelling: true });
  });

  it('takes an investment building for lived in (its flats are let) but not for one household’s home', () => {
    expect(propertyKind(5)).toMatchObject({ home: false, dwelling: true });
  });

  it('takes land, shops, industrial buildings, offices and garages for places nobody lives in', () => {
    for (const webId of [4, 6, 7, 8, 9]) {
      expect(propertyKind(webId)).toMatchObject({ home: false, dwelling: false, schemaType: 'Place' });
    }
  });

  it('names a house and an apartment as schema.org does', () => {
    expect([1, 2, 3].map((webId) => propertyKind(webId).schemaType)).toEqual([
      'SingleFamilyResidence',
      'Apartment',
      'Apartment',
    ]);
  });

  it('asks an energy certificate of every building, not of land or a garage', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((webId) => propertyKind(webId).energyCertificate)).toEqual([
      true,
      true,
      true,
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('takes a type it does not know for a building nobody lives in', () => {
    expect(propertyKind(42)).toEqual({
      home: false,
      dwelling: false,
      energyCertificate: true,
      schemaType: 'Place',
    });
  });
});
