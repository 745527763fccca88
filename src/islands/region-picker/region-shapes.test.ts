import { describe, expect, it } from 'vitest';
import { wantedAreas } from '../../domain/search/wanted-regions';
import { regionMapViewBox, regionShapes } from './region-shapes';

describe('regionShapes', () => {
  it('draws every area a visitor can choose, once', () => {
    const codes = regionShapes().map((shape) => shape.code);
    expect([...codes].sort()).toEqual(wantedAreas.map((area) => area.code).sort());
  });

  it('keeps every shape inside the viewBox', () => {
    const [, , width = 0, height = 0] = regionMapViewBox.split(' ').map(Number);
    for (const { path } of regionShapes()) {
      for (const [, x, y] of path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)) {
        expect(Number(x)).toBeGreaterThanOrEqual(0);
        expect(Number(x)).toBeLessThanOrEqual(width);
        expect(Number(y)).toBeGreaterThanOrEqual(0);
        expect(Number(y)).toBeLessThanOrEqual(height);
      }
    }
  });

  it('draws Brussels over Flemish Brabant, which surrounds it, so a click there picks Brussels', () => {
    const codes = regionShapes().map((shape) => shape.code);
    expect(codes.indexOf('brussels')).toBeGreaterThan(codes.indexOf('flemish-brabant'));
  });
});
