import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../i18n/dictionaries';
import { locales } from '../../i18n/locales';
import { wantedAreas, wantedAreasByRegion } from './wanted-regions';

describe('wantedAreas', () => {
  it('covers the ten provinces, Brussels and Luxembourg once each', () => {
    const codes = wantedAreas.map((area) => area.code);
    expect(new Set(codes).size).toBe(12);
    expect(wantedAreas.filter((area) => area.region === 'flanders')).toHaveLength(5);
    expect(wantedAreas.filter((area) => area.region === 'wallonia')).toHaveLength(5);
  });

  it('groups the areas by region for the fieldsets of the form', () => {
    expect(wantedAreasByRegion().map((group) => [group.region, group.areas.length])).toEqual([
      ['flanders', 5],
      ['wallonia', 5],
      ['brussels', 1],
      ['luxembourg', 1],
    ]);
  });

  it('has a label for every area and region in every language', () => {
    for (const locale of locales) {
      const { areas, regions } = dictionaries[locale].pages.demandRegister as unknown as {
        areas: Record<string, string>;
        regions: Record<string, string>;
      };
      for (const area of wantedAreas) {
        expect(areas[area.code], `${locale} ${area.code}`).toBeTruthy();
        expect(regions[area.region], `${locale} ${area.region}`).toBeTruthy();
      }
    }
  });
});
