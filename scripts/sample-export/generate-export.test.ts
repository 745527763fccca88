import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadExport } from '../../src/data/load-export';
import { listingTypeLabel } from '../../src/domain/listing/agency-words';
import { type EpcRegion, epcClass, epcScales } from '../../src/domain/listing/epc';
import { regionFor } from '../../src/domain/listing/region';
import { checkData } from '../ops/check-data';
import { buildExport, buildProperties, sampleSize, serialise, serialiseInPieces } from './build-export';
import { epcRanges } from './epc-ranges';
import { defaultSeed, generateScale } from './generate-export';

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
  it('writes in pieces exactly the text it would write whole', () => {
    for (const value of Object.values(buildExport(12, defaultSeed)))
      expect([...serialiseInPieces(value)].join('')).toBe(serialise(value));
    for (const value of [[], [1], [[1, [2]], { a: [] }], {}, 'x'])
      expect([...serialiseInPieces(value)].join('')).toBe(serialise(value));
  });

  it('writes byte-identical scale exports on two runs, valid against the schemas', async () => {
    await generateScale(join(temp, 'a'), 90);
    await generateScale(join(temp, 'b'), 90);
    const a = filesOf(join(temp, 'a'));
    expect(Object.keys(a)).toHaveLength(9);
    expect(a).toEqual(filesOf(join(temp, 'b')));
    const report = await checkData(join(temp, 'a'));
    expect(report.text).toMatch(/is valid: 90 properties/);
  });

  it('reproduces the committed sample exactly from the default seed', () => {
    const built = buildExport(sampleSize, defaultSeed);
    for (const [name, value] of Object.entries(built)) {
      expect(JSON.parse(readFileSync(join('data', name), 'utf8')), name).toEqual(value);
    }
  });

  it('covers what the pages must show: both goals, every type, sold and rented, starting-from prices', () => {
    const properties = buildProperties(sampleSize, defaultSeed);
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

  it("carries the CRM's TypeDescription in every language record of some listings, which the cards show", () => {
    const records = JSON.parse(readFileSync(join('data', 'properties.json'), 'utf8')) as {
      ID: number;
      language: string;
      TypeDescription?: string;
    }[];
    const described = new Set(records.filter((record) => record.TypeDescription).map((record) => record.ID));
    expect(described.size).toBeGreaterThan(2);
    for (const record of records.filter((candidate) => described.has(candidate.ID)))
      expect(record.TypeDescription, `${record.ID} ${record.language}`).toMatch(/\S/);
    const model = loadExport('data');
    const listing = model.properties.find((property) => described.has(property.ID));
    const record = records.find((candidate) => candidate.ID === listing?.ID && candidate.language === 'fr');
    expect(listing && listingTypeLabel(listing, 'fr', 'Maison')).toBe(record?.TypeDescription);
  });

  it('has every EPC class of every region with a scale, each value inside its class and read as its label by the site', () => {
    const properties = buildProperties(sampleSize, defaultSeed);
    for (const region of Object.keys(epcScales) as EpcRegion[]) {
      const here = properties.filter(
        (p) => regionFor(p.CountryID, p.Zip) === region && p.EnergyLabel !== undefined,
      );
      expect(new Set(here.map((p) => p.EnergyLabel)), region).toEqual(
        new Set(epcRanges[region].map((c) => c.label)),
      );
      for (const p of here) {
        const epc = epcRanges[region].find((c) => c.label === p.EnergyLabel);
        expect(p.EnergyValue).toBeGreaterThanOrEqual(epc?.min ?? Number.NaN);
        expect(p.EnergyValue).toBeLessThanOrEqual(epc?.max ?? Number.NaN);
        // The class the site computes (from the value in Belgium, from the label in Luxembourg) is the label.
        const computed = epcClass({ region, energyValue: p.EnergyValue, energyLabel: p.EnergyLabel });
        expect(computed, `${p.ID}`).toBe(p.EnergyLabel);
      }
    }
  });
});
