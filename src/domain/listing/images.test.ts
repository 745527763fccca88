// Unit tests of images: the behaviour pages and data rely on, at its edges.
import { describe, expect, it } from 'vitest';
import { imageWidthFor, placeholderUrl, placeholderWidth, srcsetWidths } from './images';

describe('imageWidthFor', () => {
  it.each([
    [320, 400],
    [500, 400],
    [501, 600],
    [750, 600],
    [1050, 1360],
    [1600, 1600],
  ])('serves a %d px slot from %d px', (slot, source) => {
    expect(imageWidthFor(slot, 1600)).toBe(source);
  });

  it('never upscales beyond the original', () => {
    expect(imageWidthFor(1050, 1200)).toBe(1200);
    expect(imageWidthFor(500, 300)).toBe(300);
    expect(imageWidthFor(2400, 1600)).toBe(1600);
  });
});

describe('srcsetWidths', () => {
  it('lists the standard widths below the original, then the original', () => {
    expect(srcsetWidths(1600)).toEqual([400, 600, 1360, 1600]);
    expect(srcsetWidths(1000)).toEqual([400, 600, 1000]);
    expect(srcsetWidths(600)).toEqual([400, 600]);
    expect(srcsetWidths(300)).toEqual([300]);
  });
});

describe('placeholders', () => {
  it('are 100 px wide webp files named after the picture', () => {
    expect(placeholderWidth).toBe(100);
    expect(placeholderUrl('/media/house-01.jpg')).toBe('/media/house-01-100.webp');
    expect(placeholderUrl('/media/a.b.jpeg?v=2')).toBe('/media/a.b-100.webp?v=2');
  });
});
