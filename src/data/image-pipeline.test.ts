// The build resizes each distinct picture once, writes every copy a srcset may ask for, and reuses them.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSources } from '../domain/listing/image-variants';
import { publishImageVariants, variantFile } from './image-pipeline';

let root = '';
const folders = () => ({
  mediaDir: join(root, 'media'),
  outDir: join(root, 'out'),
  cacheDir: join(root, 'cache'),
});

async function photo(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'image-pipeline-'));
  await mkdir(join(root, 'media', 'sub'), { recursive: true });
  const house = await photo(1600, 1067, '#336699');
  await writeFile(join(root, 'media', 'house.jpg'), house);
  // The same content under another name: resized once, published under both names.
  await writeFile(join(root, 'media', 'sub', 'house-copy.jpg'), house);
  await writeFile(join(root, 'media', 'agent.jpg'), await photo(600, 600, '#994422'));
  await writeFile(join(root, 'media', 'plan.pdf'), '%PDF-1.4');
  // Hidden files are never published, nor copies of them: a folder a tool left, a macOS "._" file.
  await mkdir(join(root, 'media', '.hidden'));
  await writeFile(join(root, 'media', '.hidden', 'house.jpg'), house);
  await writeFile(join(root, 'media', '._agent.jpg'), house);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('publishImageVariants', () => {
  it('writes every copy a page lists, at its real width, and never upscales', async () => {
    const report = await publishImageVariants(folders());
    expect(report.sources).toBe(2);
    expect(report.made).toBe(5 + 3);
    const out = folders().outDir;
    const srcset = imageSources({ Url: '/media/house.jpg', Width: 1600 });
    for (const url of [...(srcset.srcset ?? '').matchAll(/\/media\/(\S+\.webp)/g)].map((found) => found[1]))
      expect(existsSync(join(out, url ?? ''))).toBe(true);
    expect(existsSync(join(out, 'house-100.webp'))).toBe(true);
    expect(existsSync(join(out, 'sub', 'house-copy-1360.webp'))).toBe(true);
    expect((await readdir(out)).filter((name) => name.startsWith('agent-')).sort()).toEqual([
      'agent-100.webp',
      'agent-400.webp',
      'agent-600.webp',
    ]);
    expect(existsSync(join(out, '.hidden'))).toBe(false);
    expect((await readdir(out)).filter((name) => name.startsWith('.'))).toEqual([]);
    const meta = await sharp(join(out, 'house-600.webp')).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 600]);
  });

  it('reuses the cached copies on the next build when the files did not change', async () => {
    await rm(folders().outDir, { recursive: true });
    const report = await publishImageVariants(folders());
    expect(report.made).toBe(0);
    expect(report.reused).toBe(8);
    expect(existsSync(join(folders().outDir, 'house-1600.webp'))).toBe(true);
  });

  it('makes new copies when a picture changes', async () => {
    await writeFile(join(root, 'media', 'agent.jpg'), await photo(500, 500, '#118844'));
    const report = await publishImageVariants(folders());
    expect(report.made).toBe(3);
    expect((await sharp(join(folders().outDir, 'agent-500.webp')).metadata()).width).toBe(500);
  });
});

describe('variantFile', () => {
  it('finds a requested copy, and nothing for a width or name that does not exist', async () => {
    const { mediaDir, cacheDir } = folders();
    expect(await variantFile({ mediaDir, cacheDir }, { stem: 'house', width: 400 })).toBeDefined();
    expect(await variantFile({ mediaDir, cacheDir }, { stem: 'house', width: 500 })).toBeUndefined();
    expect(await variantFile({ mediaDir, cacheDir }, { stem: 'nothing', width: 400 })).toBeUndefined();
    expect(await variantFile({ mediaDir, cacheDir }, { stem: '../media/house', width: 400 })).toBeDefined();
    expect(
      await variantFile({ mediaDir, cacheDir }, { stem: '../../etc/passwd', width: 400 }),
    ).toBeUndefined();
  });
});

describe('publishImageVariants with the pictures real exports carry', () => {
  let base = '';
  const dirs = () => ({
    mediaDir: join(base, 'media'),
    outDir: join(base, 'out'),
    cacheDir: join(base, 'cache'),
  });
  /** The webp copies a page names for a picture stated at `width`, as file names. */
  const asked = (url: string, width: number) => {
    const sources = imageSources({ Url: url, Width: width });
    return [sources.placeholder, ...(sources.srcset ?? '').split(', ').map((entry) => entry.split(' ')[0])]
      .filter((entry) => entry !== undefined)
      .map((entry) => (entry ?? '').replace('/media/', ''));
  };

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'image-pipeline-real-'));
    await mkdir(join(base, 'media'));
  });

  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('publishes a phone photo upright, at the widths of the upright picture', async () => {
    // Stored 1600 × 1067 with EXIF orientation 6: the camera was held upright, the picture is 1067 wide.
    const sideways = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#447' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await writeFile(join(base, 'media', 'phone.jpg'), sideways);
    await publishImageVariants(dirs());
    for (const file of asked('/media/phone.jpg', 1067))
      expect(existsSync(join(base, 'out', file))).toBe(true);
    const largest = await sharp(join(base, 'out', 'phone-1067.webp')).metadata();
    expect([largest.width, largest.height]).toEqual([1067, 1600]);
    expect(existsSync(join(base, 'out', 'phone-1600.webp'))).toBe(false);
  });

  it('writes every copy a page names for a picture narrower than the placeholder, none wider', async () => {
    await writeFile(join(base, 'media', 'icon.jpg'), await photo(90, 60, '#a52'));
    await publishImageVariants(dirs());
    for (const file of asked('/media/icon.jpg', 90)) expect(existsSync(join(base, 'out', file))).toBe(true);
    const copies = (await readdir(join(base, 'out'))).filter((name) => name.startsWith('icon-'));
    expect(copies).toEqual(['icon-90.webp']);
  });

  it('scales an oversized picture down once and publishes it in place of the original', async () => {
    await writeFile(join(base, 'media', 'huge.jpg'), await photo(6400, 100, '#2a5'));
    await mkdir(join(base, 'out'), { recursive: true });
    await writeFile(join(base, 'out', 'huge.jpg'), await photo(6400, 100, '#2a5'));
    const first = await publishImageVariants(dirs());
    for (const file of asked('/media/huge.jpg', 2560)) expect(existsSync(join(base, 'out', file))).toBe(true);
    expect(existsSync(join(base, 'out', 'huge-6400.webp'))).toBe(false);
    expect((await sharp(join(base, 'out', 'huge.jpg')).metadata()).width).toBe(2560);
    expect(first.made).toBeGreaterThan(0);
    const second = await publishImageVariants(dirs());
    expect(second.made).toBe(0);
  });

  it('fails on a file that is no picture only once the pictures in flight are written', async () => {
    const own = await mkdtemp(join(tmpdir(), 'image-pipeline-failing-'));
    try {
      await mkdir(join(own, 'media'));
      // Sorted first, so the pool starts the large picture, then the broken one beside it.
      await writeFile(join(own, 'media', 'a-large.jpg'), await photo(4000, 2667, '#357'));
      await writeFile(join(own, 'media', 'b-broken.jpg'), 'not a picture');
      await writeFile(join(own, 'media', 'c-after.jpg'), await photo(400, 300, '#753'));
      const folders = {
        mediaDir: join(own, 'media'),
        outDir: join(own, 'out'),
        cacheDir: join(own, 'cache'),
      };
      await expect(publishImageVariants(folders)).rejects.toThrow(/b-broken\.jpg/);
      // Nothing is left writing: the large picture's copies are all there, and no picture after the
      // broken one was started.
      for (const file of asked('/media/a-large.jpg', 4000))
        expect(existsSync(join(own, 'out', file)), file).toBe(true);
      expect((await readdir(join(own, 'out'))).some((name) => name.startsWith('c-after'))).toBe(false);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('names the file that is no picture, unless no page uses it', async () => {
    await writeFile(join(base, 'media', 'error-page.jpg'), '<!doctype html><title>Not found</title>');
    await expect(publishImageVariants(dirs())).rejects.toThrow(/error-page\.jpg/);
    const report = await publishImageVariants(dirs(), 2, (name) => name !== 'error-page.jpg');
    expect(report.skipped).toEqual(['error-page.jpg']);
  });
});
