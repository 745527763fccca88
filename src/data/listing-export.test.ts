import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CityListsFileSchema, PropertiesFileSchema, TreeItemsFileSchema } from './listing-export';

const record = {
  ID: 7,
  Goal: 0,
  Price: 250000,
  PriceUnit: 0,
  Marquee: 0,
  Zip: '9000',
  City: 'Gent',
  CountryID: 10,
  WebID: 1,
};
const document = { ID: 70, Url: '/media/plan.pdf', Size: 100 };

describe('the listing files read into the model', () => {
  it("groups a listing's records, each text from its language, the rest from the first record", () => {
    const [property, ...others] = v.parse(PropertiesFileSchema, [
      {
        ...record,
        language: 'nl',
        RecordFile: 'REF-7',
        PublishAddress: false,
        EnergyPerformance: 180,
        EPCLabelText: 'C',
        WebIDs: '5,1',
        Title: 'Huis',
        PriceUnitText: 'totaal',
        Documents: [{ ...document, Name: 'Plan' }],
      },
      { ...record, language: 'fr', Title: 'Maison', Documents: [{ ...document, Name: 'Plan FR' }] },
    ]);
    expect(others).toEqual([]);
    expect(property).toMatchObject({
      ID: 7,
      Price: 250000,
      PublishPrice: true,
      Reference: 'REF-7',
      PublicAddress: false,
      EnergyValue: 180,
      EnergyLabel: 'C',
      WebIDs: [1, 5],
      Title: { nl: 'Huis', fr: 'Maison' },
      PriceUnitText: { nl: 'totaal' },
      Pictures: [],
      Documents: [{ ...document, Name: { nl: 'Plan', fr: 'Plan FR' } }],
    });
    // What no record gives stays out of the model, as the export left it out.
    expect(property).not.toHaveProperty('MarqueeName');
    expect(property).not.toHaveProperty('language');
  });

  it("keeps each record's name of the town, and the first record's as the listing's City", () => {
    const [property] = v.parse(PropertiesFileSchema, [
      { ...record, language: 'nl' },
      { ...record, language: 'fr', City: 'Gand' },
      { ...record, language: 'en', City: 'Ghent' },
    ]);
    expect(property?.City).toBe('Gent');
    expect(property?.CityName).toEqual({ nl: 'Gent', fr: 'Gand', en: 'Ghent' });
  });

  it('refuses records of one listing that disagree on what does not depend on the language', () => {
    const result = v.safeParse(PropertiesFileSchema, [
      { ...record, language: 'nl' },
      { ...record, language: 'fr', Price: 260000, Marquee: 3 },
    ]);
    expect(
      result.issues?.map((issue) => [issue.path?.map((item) => item.key).join('.'), issue.message]),
    ).toEqual([
      ['1.Price', 'the same Price in every language record of the listing (the "nl" record has 250000)'],
      ['1.Marquee', 'the same Marquee in every language record of the listing (the "nl" record has 0)'],
    ]);
  });

  it('reads the three city lists as one list, each city with its variant and language', () => {
    const city = { Name: 'Gent', Zip: '9000', CountryID: 10, PropertyCount: 2 };
    const cities = v.parse(CityListsFileSchema, {
      all: [{ ...city, language: 'nl' }],
      sale: [{ ...city, PropertyCount: 1, language: 'fr' }],
      rent: [],
    });
    expect(cities.map((c) => [c.Variant, c.Language, c.PropertyCount])).toEqual([
      ['all', 'nl', 2],
      ['sale', 'fr', 1],
    ]);
  });

  it('gives a tree item named by one text that name in every language', () => {
    const [item] = v.parse(TreeItemsFileSchema, [{ ID: 1, ParentID: null, Name: 'Website' }]);
    expect(item?.Name).toEqual({ nl: 'Website', fr: 'Website', en: 'Website', de: 'Website' });
  });
});
