// Unit tests of the fact sheet: every group shows what the listing carries and nothing it lacks.
import { describe, expect, it } from 'vitest';
import type { Property } from '../../schemas/property';
import { plainProperty } from '../../schemas/property.fixtures';
import { type Fact, keyFacts, propertyFacts } from './property-facts';

const base: Property = { ...plainProperty, ID: 7 };

const factOf = (property: Property, field: keyof Property): Fact | undefined =>
  propertyFacts(property)
    .flatMap((group) => group.facts)
    .find((fact) => fact.field === field);

describe('propertyFacts', () => {
  it('leaves the price of a closed deal out of the sheet', () => {
    expect(factOf({ ...base, Marquee: 3 }, 'Price')).toBeUndefined();
    expect(factOf({ ...base, Goal: 1, Marquee: 4 }, 'Price')).toBeUndefined();
    expect(factOf({ ...base, Marquee: 2 }, 'Price')).toBeDefined();
  });

  it('gives only the groups a minimal listing fills, in page order', () => {
    expect(propertyFacts(base).map((group) => group.name)).toEqual(['identity', 'financial']);
  });

  it('puts each field in its group in display order', () => {
    const groups = propertyFacts({
      ...base,
      Reference: 'IL-1',
      SurfaceLiving: 120,
      Bedrooms: 3,
      Cellar: false,
      ConstructionYear: 1975,
      EnergyValue: 250,
      EpcReference: 'EPC-1',
      FloodRiskArea: 'none',
      BuildingPermit: true,
      Elevator: true,
      MonthlyCharges: 80,
    });
    expect(groups.map((group) => [group.name, group.facts.map((fact) => fact.field)])).toEqual([
      ['identity', ['Reference', 'WebID', 'CountryID', 'SurfaceLiving']],
      ['rooms', ['Bedrooms', 'Cellar']],
      ['building', ['ConstructionYear']],
      ['energy', ['EnergyValue', 'EpcReference']],
      ['risks', ['FloodRiskArea', 'BuildingPermit']],
      ['features', ['Elevator']],
      ['financial', ['Price', 'MonthlyCharges']],
    ]);
  });

  it('keeps a false yes/no and a zero count, which are information, not absence', () => {
    const property = { ...base, SwimmingPool: false, Garages: 0, Floor: 0 };
    expect(factOf(property, 'SwimmingPool')).toEqual({ field: 'SwimmingPool', kind: 'yesNo', value: false });
    expect(factOf(property, 'Garages')).toEqual({ field: 'Garages', kind: 'count', value: 0 });
    expect(factOf(property, 'Floor')).toEqual({ field: 'Floor', kind: 'storey', value: 0 });
  });

  it('skips blank texts', () => {
    expect(factOf({ ...base, SoilCertificate: { nl: '  ' } }, 'SoilCertificate')).toBeUndefined();
  });

  it('tags values with the way they read', () => {
    const property: Property = {
      ...base,
      SurfacePlot: 1281,
      FacadeWidth: 8.5,
      GardenOrientation: 'NW',
      FloodScoreParcel: 'B',
      EpcDate: '2024-04-01',
      Co2Emission: 42,
      EnergyTotal: 18000,
      CadastralIncome: 1200,
    };
    expect(factOf(property, 'SurfacePlot')).toMatchObject({ kind: 'area', value: 1281 });
    expect(factOf(property, 'FacadeWidth')).toMatchObject({ kind: 'length', value: 8.5 });
    expect(factOf(property, 'GardenOrientation')).toMatchObject({
      kind: 'enum',
      set: 'Orientation',
      value: 'NW',
    });
    expect(factOf(property, 'FloodScoreParcel')).toMatchObject({
      kind: 'enum',
      set: 'FloodScore',
      value: 'B',
    });
    expect(factOf(property, 'EpcDate')).toMatchObject({ kind: 'date', value: '2024-04-01' });
    expect(factOf(property, 'Co2Emission')).toMatchObject({ kind: 'co2PerArea', value: 42 });
    expect(factOf(property, 'EnergyTotal')).toMatchObject({ kind: 'energyPerYear', value: 18000 });
    expect(factOf(property, 'CadastralIncome')).toMatchObject({ kind: 'money', value: 1200 });
  });

  it('carries the price unit and goal so "starting from" and "per month" can be shown', () => {
    expect(factOf({ ...base, PriceUnit: 7 }, 'Price')).toEqual({
      field: 'Price',
      kind: 'price',
      value: 350000,
      priceUnit: 7,
      goal: 0,
    });
    expect(factOf({ ...base, Goal: 1, Price: 900, PriceUnit: 1 }, 'Price')).toMatchObject({
      priceUnit: 1,
      goal: 1,
    });
  });

  it('leaves out with an unpublished price the minimum income that would give it away', () => {
    const rental = { ...base, Goal: 1 as const, Price: 1150, MinimumMonthlyIncome: 3450 };
    expect(factOf(rental, 'MinimumMonthlyIncome')).toMatchObject({ value: 3450 });
    expect(factOf({ ...rental, PublishPrice: false }, 'MinimumMonthlyIncome')).toBeUndefined();
    expect(factOf({ ...rental, PublishPrice: false }, 'Price')).toMatchObject({ value: undefined });
  });

  it('names known countries and reads any other id as "other"', () => {
    expect(factOf({ ...base, CountryID: 50 }, 'CountryID')).toMatchObject({ set: 'CountryID', value: '50' });
    expect(factOf({ ...base, CountryID: 33 }, 'CountryID')).toMatchObject({
      set: 'CountryID',
      value: 'other',
    });
  });
});

describe('keyFacts', () => {
  it('picks bedrooms, bathrooms, living and plot area in that order, leaving out zeros and absences', () => {
    const groups = propertyFacts({
      ...base,
      SurfacePlot: 500,
      SurfaceLiving: 140,
      Bedrooms: 3,
      Bathrooms: 0,
      Toilets: 2,
    });
    expect(keyFacts(groups).map((fact) => [fact.field, fact.value])).toEqual([
      ['Bedrooms', 3],
      ['SurfaceLiving', 140],
      ['SurfacePlot', 500],
    ]);
  });
});
