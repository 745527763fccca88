// Unit tests of slug: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Immeuble de rapport', 'immeuble-de-rapport'],
    ['Liège', 'liege'],
    ['Garage/Parking', 'garage-parking'],
    ['Kapelle-op-den-Bos', 'kapelle-op-den-bos'],
    ["Braine-l'Alleud", 'braine-lalleud'],
    ['  Rue   du  Marché -- 12 ', 'rue-du-marche-12'],
    ['Straße', 'strasse'],
    ['Œuvre & Cie!', 'oeuvre-cie'],
    ['Ésch-sur-Sûre', 'esch-sur-sure'],
    ['Bureaux (kantoor)', 'bureaux-kantoor'],
    ['Über uns', 'uber-uns'],
    ['---', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('is stable when applied twice', () => {
    expect(slugify(slugify('Ottignies-Louvain-la-Neuve'))).toBe('ottignies-louvain-la-neuve');
  });
});
