// Unit tests of epc: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import {
  brusselsClasses,
  certificateDue,
  classForValue,
  epcClass,
  epcClassSlug,
  epcLabelImage,
  epcScheme,
  needsRenovationNotice,
  parseEpcLabel,
} from './epc';

describe('Flanders scale', () => {
  it.each([
    [-20, 'A+'],
    [-0.6, 'A+'],
    [0, 'A'],
    [100, 'A'],
    [100.4, 'A'],
    [100.5, 'B'],
    [101, 'B'],
    [200, 'B'],
    [201, 'C'],
    [300, 'C'],
    [301, 'D'],
    [400, 'D'],
    [401, 'E'],
    [500, 'E'],
    [501, 'F'],
    [1200, 'F'],
  ])('%d kWh/m² -> %s', (value, cls) => {
    expect(classForValue('flanders', value)).toBe(cls);
  });
});

describe('Wallonia scale', () => {
  it.each([
    [-5, 'A++'],
    [0, 'A++'],
    [1, 'A+'],
    [45, 'A+'],
    [46, 'A'],
    [85, 'A'],
    [86, 'B'],
    [170, 'B'],
    [171, 'C'],
    [255, 'C'],
    [256, 'D'],
    [340, 'D'],
    [341, 'E'],
    [425, 'E'],
    [426, 'F'],
    [510, 'F'],
    [511, 'G'],
  ])('%d kWh/m² -> %s', (value, cls) => {
    expect(classForValue('wallonia', value)).toBe(cls);
  });
});

describe('Brussels scale', () => {
  it('has 19 classes from A+ to G', () => {
    expect(brusselsClasses).toHaveLength(19);
    expect(brusselsClasses[0]).toBe('A+');
    expect(brusselsClasses.at(-1)).toBe('G');
  });

  it.each([
    [0, 'A+'],
    [1, 'A'],
    [15, 'A'],
    [16, 'A-'],
    [30, 'A-'],
    [31, 'B+'],
    [45, 'B+'],
    [46, 'B'],
    [62, 'B'],
    [63, 'B-'],
    [78, 'B-'],
    [79, 'C+'],
    [95, 'C+'],
    [96, 'C'],
    [113, 'C'],
    [114, 'C-'],
    [132, 'C-'],
    [133, 'D+'],
    [150, 'D+'],
    [151, 'D'],
    [170, 'D'],
    [171, 'D-'],
    [190, 'D-'],
    [191, 'E+'],
    [210, 'E+'],
    [211, 'E'],
    [232, 'E'],
    [233, 'E-'],
    [253, 'E-'],
    [254, 'F+'],
    [275, 'F+'],
    [276, 'F'],
    [298, 'F'],
    [299, 'F-'],
    [345, 'F-'],
    [346, 'G'],
    [800, 'G'],
  ])('%d kWh/m² -> %s', (value, cls) => {
    expect(classForValue('brussels', value)).toBe(cls);
  });
});

describe('epcClass', () => {
  it('computes Belgian classes from the value, even when a label disagrees', () => {
    expect(epcClass({ region: 'flanders', energyValue: 250, energyLabel: 'A' })).toBe('C');
  });

  it('falls back to a printed label on the region scale when there is no value', () => {
    expect(epcClass({ region: 'wallonia', energyLabel: ' a++ ' })).toBe('A++');
    expect(epcClass({ region: 'flanders', energyValue: null, energyLabel: 'G' })).toBeUndefined();
  });

  it('reads Luxembourg classes from the label text only', () => {
    expect(epcClass({ region: 'luxembourg', energyLabel: ' c ' })).toBe('C');
    expect(epcClass({ region: 'luxembourg', energyLabel: 'i' })).toBe('I');
    expect(epcClass({ region: 'luxembourg', energyLabel: 'A+' })).toBe('A+');
    expect(epcClass({ region: 'luxembourg', energyValue: 50 })).toBeUndefined();
    expect(epcClass({ region: 'luxembourg', energyLabel: 'J' })).toBeUndefined();
  });

  it('has no class abroad, in an unknown region or without data', () => {
    expect(epcClass({ region: 'abroad', energyValue: 100, energyLabel: 'A' })).toBeUndefined();
    expect(epcClass({ region: undefined, energyValue: 100 })).toBeUndefined();
    expect(epcClass({ region: 'brussels' })).toBeUndefined();
    expect(epcClass({ region: 'brussels', energyValue: Number.NaN })).toBeUndefined();
  });

  it('rejects labels that belong to another scale', () => {
    expect(parseEpcLabel('flanders', 'A++')).toBeUndefined();
    expect(parseEpcLabel('brussels', 'B-')).toBe('B-');
    expect(parseEpcLabel('wallonia', '')).toBeUndefined();
  });
});

describe('label images', () => {
  it('names classes for file paths', () => {
    expect(epcClassSlug('A+')).toBe('a-plus');
    expect(epcClassSlug('A++')).toBe('a-plus-plus');
    expect(epcClassSlug('A-')).toBe('a-minus');
    expect(epcClassSlug('G')).toBe('g');
  });

  it('points to the region folder', () => {
    expect(epcLabelImage('flanders', 'A+')).toBe('/images/epc/flanders/a-plus.svg');
    expect(epcLabelImage('brussels', 'C-')).toBe('/images/epc/brussels/c-minus.svg');
    expect(epcLabelImage('flanders', 'G')).toBeUndefined();
  });
});

describe('needsRenovationNotice', () => {
  const base = { goal: 0, webId: 1, region: 'flanders', epcClass: 'E' } as const;

  it('applies to Flemish houses, apartments and studios for sale with label E or F', () => {
    for (const webId of [1, 2, 3]) {
      for (const cls of ['E', 'F'] as const) {
        expect(needsRenovationNotice({ ...base, webId, epcClass: cls })).toBe(true);
      }
    }
  });

  it('does not apply to D or better, nor without a class', () => {
    for (const cls of ['A+', 'A', 'B', 'C', 'D'] as const) {
      expect(needsRenovationNotice({ ...base, epcClass: cls })).toBe(false);
    }
    expect(needsRenovationNotice({ ...base, epcClass: undefined })).toBe(false);
  });

  it('does not apply to rentals, other types or other regions', () => {
    expect(needsRenovationNotice({ ...base, goal: 1 })).toBe(false);
    expect(needsRenovationNotice({ ...base, webId: 4 })).toBe(false);
    expect(needsRenovationNotice({ ...base, webId: 8 })).toBe(false);
    expect(needsRenovationNotice({ ...base, region: 'wallonia' })).toBe(false);
    expect(needsRenovationNotice({ ...base, region: 'brussels', epcClass: 'E-' })).toBe(false);
  });
});

describe('epcScheme', () => {
  it("names Belgium's three regions' certificate the EPC, Luxembourg's the energy pass", () => {
    expect((['flanders', 'wallonia', 'brussels', 'luxembourg'] as const).map(epcScheme)).toEqual([
      'belgium',
      'belgium',
      'belgium',
      'luxembourg',
    ]);
  });
});

describe('certificateDue', () => {
  it("asks a building its country's certificate", () => {
    expect(certificateDue('wallonia', 1)).toBe('belgium');
    expect(certificateDue('luxembourg', 2)).toBe('luxembourg');
    expect(certificateDue('flanders', 8)).toBe('belgium');
  });

  it('asks none of land or a garage, in Belgium or Luxembourg', () => {
    for (const region of ['flanders', 'wallonia', 'brussels', 'luxembourg'] as const) {
      expect([certificateDue(region, 4), certificateDue(region, 9)]).toEqual([undefined, undefined]);
    }
  });

  it('asks none abroad or where the region is unknown', () => {
    expect([certificateDue('abroad', 1), certificateDue(undefined, 1)]).toEqual([undefined, undefined]);
  });
});
