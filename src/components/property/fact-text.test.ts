// Every value of the export's closed sets reads as words in every language, and units and prices read right.
import { describe, expect, it } from 'vitest';
import { propertyFacts } from '../../domain/listing/property-facts';
import { locales } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import {
  BuildingStyleSchema,
  ConditionSchema,
  FloodRiskAreaSchema,
  FloodScoreSchema,
  GlazingSchema,
  HeatingTypeSchema,
  KitchenTypeSchema,
  OrientationSchema,
  type Property,
  UrbanPlanningDesignationSchema,
} from '../../schemas/property';
import { plainProperty } from '../../schemas/property.fixtures';
import { factLabelKey, factText } from './fact-text';

const base = plainProperty;

// One listing per value of each closed set, so every dictionary entry a fact can ask for is asked for.
const variants: Property[] = [
  ...ConditionSchema.options.map((Condition) => ({ ...base, Condition })),
  ...BuildingStyleSchema.options.map((BuildingStyle) => ({ ...base, BuildingStyle })),
  ...HeatingTypeSchema.options.map((HeatingType) => ({ ...base, HeatingType })),
  ...GlazingSchema.options.map((Glazing) => ({ ...base, Glazing })),
  ...KitchenTypeSchema.options.map((KitchenType) => ({ ...base, KitchenType })),
  ...OrientationSchema.options.map((Orientation) => ({
    ...base,
    Orientation,
    GardenOrientation: Orientation,
  })),
  ...FloodRiskAreaSchema.options.map((FloodRiskArea) => ({ ...base, FloodRiskArea })),
  ...FloodScoreSchema.options.map((FloodScoreParcel) => ({ ...base, FloodScoreParcel })),
  ...UrbanPlanningDesignationSchema.options.map((UrbanPlanningDesignation) => ({
    ...base,
    UrbanPlanningDesignation,
  })),
  ...[10, 50, 34, 33].map((CountryID) => ({ ...base, CountryID })),
  { ...base, Elevator: true, Sauna: false, SurfaceLiving: 1281, EnergyValue: 120, EpcDate: '2024-04-01' },
];

describe('factText', () => {
  it.each(locales)('names every value of every closed set in %s, never a key or "undefined"', (locale) => {
    const t = createTranslator(locale);
    for (const property of variants) {
      for (const fact of propertyFacts(property).flatMap((group) => group.facts)) {
        const text = factText(fact, t, locale, 'House');
        expect(text).not.toMatch(/undefined|null|property\.|\[object/);
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('writes areas, dates, yes/no and prices as a reader expects', () => {
    const t = createTranslator('nl');
    const facts = propertyFacts({
      ...base,
      SurfaceLiving: 1281,
      EpcDate: '2024-04-01',
      Cellar: true,
      PriceUnit: 7,
    });
    const text = (field: keyof Property) => {
      const fact = facts.flatMap((group) => group.facts).find((candidate) => candidate.field === field);
      return fact === undefined ? 'missing' : factText(fact, t, 'nl', 'Huis');
    };
    expect(text('SurfaceLiving')).toBe('1.281 m²');
    expect(text('EpcDate')).toBe('01/04/2024');
    // Before: "01-04-2024" in every language; German writes a date with dots.
    const epcDate = facts.flatMap((group) => group.facts).find((candidate) => candidate.field === 'EpcDate');
    expect(epcDate && factText(epcDate, createTranslator('de'), 'de', 'Haus')).toBe('01.04.2024');
    expect(text('Cellar')).toBe(t('property.yes'));
    expect(text('Price')).toBe(`${t('property.units.startingFrom')} €\u00a0350.000`);
    expect(text('WebID')).toBe('Huis');
  });

  it('says "ground floor" for an apartment on floor 0, in every language, and the number above it', () => {
    for (const locale of locales) {
      const t = createTranslator(locale);
      const floorOf = (Floor: number) => {
        const fact = propertyFacts({ ...base, WebID: 2, Floor })
          .flatMap((group) => group.facts)
          .find((candidate) => candidate.field === 'Floor');
        return fact && factText(fact, t, locale, 'Apartment');
      };
      expect(floorOf(0)).toBe(t('listings.projects.groundFloor'));
      expect(floorOf(3)).toBe('3');
    }
    expect(createTranslator('nl')('listings.projects.groundFloor')).toBe('Gelijkvloers');
  });

  it('prices a rental per month', () => {
    const t = createTranslator('en');
    const [fact] = propertyFacts({ ...base, Goal: 1, Price: 950, PriceUnit: 1 })
      .flatMap((group) => group.facts)
      .filter((candidate) => candidate.field === 'Price');
    expect(fact && factText(fact, t, 'en', 'House')).toBe('€950 per month');
  });

  it('reads "price on request" in every language when the agency does not publish the price', () => {
    for (const locale of locales) {
      const t = createTranslator(locale);
      const [fact] = propertyFacts({ ...base, PublishPrice: false, PriceUnitText: { [locale]: 'x' } })
        .flatMap((group) => group.facts)
        .filter((candidate) => candidate.field === 'Price');
      expect(fact && factText(fact, t, locale, 'House')).toBe(t('property.priceOnRequest'));
      expect(t('property.priceOnRequest')).not.toMatch(/350|priceOnRequest/);
    }
  });

  it("uses the agency's word for the price unit in the page's language", () => {
    const t = createTranslator('fr');
    const rent = {
      ...base,
      Goal: 1 as const,
      Price: 950,
      PriceUnit: 1 as const,
      PriceUnitText: { fr: '/mois' },
    };
    const [fact] = propertyFacts(rent)
      .flatMap((group) => group.facts)
      .filter((candidate) => candidate.field === 'Price');
    expect(fact && factText(fact, t, 'fr', 'Maison')).toBe('950\u00a0€ /mois');
  });
});

describe('a text the export gives per language', () => {
  it("reads the soil certificate in the page's language, falling back to the site's default", () => {
    const property: Property = {
      ...base,
      SoilCertificate: {
        nl: 'OVAM-bodemattest van 06-02-2026: geen gegevens in het grondeninformatieregister',
        fr: "Attestation du sol de l'OVAM du 06-02-2026 : aucune donnée dans le registre des informations foncières",
        en: 'OVAM soil certificate of 06-02-2026: no entry in the land information register',
      },
    };
    const fact = propertyFacts(property)
      .flatMap((group) => group.facts)
      .find((candidate) => candidate.field === 'SoilCertificate');
    expect(fact && factText(fact, createTranslator('fr'), 'fr', 'Maison', 'en')).toMatch(
      /^Attestation du sol/,
    );
    expect(fact && factText(fact, createTranslator('nl'), 'nl', 'Huis', 'en')).toMatch(/^OVAM-bodemattest/);
    expect(fact && factText(fact, createTranslator('de'), 'de', 'Haus', 'en')).toMatch(
      /^OVAM soil certificate/,
    );
  });
});

describe('factLabelKey', () => {
  const factOf = (property: Property, field: keyof Property) => {
    const fact = propertyFacts(property)
      .flatMap((group) => group.facts)
      .find((candidate) => candidate.field === field);
    if (fact === undefined) throw new Error(`no ${String(field)}`);
    return fact;
  };
  const listing = {
    ...base,
    SurfaceLiving: 120,
    EnergyValue: 150,
    EpcReference: 'X-1',
    EpcDate: '2025-01-01',
  };

  it("names a dwelling's surface its living area and an office's its floor area", () => {
    expect(factLabelKey(factOf(listing, 'SurfaceLiving'), listing)).toBe('property.fields.SurfaceLiving');
    const office = { ...listing, WebID: 8 };
    expect(factLabelKey(factOf(office, 'SurfaceLiving'), office)).toBe('property.floorArea');
  });

  it("names a Luxembourg listing's certificate rows after its energy pass, a Belgian one's after the EPC", () => {
    const luxembourg = { ...listing, CountryID: 50, Zip: '2449' };
    expect(
      (['EnergyValue', 'EpcReference', 'EpcDate'] as const).map((field) =>
        factLabelKey(factOf(luxembourg, field), luxembourg),
      ),
    ).toEqual([
      'property.epc.luxembourg.value',
      'property.epc.luxembourg.reference',
      'property.epc.luxembourg.date',
    ]);
    expect(factLabelKey(factOf(listing, 'EpcReference'), listing)).toBe('property.fields.EpcReference');
    expect(factLabelKey(factOf(listing, 'EnergyValue'), listing)).toBe('property.fields.EnergyValue');
  });
});
