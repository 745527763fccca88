// The resized copies the build makes of each export picture, and how a page refers to them.
import { placeholderUrl, placeholderWidth, srcsetWidths } from './images';

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

/**
 * The webp widths the build writes for a source file of this width: the placeholder (whose name,
 * "-100.webp", follows the same rule) and every srcset width, ascending, each once.
 */
export function variantWidths(originalWidth: number): number[] {
  return [...new Set([Math.min(placeholderWidth, originalWidth), ...srcsetWidths(originalWidth)])];
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
  const srcset = srcsetWidths(picture.Width)
    .map((width) => `${variantUrl(picture.Url, width)} ${width}w`)
    .join(', ');
  const placeholder = /\.jpe?g$/i.test(picture.Url) ? placeholderUrl(picture.Url) : undefined;
  return { src: picture.Url, srcset, placeholder };
}

/** A request for a resized copy, read back from its file name: "house-01-400.webp" -> stem and width. */
export function parseVariantName(fileName: string): { stem: string; width: number } | undefined {
  const found = /^(.+)-(\d{2,5})\.webp$/.exec(fileName);
  if (found === null) return undefined;
  return { stem: found[1] ?? '', width: Number(found[2]) };
}
