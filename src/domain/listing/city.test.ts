// Unit tests of city: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { formatCityName, listingCityName, townNameIn } from './city';

describe('formatCityName', () => {
  it.each([
    ['SINT-NIKLAAS', 'Sint-Niklaas'],
    ['la louvière', 'La Louvière'],
    ['KAPELLE-OP-DEN-BOS', 'Kapelle-op-den-Bos'],
    ['kapelle-op-den-bos', 'Kapelle-op-den-Bos'],
    ['GENT', 'Gent'],
    ['LIÈGE', 'Liège'],
    ['ottignies-louvain-la-neuve', 'Ottignies-Louvain-la-Neuve'],
    ['BRAINE-L’ALLEUD', "Braine-l'Alleud"],
    ['ESCH-SUR-ALZETTE', 'Esch-sur-Alzette'],
    ['SINT-JOOST-TEN-NODE', 'Sint-Joost-ten-Node'],
    ['HEIST-OP-DEN-BERG', 'Heist-op-den-Berg'],
    ['PONT-À-CELLES', 'Pont-à-Celles'],
    ['de panne', 'De Panne'],
    ['LE ROEULX', 'Le Roeulx'],
    ["'S-GRAVENWEZEL", "'s-Gravenwezel"],
    ['IJZENDIJKE', 'IJzendijke'],
    ['  mons  ', 'Mons'],
    ['oostende (mariakerke)', 'Oostende (Mariakerke)'],
    ['LA ROCHE-EN-ARDENNE', 'La Roche-en-Ardenne'],
    ['écaussinnes', 'Écaussinnes'],
  ])('%s -> %s', (input, expected) => {
    expect(formatCityName(input)).toBe(expected);
  });

  it.each([
    ['ESCH AN DER ALZETTE', 'Esch an der Alzette'],
    ['esch sur alzette', 'Esch sur Alzette'],
    ['VILLERS LA VILLE', 'Villers la Ville'],
    ['chapelle lez herlaimont', 'Chapelle lez Herlaimont'],
    ['BRAINE L’ALLEUD', "Braine l'Alleud"],
    ['frankfurt am main', 'Frankfurt am Main'],
  ])('keeps a particle lower-case after a space too: %s -> %s', (input, expected) => {
    expect(formatCityName(input)).toBe(expected);
  });

  it('capitalises a particle that opens the name', () => {
    expect(formatCityName('DEN HAAG')).toBe('Den Haag');
  });
});

describe('listingCityName', () => {
  const ghent = { City: 'GENT', CityName: { nl: 'GENT', fr: 'gand', en: 'Ghent', de: '' } };

  it("names the town in the page's language, title-cased", () => {
    expect(listingCityName(ghent, 'fr')).toBe('Gand');
    expect(listingCityName(ghent, 'en')).toBe('Ghent');
    expect(listingCityName(ghent, 'nl')).toBe('Gent');
  });

  it('falls back on the listing City when that language has no name, or an empty one', () => {
    expect(listingCityName(ghent, 'de')).toBe('Gent');
    expect(listingCityName({ City: 'la louvière' }, 'fr')).toBe('La Louvière');
  });
});

describe('townNameIn', () => {
  const listings = [
    { City: 'Leuven', Zip: '3000', CityName: { fr: 'Louvain' } },
    { City: 'Gent', Zip: '9000', CityName: { nl: 'Gent', fr: 'Gand', en: 'Ghent' } },
  ];

  it("names a project's town as the listings' records of that language name it", () => {
    expect(townNameIn(listings, { City: 'GENT', Zip: '9000' }, 'fr')).toBe('Gand');
    expect(townNameIn(listings, { City: 'Gent', Zip: '9000' }, 'en')).toBe('Ghent');
  });

  it('keeps the City where no listing of that town names it in that language', () => {
    expect(townNameIn(listings, { City: 'Gent', Zip: '9000' }, 'de')).toBe('Gent');
    expect(townNameIn([], { City: 'waterloo', Zip: '1410' }, 'fr')).toBe('Waterloo');
  });

  it('names a town under another postcode as its listings do (the agency in 1050, listings in 1000)', () => {
    const brussels = [
      { City: 'Bruxelles', Zip: '1000', CityName: { nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel' } },
    ];
    expect(townNameIn(brussels, { City: 'Bruxelles', Zip: '1050' }, 'nl')).toBe('Brussel');
    expect(townNameIn([...listings, ...brussels], { City: 'Gent', Zip: '9050' }, 'fr')).toBe('Gand');
    // The same postcode first: the listing there is the one that names this town.
    const twoZips = [
      { City: 'Sint-Martens', Zip: '9830', CityName: { fr: 'Saint-Martin-Latem' } },
      { City: 'Sint-Martens', Zip: '8500', CityName: { fr: 'Saint-Martin' } },
    ];
    expect(townNameIn(twoZips, { City: 'Sint-Martens', Zip: '8500' }, 'fr')).toBe('Saint-Martin');
  });
});
