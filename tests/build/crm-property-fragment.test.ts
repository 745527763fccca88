// Builds the site from a hand-written export fragment in the CRM specification's shape: one property in
// two language records (Dutch and French) and the city lists, with the sample's other files. The fields
// the CRM names (PublishPrice, PublishAddress, WebIDs, MarqueeName, TypeDescription, EnergyPerformance,
// EPCLabelText, SmallPictureItem) must reach the pages as the specification means them.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSectionCards } from '../built-search-index';
import { scratchBuild } from './scratch-build';

const { temp, out, build } = scratchBuild('crm-property-fragment');

const picture = { ID: 50101, Url: '/media/house-01.jpg', Width: 1600, Height: 1067, Name: 'Voorgevel' };

// What the listing shares in every language, as the CRM repeats it in each record.
const shared = {
  ID: 501,
  RecordFile: 'IL-9000-501',
  Goal: 0,
  Price: 245000,
  PublishPrice: false,
  PriceUnit: 0,
  Marquee: 1,
  PublishAddress: false,
  Street: 'Veldstraat',
  HouseNumber: '12',
  Zip: '9000',
  City: 'Gent',
  CountryID: 10,
  EnergyPerformance: 150,
  EPCLabelText: 'B',
  WebID: 1,
  WebIDs: '1,2',
  SmallPictureItem: picture,
  Pictures: [picture],
  Latitude: 51.05,
  Longitude: 3.72,
  CreatedAt: '2026-10-01T09:00:00Z',
  Bedrooms: 3,
  SurfaceLiving: 160,
  SomeCrmField: 'accepted and ignored',
};

const properties = [
  {
    ...shared,
    language: 'nl',
    CountryName: 'België',
    MarqueeName: 'Nieuw binnen',
    MainTypeName: 'Huis',
    TypeDescription: 'Bel-étage',
    Title: 'Bel-étage met stadstuin in Gent',
    Description: 'Een ruime bel-étage vlak bij het centrum.',
  },
  {
    ...shared,
    language: 'fr',
    CountryName: 'Belgique',
    MainTypeName: 'Maison',
    Title: 'Bel-étage avec jardin de ville à Gand',
    Description: 'Un bel-étage spacieux près du centre.',
  },
];

const city = { Name: 'Gent', Zip: '9000', CountryID: 10, PropertyCount: 1 };
const cities = {
  all: [
    { ...city, CountryName: 'België', language: 'nl' },
    { ...city, CountryName: 'Belgique', language: 'fr' },
  ],
  sale: [
    { ...city, CountryName: 'België', language: 'nl' },
    { ...city, CountryName: 'Belgique', language: 'fr' },
  ],
  rent: [],
};

const data = join(temp, 'data');
cpSync('data', data, { recursive: true });
writeFileSync(join(data, 'properties.json'), JSON.stringify(properties, null, 2));
writeFileSync(join(data, 'cities.json'), JSON.stringify(cities, null, 2));
// The sample's owners name the sample's listings, which this fragment replaces.
writeFileSync(join(data, 'owners.json'), '[]');

const result = build(data);
const page = (path: string) => readFileSync(join(out, 'client', path, 'index.html'), 'utf8');
const allHtml = () =>
  readdirSync(join(out, 'client'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(join(out, 'client', file), 'utf8'))
    .join('\n');

describe('a build from a property in two language records', () => {
  it('succeeds', () => {
    expect(result.status, result.stderr + result.stdout).toBe(0);
  });

  it("renders each language's texts from that language's record, at the type list's path", () => {
    const nl = page('nl/te-koop/gent/huis/501');
    const fr = page('fr/a-vendre/gent/maison/501');
    expect(nl).toContain('Bel-étage met stadstuin in Gent');
    expect(nl).toContain('Een ruime bel-étage vlak bij het centrum.');
    expect(fr).toContain('Bel-étage avec jardin de ville à Gand');
    expect(fr).not.toContain('stadstuin');
    // RecordFile is the agency's reference.
    expect(nl).toContain('IL-9000-501');
  });

  it("uses the agency's words where the record has them, ours where it does not", () => {
    const nl = page('nl/te-koop/gent/huis/501');
    const fr = page('fr/a-vendre/gent/maison/501');
    expect(nl).toMatch(/class="summary__type"[^>]*>Bel-étage in Gent</);
    expect(nl).toMatch(/class="summary__badge"[^>]*>Nieuw binnen</);
    expect(fr).toMatch(/class="summary__type"[^>]*>Maison à Gent</);
    expect(fr).toMatch(/class="summary__badge"[^>]*>Nouveau</);
  });

  it('says "price on request" and gives the price away nowhere (PublishPrice false)', () => {
    expect(page('nl/te-koop/gent/huis/501')).toMatch(/class="summary__price"[^>]*>Prijs op aanvraag</);
    expect(page('fr/a-vendre/gent/maison/501')).toContain('Prix sur demande');
    expect(page('nl/te-koop')).toContain('Prijs op aanvraag');
    const html = allHtml();
    expect(html).not.toMatch(/245[.\s\u00a0]?000|"price":/);
    const index = JSON.stringify(builtSectionCards(join(out, 'client'), 'nl', 'sale'));
    expect(index).not.toContain('245000');
    expect(index).toContain('"priceText":"Prijs op aanvraag"');
  });

  it('hides the street and number (PublishAddress false)', () => {
    expect(allHtml()).not.toContain('Veldstraat');
  });

  it('finds and counts the listing under each of its WebIDs', () => {
    const results = page('nl/te-koop');
    expect(results).toContain('Huis (1)');
    expect(results).toContain('Appartement (1)');
    expect(JSON.stringify(builtSectionCards(join(out, 'client'), 'nl', 'sale'))).toContain(
      '"otherWebIds":[2]',
    );
  });

  it('grades the EPC from EnergyPerformance as today (150 kWh/m² in Flanders: class B)', () => {
    expect(page('nl/te-koop/gent/huis/501')).toContain('/images/epc/flanders/b.svg');
  });
});
