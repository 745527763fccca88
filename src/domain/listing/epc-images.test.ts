// Tests that every EPC class any scale can return has its label image on disk (uses node:fs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type EpcClass, type EpcRegion, epcLabelImage, epcScales } from './epc';

const publicDir = join(import.meta.dirname, '..', '..', '..', 'public');
const every = (Object.entries(epcScales) as [EpcRegion, readonly EpcClass[]][]).flatMap(([region, scale]) =>
  scale.map((cls) => [region, cls] as const),
);

describe('EPC label images', () => {
  it('cover all 45 classes of the four scales', () => {
    expect(every).toHaveLength(7 + 9 + 19 + 10);
  });

  it.each(every)('%s %s has an SVG with its letter, title and size', (region, cls) => {
    const path = epcLabelImage(region, cls);
    expect(path).toBeDefined();
    const file = join(publicDir, path ?? '');
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toContain(`<title>EPC ${cls} (`);
    expect(svg).toContain(`>${cls}</text>`);
    expect(svg).toMatch(/<svg[^>]* width="120" height="40"/);
  });
});
