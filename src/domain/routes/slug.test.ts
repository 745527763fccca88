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

  it('spells out umlauts in German text only, as German writes them where the marks cannot go', () => {
    expect(slugify('Unser Team wächst', 'de')).toBe('unser-team-waechst');
    expect(slugify('Neue Büros an der Avenue Louise', 'de-BE')).toBe('neue-bueros-an-der-avenue-louise');
    expect(slugify('Über Öl', 'de')).toBe('ueber-oel');
    // French and Dutch drop the marks: "Citroën" is no German word.
    expect(slugify('Citroën', 'fr')).toBe('citroen');
    expect(slugify('Büro')).toBe('buro');
  });

  it('is stable when applied twice', () => {
    expect(slugify(slugify('Ottignies-Louvain-la-Neuve'))).toBe('ottignies-louvain-la-neuve');
  });
});
