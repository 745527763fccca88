// The resized copies a page asks for must be exactly the ones the build writes.
import { describe, expect, it } from 'vitest';
import {
  fullSizeUrl,
  imageSources,
  isResizable,
  parseVariantName,
  pictureLimits,
  publishedSize,
  scaledLongestSide,
  variantUrl,
  variantWidths,
} from './image-variants';
import { placeholderUrl } from './images';

describe('imageSources', () => {
  it('offers webp copies at the standard widths up to the original, the original as src', () => {
    expect(imageSources({ Url: '/media/house-01.jpg', Width: 1600 })).toEqual({
      src: '/media/house-01.jpg',
      srcset:
        '/media/house-01-400.webp 400w, /media/house-01-600.webp 600w, /media/house-01-1360.webp 1360w, /media/house-01-1600.webp 1600w',
      placeholder: '/media/house-01-100.webp',
    });
  });

  it('never lists a width above the original', () => {
    expect(imageSources({ Url: '/media/agent-1.jpg', Width: 600 }).srcset).toBe(
      '/media/agent-1-400.webp 400w, /media/agent-1-600.webp 600w',
    );
  });

  it('gives a PNG no blurred placeholder, which would show through its transparent parts', () => {
    const sources = imageSources({ Url: '/media/plan.png', Width: 800 });
    expect(sources.srcset).toContain('/media/plan-600.webp 600w');
    expect(sources.placeholder).toBeUndefined();
  });

  it.each(['/media/logo.svg', 'https://example.com/photo.jpg', '/images/epc/flanders/a.svg'])(
    'leaves %s as it is',
    (url) => {
      expect(imageSources({ Url: url, Width: 1200 })).toEqual({
        src: url,
        srcset: undefined,
        placeholder: undefined,
      });
    },
  );
});

describe('variantWidths', () => {
  it('writes the placeholder and every srcset width the page may ask for', () => {
    expect(variantWidths(1600)).toEqual([100, 400, 600, 1360, 1600]);
    expect(variantWidths(1920)).toEqual([100, 400, 600, 1360, 1920]);
  });

  it('covers every srcset entry of imageSources', () => {
    for (const width of [90, 300, 600, 1000, 1600, 2400]) {
      const srcset = imageSources({ Url: '/media/a.jpg', Width: width }).srcset ?? '';
      const asked = [...srcset.matchAll(/-(\d+)\.webp/g)].map((found) => Number(found[1]));
      for (const size of asked) expect(variantWidths(width)).toContain(size);
    }
  });

  it('asks a picture narrower than the placeholder for no copy the build does not write', () => {
    const sources = imageSources({ Url: '/media/icon.jpg', Width: 90 });
    const asked = [sources.placeholder, ...(sources.srcset ?? '').split(', ')]
      .map((entry) => /-(\d+)\.webp/.exec(entry ?? '')?.[1])
      .map(Number);
    expect(asked).toEqual([90, 90]);
    for (const size of asked) expect(variantWidths(90)).toContain(size);
    expect(Math.max(...variantWidths(90))).toBe(90);
  });

  it('names the placeholder as the images rule does', () => {
    expect(variantUrl('/media/house-01.jpg', 100)).toBe(placeholderUrl('/media/house-01.jpg'));
  });
});

describe('isResizable', () => {
  it('takes raster files of the export media only', () => {
    expect(isResizable('/media/house-01.JPG')).toBe(true);
    expect(isResizable('/media/sub/photo.webp')).toBe(true);
    expect(isResizable('/media/doc.pdf')).toBe(false);
    expect(isResizable('/media/house.jpg?v=2')).toBe(false);
  });
});

describe('parseVariantName', () => {
  it('reads the stem and width back from a copy name', () => {
    expect(parseVariantName('house-01-400.webp')).toEqual({ stem: 'house-01', width: 400 });
    expect(parseVariantName('house-01.jpg')).toBeUndefined();
    expect(parseVariantName('logo.webp')).toBeUndefined();
  });
});

describe('publishedSize', () => {
  it('keeps a picture within the limits as it is', () => {
    expect(publishedSize({ width: 1067, height: 1600 }, 400_000)).toEqual({
      width: 1067,
      height: 1600,
      scaled: false,
    });
  });

  it('scales a picture over the longest side to fit 2560 px, keeping its proportions', () => {
    expect(publishedSize({ width: 8000, height: 6000 }, 9_000_000)).toEqual({
      width: scaledLongestSide,
      height: 1920,
      scaled: true,
    });
    expect(publishedSize({ width: 4500, height: 6001 }, 9_000_000)).toMatchObject({ height: 2560 });
  });

  it('re-encodes a file over the size limit without scaling it up', () => {
    expect(publishedSize({ width: 2000, height: 1500 }, pictureLimits.bytes + 1)).toEqual({
      width: 2000,
      height: 1500,
      scaled: true,
    });
  });
});

describe('fullSizeUrl', () => {
  it('opens the largest copy, never the export original, of a picture the build resizes', () => {
    expect(fullSizeUrl({ Url: '/media/house-01.jpg', Width: 2560 })).toBe('/media/house-01-2560.webp');
    expect(variantWidths(2560)).toContain(2560);
    expect(fullSizeUrl({ Url: '/media/logo.svg', Width: 300 })).toBe('/media/logo.svg');
  });
});
