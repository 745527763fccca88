// Resizes the export's pictures into the webp copies that pages list in their srcset, once per
// distinct file content: the copies are kept in a cache folder and reused by the next build.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { variantWidths } from '../domain/listing/image-variants';
import { placeholderWidth } from '../domain/listing/images';
import { isHiddenPath } from '../domain/routes/hidden-path';
import { insideDir } from '../domain/routes/inside-dir.mjs';
import { pictureFacts } from './picture-facts';

// Part of every cache key: bump it when the encoding settings change, so old copies are not reused.
const encoding = 'webp-q76-p40-upright-v2';
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

/**
 * What a run did: distinct source contents, copies written to the output, copies made vs reused, and
 * the files no page uses that are not pictures the build can read (left unresized).
 */
export type ImagePipelineReport = {
  readonly sources: number;
  readonly skipped: readonly string[];
  readonly published: number;
  readonly made: number;
  readonly reused: number;
};

/** Stored beside the copies: the published width and, for an oversized picture, its scaled-down original. */
type CacheEntry = {
  readonly width: number;
  readonly widths: readonly number[];
  readonly original?: string | undefined;
};

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
 * with sharp and stored. Returns the widths available. The copies are upright (EXIF orientation
 * applied) and their widths are those pages state (picture-facts.ts), never wider than the picture.
 */
async function ensureVariants(
  content: Buffer,
  key: string,
  cacheDir: string,
): Promise<CacheEntry & { made: number }> {
  const manifest = join(cacheDir, `${key}.json`);
  if (existsSync(manifest)) {
    const entry = JSON.parse(await readFile(manifest, 'utf8')) as CacheEntry;
    const files = [
      ...entry.widths.map((width) => cachedName(key, width)),
      ...(entry.original === undefined ? [] : [entry.original]),
    ];
    if (files.every((file) => existsSync(join(cacheDir, file)))) return { ...entry, made: 0 };
  }
  const facts = await pictureFacts(content);
  const { width, height, scaled } = facts.published;
  let image = sharp(content, { failOn: 'error' }).rotate();
  let original: string | undefined;
  if (scaled) {
    // Decoded and scaled down once: every copy is made from the scaled picture, which is also
    // published in place of the original, so no page hands a visitor the oversized file.
    const smaller = await image
      .resize({ width, height, fit: 'fill' })
      .toFormat(facts.format as 'jpeg' | 'png' | 'webp', { quality: 85 })
      .toBuffer();
    original = `${key}-original.${facts.format}`;
    await writeAtomically(join(cacheDir, original), smaller);
    image = sharp(smaller);
  }
  const widths = variantWidths(width);
  for (const target of widths) {
    const output = await image
      .clone()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: target === placeholderWidth ? 40 : 76 })
      .toBuffer();
    await writeAtomically(join(cacheDir, cachedName(key, target)), output);
  }
  const entry: CacheEntry = { width, widths, original };
  await writeAtomically(manifest, JSON.stringify(entry));
  return { ...entry, made: widths.length };
}

/** The same, with an error that names the picture's files when one cannot be read. */
async function variantsOf(
  content: Buffer,
  key: string,
  cacheDir: string,
  names: readonly string[],
): Promise<CacheEntry & { made: number }> {
  try {
    return await ensureVariants(content, key, cacheDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The picture ${names.join(', ')} of the media folder cannot be resized: ${reason}`, {
      cause: error,
    });
  }
}

/**
 * Runs `task` over `items` with at most `limit` running at once. A task that fails stops the pool from
 * starting more, and the pool fails with its error only once the tasks in flight have ended: a caller
 * that cleans up after the failure (a publish removing its release) finds nothing still writing there.
 */
async function inPool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed: { readonly error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && failed === undefined) {
      const item = items[next] as T;
      next += 1;
      try {
        await task(item);
      } catch (error) {
        failed ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed !== undefined) throw failed.error;
}

/**
 * Publishes the webp copies of every raster picture of the export next to the originals in the build
 * output ("<name>-<width>.webp", the placeholder as "<name>-100.webp"). Each distinct file content is
 * resized once, with at most `concurrency` files in flight; unchanged files reuse the cached copies.
 * A file that cannot be read stops the run with its name, unless `isUsed` says no page uses it (the
 * export check left it out of the site with a warning).
 */
export async function publishImageVariants(
  { mediaDir, outDir, cacheDir }: ImagePipelineFolders,
  concurrency = 2,
  isUsed: (name: string) => boolean = () => true,
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
  const skipped: string[] = [];
  await inPool([...byKey.entries()], concurrency, async ([key, { content, names }]) => {
    const posix = names.map((name) => name.split(sep).join('/'));
    const entry = await variantsOf(content, key, cacheDir, posix).catch((error: unknown) => {
      if (posix.some(isUsed)) throw error;
      skipped.push(...posix);
      return undefined;
    });
    if (entry === undefined) return;
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
      if (entry.original !== undefined) {
        // Replaces the copied original through a new name: never written into a file it may share.
        const target = join(outDir, name);
        await copyFile(join(cacheDir, entry.original), `${target}.${process.pid}.tmp`);
        await rename(`${target}.${process.pid}.tmp`, target);
      }
    }
  });
  return { sources: byKey.size, skipped, published, made, reused };
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
  const entry = await variantsOf(content, key, cacheDir, [relative(root, source)]);
  return entry.widths.includes(requested.width)
    ? join(cacheDir, cachedName(key, requested.width))
    : undefined;
}
