// The resized copies the build makes of each export picture, and how a page refers to them.
import { placeholderWidth, srcsetWidths } from './images';

/** Formats the build can resize; anything else (svg, gif, external links) is served as it is. */
const resizable = /^\/media\/[^?#]+\.(jpe?g|png|webp)$/i;

/** Whether the build makes resized webp copies of this picture: a raster file of the export's media. */
export function isResizable(pictureUrl: string): boolean {
  return resizable.test(pictureUrl);
}

/** The URL of the webp copy at a width: "/media/house-01.jpg", 400 -> "/media/house-01-400.webp". */
export function variantUrl(pictureUrl: string, width: number): string {
  return `${pictureUrl.replace(/\.[a-z0-9]+$/i, '')}-${width}.webp`;
}

/** Beyond either limit a picture is scaled down before it is published (docs/EXPORT.md). */
export const pictureLimits = { longestSide: 6000, bytes: 15 * 1024 * 1024 } as const;

/** The longest side an oversized picture is scaled down to: enough for a full-screen gallery. */
export const scaledLongestSide = 2560;

/** A picture's pixels, upright (after its EXIF orientation is applied). */
export type PictureSize = { readonly width: number; readonly height: number };

/** Whether a picture is over the limits: its longest side or its file size. */
export function isOversized(upright: PictureSize, bytes: number): boolean {
  return Math.max(upright.width, upright.height) > pictureLimits.longestSide || bytes > pictureLimits.bytes;
}

/**
 * The size the site publishes a picture at, which pages state and the build writes: the upright
 * file's, or scaled down to fit 2560 px when over the limits (never scaled up).
 */
export function publishedSize(upright: PictureSize, bytes: number): PictureSize & { scaled: boolean } {
  if (!isOversized(upright, bytes)) return { ...upright, scaled: false };
  const factor = Math.min(1, scaledLongestSide / Math.max(upright.width, upright.height));
  return {
    width: Math.max(1, Math.round(upright.width * factor)),
    height: Math.max(1, Math.round(upright.height * factor)),
    scaled: true,
  };
}

/**
 * The copies of a picture published at `width`, the one rule for the build and the pages: the
 * placeholder (100 px, or the picture itself when narrower) and the srcset widths, none wider than
 * the picture.
 */
export function pictureVariants(width: number): { placeholder: number; srcset: number[] } {
  return { placeholder: Math.min(placeholderWidth, width), srcset: srcsetWidths(width) };
}

/** The webp widths the build writes for a picture published at `width`: every one pictureVariants names, ascending, each once. */
export function variantWidths(width: number): number[] {
  const { placeholder, srcset } = pictureVariants(width);
  return [...new Set([placeholder, ...srcset])];
}

/** The largest copy of a picture, which a full-size link opens instead of the export's original file. */
export function fullSizeUrl(picture: { readonly Url: string; readonly Width: number }): string {
  return isResizable(picture.Url) && picture.Width > 0 ? variantUrl(picture.Url, picture.Width) : picture.Url;
}

/** What an <img> of a picture needs: its fallback src, the srcset, and the placeholder shown while loading. */
export type ImageSources = {
  readonly src: string;
  readonly srcset: string | undefined;
  /** Only for JPEGs: a transparent PNG or WebP would show the blur through its clear parts. */
  readonly placeholder: string | undefined;
};

/**
 * The sources of a picture: webp copies at every srcset width (never wider than the original, so never
 * upscaled) and the original as src for browsers without webp. Pictures the build does not resize get
 * their URL alone.
 */
export function imageSources(picture: { readonly Url: string; readonly Width: number }): ImageSources {
  if (!isResizable(picture.Url) || !(picture.Width > 0)) {
    return { src: picture.Url, srcset: undefined, placeholder: undefined };
  }
  const widths = pictureVariants(picture.Width);
  const srcset = widths.srcset.map((width) => `${variantUrl(picture.Url, width)} ${width}w`).join(', ');
  // "-100.webp" for most pictures; a picture narrower than that is its own placeholder.
  const placeholder = /\.jpe?g$/i.test(picture.Url) ? variantUrl(picture.Url, widths.placeholder) : undefined;
  return { src: picture.Url, srcset, placeholder };
}

/** A request for a resized copy, read back from its file name: "house-01-400.webp" -> stem and width. */
export function parseVariantName(fileName: string): { stem: string; width: number } | undefined {
  const found = /^(.+)-(\d{2,5})\.webp$/.exec(fileName);
  if (found === null) return undefined;
  return { stem: found[1] ?? '', width: Number(found[2]) };
}
