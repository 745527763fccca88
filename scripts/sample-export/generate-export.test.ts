import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Property } from '../../src/schemas/property';
import { checkData } from '../ops/check-data';
import { buildExport, buildProperties } from './build-export';
import { defaultSeed, generateScale } from './generate-export';
import { epcScales } from './places';

const temp = mkdtempSync(join(tmpdir(), 'generate-export-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  );
}

describe('generate-export', () => {
  it('writes byte-identical scale exports on two runs, valid against the schemas', async () => {
    await generateScale(join(temp, 'a'), 90);
    await generateScale(join(temp, 'b'), 90);
    const a = filesOf(join(temp, 'a'));
    expect(Object.keys(a)).toHaveLength(9);
    expect(a).toEqual(filesOf(join(temp, 'b')));
    const report = checkData(join(temp, 'a'));
    expect(report.text).toMatch(/is valid: 90 properties/);
  });

  it('reproduces the committed sample exactly from the default seed', () => {
    const built = buildExport(64, defaultSeed);
    for (const [name, value] of Object.entries(built)) {
      expect(JSON.parse(readFileSync(join('data', name), 'utf8')), name).toEqual(value);
    }
  });

  it('covers what the pages must show: both goals, every type, sold and rented, starting-from prices', () => {
    const properties = buildProperties(64, defaultSeed);
    expect(new Set(properties.map((p) => p.WebID))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const marquees = new Set(properties.map((p) => p.Marquee));
    expect(marquees.has(3) && marquees.has(4)).toBe(true);
    expect(properties.some((p) => p.PriceUnit === 7)).toBe(true);
    expect(properties.every((p) => p.Pictures.length >= 3 && p.Pictures.length <= 8)).toBe(true);
    const videos = properties.flatMap((p) => p.Videos ?? []);
    expect(videos.some((url) => /youtube\.com\/watch\?v=[\w-]{11}$/.test(url))).toBe(true);
    expect(videos.some((url) => /vimeo\.com\/\d+$/.test(url))).toBe(true);
    expect(videos.some((url) => url.endsWith('.mp4'))).toBe(true);
    expect(properties.some((p) => p.VirtualTour?.startsWith('https://my.matterport.com/show/?m='))).toBe(
      true,
    );
  });

  it('has every EPC class of every region, each value inside its class', () => {
    const properties = buildProperties(64, defaultSeed);
    const regionOf = (p: Property) => {
      if (p.CountryID === 50) return 'luxembourg';
      if (p.CountryID === 34) return 'spain';
      const zip = Number(p.Zip);
      if (zip < 1300) return 'brussels';
      if ((zip >= 1300 && zip < 1500) || (zip >= 4000 && zip < 8000)) return 'wallonia';
      return 'flanders';
    };
    for (const region of ['flanders', 'wallonia', 'brussels', 'luxembourg'] as const) {
      const here = properties.filter((p) => regionOf(p) === region && p.EnergyLabel !== undefined);
      expect(new Set(here.map((p) => p.EnergyLabel)), region).toEqual(
        new Set(epcScales[region].map((c) => c.label)),
      );
      for (const p of here) {
        const epc = epcScales[region].find((c) => c.label === p.EnergyLabel);
        expect(p.EnergyValue).toBeGreaterThanOrEqual(epc?.min ?? Number.NaN);
        expect(p.EnergyValue).toBeLessThanOrEqual(epc?.max ?? Number.NaN);
      }
    }
  });
});
