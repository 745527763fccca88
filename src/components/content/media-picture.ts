// Articles and menu pages name their picture by URL alone; the page needs its size so the image
// takes its place before it loads and the resized copies are never wider than the original.
import { join } from 'node:path';
import sharp from 'sharp';
import { dataDir } from '../../data/data-dir';

/** A picture with the size ResponsiveImage needs. */
export type SizedPicture = { readonly Url: string; readonly Width: number; readonly Height: number };

const known = new Map<string, Promise<SizedPicture | undefined>>();

async function measure(url: string): Promise<SizedPicture | undefined> {
  const file = url.replace(/^\/media\//, '');
  const { width, height } = await sharp(join(dataDir(), 'media', file)).metadata();
  return width > 0 && height > 0 ? { Url: url, Width: width, Height: height } : undefined;
}

/** The size of an export picture ("/media/<file>"), read once per build; undefined without a URL. */
export function mediaPicture(url: string | undefined): Promise<SizedPicture | undefined> {
  if (url === undefined || !url.startsWith('/media/')) return Promise.resolve(undefined);
  let pending = known.get(url);
  if (pending === undefined) {
    pending = measure(url);
    known.set(url, pending);
  }
  return pending;
}
