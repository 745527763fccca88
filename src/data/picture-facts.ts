// What the build needs to know of one picture file before it resizes it or a page states its size:
// its format and upright pixels (EXIF orientation applied, as phones store portraits sideways) and the
// size it is published at. Read from the file's header alone, so checking a whole export stays fast.
import { stat } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { type PictureSize, publishedSize } from '../domain/listing/image-variants';

/** A picture file as the build reads it. */
export type PictureFacts = {
  /** sharp's name of the format: "jpeg", "png", "webp"... */
  readonly format: string;
  /** The file's pixels once its EXIF orientation is applied. */
  readonly upright: PictureSize;
  /** The size pages state and the build writes its copies for (scaled down when over the limits). */
  readonly published: PictureSize & { readonly scaled: boolean };
  readonly bytes: number;
};

/** Formats the build resizes; sharp decodes others (svg, gif, tiff) the site does not resize. */
const resizedFormats = new Set(['jpeg', 'png', 'webp']);

/**
 * The facts of a picture, from its content or its path; throws an Error saying what the file holds
 * instead when it is not a JPEG, PNG or WebP the build can read (the caller names the file).
 */
export async function pictureFacts(input: Buffer | string): Promise<PictureFacts> {
  const bytes = typeof input === 'string' ? (await stat(input)).size : input.length;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { failOn: 'error' }).metadata();
  } catch (error) {
    throw new Error(`not a picture (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!resizedFormats.has(metadata.format) || !(metadata.width > 0) || !(metadata.height > 0)) {
    throw new Error(`a ${metadata.format} file, not a JPEG, PNG or WebP picture`);
  }
  const upright = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  return { format: metadata.format, upright, published: publishedSize(upright, bytes), bytes };
}
