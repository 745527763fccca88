// Resizes the export's pictures into the webp copies that pages list in their srcset, once per
// distinct file content: the copies are kept in a cache folder and reused by the next build.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { isHiddenPath } from '../domain/hidden-path';
import { variantWidths } from '../domain/image-variants';
import { placeholderWidth } from '../domain/images';
import { insideDir } from '../domain/inside-dir.mjs';

// Part of every cache key: bump it when the encoding settings change, so old copies are not reused.
const encoding = 'webp-q76-p40-v1';
const rasterExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp']);

/** Where the pipeline reads, writes and caches. */
export type ImagePipelineFolders = {
  /** The export's media folder (data/media). */
  readonly mediaDir: string;
  /** The published media folder of the build (dist/client/media). */
  readonly outDir: string;
  /** The cache of resized copies, kept between builds (.cache/images). */
  readonly cacheDir: string;
};

/** What a run did: distinct source contents, copies written to the output, copies made vs reused. */
export type ImagePipelineReport = {
  readonly sources: number;
  readonly published: number;
  readonly made: number;
  readonly reused: number;
};

type CacheEntry = { readonly width: number; readonly widths: readonly number[] };

async function rasterFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) =>
        entry.isFile() &&
        rasterExtensions.has(extname(entry.name).toLowerCase()) &&
        // Hidden files and folders are not published (copyPublicMedia), so neither are their copies.
        !isHiddenPath(relative(folder, join(entry.parentPath, entry.name))),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function contentKey(content: Buffer): string {
  return createHash('sha256').update(encoding).update(content).digest('hex').slice(0, 24);
}

const cachedName = (key: string, width: number) => `${key}-${width}.webp`;

/** Writes through a temporary name, so an interrupted build never leaves a half-written copy in the cache. */
async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/**
 * The resized copies of one source content, from the cache when they are all there, otherwise made
 * with sharp and stored. Returns the widths available.
 */
async function ensureVariants(
  content: Buffer,
  key: string,
  cacheDir: string,
): Promise<CacheEntry & { made: number }> {
  const manifest = join(cacheDir, `${key}.json`);
  if (existsSync(manifest)) {
    const entry = JSON.parse(await readFile(manifest, 'utf8')) as CacheEntry;
    if (entry.widths.every((width) => existsSync(join(cacheDir, cachedName(key, width))))) {
      return { ...entry, made: 0 };
    }
  }
  const image = sharp(content, { failOn: 'error' }).rotate();
  const { width = 0 } = await image.metadata();
  const widths = variantWidths(width);
  for (const target of widths) {
    const output = await image
      .clone()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: target === placeholderWidth ? 40 : 76 })
      .toBuffer();
    await writeAtomically(join(cacheDir, cachedName(key, target)), output);
  }
  const entry: CacheEntry = { width, widths };
  await writeAtomically(manifest, JSON.stringify(entry));
  return { ...entry, made: widths.length };
}

/** Runs `task` over `items` with at most `limit` running at once. */
async function inPool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Publishes the webp copies of every raster picture of the export next to the originals in the build
 * output ("<name>-<width>.webp", the placeholder as "<name>-100.webp"). Each distinct file content is
 * resized once, with at most `concurrency` files in flight; unchanged files reuse the cached copies.
 */
export async function publishImageVariants(
  { mediaDir, outDir, cacheDir }: ImagePipelineFolders,
  concurrency = 2,
): Promise<ImagePipelineReport> {
  await mkdir(cacheDir, { recursive: true });
  const files = await rasterFiles(mediaDir);
  // Several names may hold the same picture: group them by content so each is resized once.
  const byKey = new Map<string, { content: Buffer; names: string[] }>();
  for (const file of files) {
    const content = await readFile(file);
    const key = contentKey(content);
    const group = byKey.get(key) ?? { content, names: [] };
    group.names.push(relative(mediaDir, file));
    byKey.set(key, group);
  }
  let made = 0;
  let reused = 0;
  let published = 0;
  await inPool([...byKey.entries()], concurrency, async ([key, { content, names }]) => {
    const entry = await ensureVariants(content, key, cacheDir);
    made += entry.made;
    reused += entry.widths.length - entry.made;
    for (const name of names) {
      const stem = name.slice(0, -extname(name).length);
      for (const width of entry.widths) {
        const target = join(outDir, `${stem}-${width}.webp`);
        await mkdir(dirname(target), { recursive: true });
        await copyFile(join(cacheDir, cachedName(key, width)), target);
        published += 1;
      }
    }
  });
  return { sources: byKey.size, published, made, reused };
}

/**
 * For the dev server: the cached file of a copy requested as "<name>-<width>.webp" under the media
 * folder, made on first request; undefined when no source picture or no such width exists.
 */
export async function variantFile(
  { mediaDir, cacheDir }: Omit<ImagePipelineFolders, 'outDir'>,
  requested: { readonly stem: string; readonly width: number },
): Promise<string | undefined> {
  const root = resolve(mediaDir);
  const source = [...rasterExtensions]
    .map((extension) => resolve(root, `${requested.stem}${extension}`))
    // Refuse a stem that climbs out of the media folder.
    .find((file) => insideDir(root, file) && existsSync(file));
  if (source === undefined) return undefined;
  await mkdir(cacheDir, { recursive: true });
  const content = await readFile(source);
  const key = contentKey(content);
  const entry = await ensureVariants(content, key, cacheDir);
  return entry.widths.includes(requested.width)
    ? join(cacheDir, cachedName(key, requested.width))
    : undefined;
}
