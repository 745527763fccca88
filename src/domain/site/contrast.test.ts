import { describe, expect, it } from 'vitest';
import { contrastRatio, isReadable, readableTextColor, relativeLuminance } from './contrast';

describe('relativeLuminance', () => {
  it('runs from black to white, short and long hex alike', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(relativeLuminance('#0B3954')).toBeCloseTo(relativeLuminance('#0b3954'));
  });

  it('refuses what is not a hex colour', () => {
    expect(() => relativeLuminance('navy')).toThrow(/hex colour/);
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG figures: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#0b3954', '#0b3954')).toBe(1);
  });

  it('matches known pairs (white on the sample brand blue, grey #767676 on white)', () => {
    expect(contrastRatio('#ffffff', '#0b3954')).toBeCloseTo(12.2, 1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('isReadable', () => {
  it('holds at 4.5:1 and fails just below it', () => {
    expect(isReadable('#767676', '#ffffff')).toBe(true);
    expect(isReadable('#777777', '#ffffff')).toBe(false);
  });
});

describe('readableTextColor', () => {
  it('keeps a configured colour that is readable on the bar', () => {
    expect(readableTextColor('#ffd166', '#0b3954')).toBe('#ffd166');
  });

  it("falls back to white when the item colour is the bar's own colour (the sample's defect)", () => {
    expect(readableTextColor('#0b3954', '#0b3954')).toBe('#ffffff');
  });

  it('falls back to black on a light bar', () => {
    expect(readableTextColor('#ffffff', '#f5d90a')).toBe('#000000');
  });

  it('always returns a colour that reaches 4.5:1', () => {
    for (const background of ['#000000', '#777777', '#808080', '#0b3954', '#c2410c', '#ffffff', '#00ff00']) {
      expect(contrastRatio(readableTextColor(background, background), background)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
