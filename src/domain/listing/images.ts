// Responsive image sizes: which source width serves which rendered width, srcset widths, placeholders.

/** Width of the tiny webp placeholder shown blurred while a photo loads. */
export const placeholderWidth = 100;

// Rendered slot width -> source width, as the CRM's image sizes were chosen. Beyond the last slot the
// original is served.
const slotSources: readonly (readonly [slot: number, source: number])[] = [
  [500, 400],
  [750, 600],
  [1050, 1360],
];

/** Source widths offered in a srcset before the original. */
export const sourceWidths = slotSources.map(([, source]) => source);

/**
 * The source width for a rendered slot: 400 up to 500, 600 up to 750, 1360 up to 1050, the original above
 * (1600 -> original). Never wider than the original: a photo is not upscaled.
 */
export function imageWidthFor(slotWidth: number, originalWidth: number): number {
  const source = slotSources.find(([slot]) => slotWidth <= slot)?.[1] ?? originalWidth;
  return Math.min(source, originalWidth);
}

/** The widths to list in a srcset: the standard source widths below the original, then the original. */
export function srcsetWidths(originalWidth: number): number[] {
  return [...sourceWidths.filter((width) => width < originalWidth), originalWidth];
}

/**
 * The placeholder's URL by convention: the picture's URL with its extension replaced by
 * "-100.webp" ("/media/house-01.jpg" -> "/media/house-01-100.webp"); the build writes it under that name.
 */
export function placeholderUrl(pictureUrl: string): string {
  const [path = '', suffix = ''] = pictureUrl.split(/(?=[?#])/, 2);
  const stem = path.replace(/\.[a-z0-9]+$/i, '');
  return `${stem}-${placeholderWidth}.webp${suffix}`;
}
