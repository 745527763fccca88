// Pages state each picture at the size the image pipeline publishes it, read from the file itself.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageSources, variantWidths } from '../domain/listing/image-variants';
import { checkPictures } from './check-pictures';
import { readExportFiles, readMediaFiles } from './load-export';
import { pictureFacts } from './picture-facts';
import { validateExport } from './validate-export';

const dir = mkdtempSync(join(tmpdir(), 'check-pictures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#864' } }).jpeg();

describe('checkPictures', () => {
  it('states the upright, published size of every picture, whatever the export says', async () => {
    cpSync('data', dir, { recursive: true });
    // The export states 1600 × 1067 (or the like) for both: a sideways phone photo and a thumbnail.
    writeFileSync(
      join(dir, 'media', 'garage-03.jpg'),
      await solid(1600, 1067).withMetadata({ orientation: 6 }).toBuffer(),
    );
    writeFileSync(join(dir, 'media', 'garage-02.jpg'), await solid(90, 60).toBuffer());
    const files = readExportFiles(dir);
    const media = readMediaFiles(dir);
    const validated = validateExport(files, media);
    if (validated.problems) throw new Error('the sample must be valid');
    const checked = await checkPictures(dir, files, validated.model, media);
    if (checked.problems) throw new Error('the pictures must be readable');
    const pictures = checked.model.properties.find((property) => property.ID === 1009)?.Pictures ?? [];
    expect(pictures.map(({ Url, Width, Height }) => [Url, Width, Height]).slice(1)).toEqual([
      ['/media/garage-02.jpg', 90, 60],
      ['/media/garage-03.jpg', 1067, 1600],
    ]);
    // Every copy a page asks for is one the pipeline writes for that file.
    for (const picture of pictures) {
      const facts = await pictureFacts(join(dir, 'media', picture.Url.replace('/media/', '')));
      const sources = imageSources(picture);
      const asked = [sources.placeholder, sources.srcset]
        .join(' ')
        .matchAll(/-(\d+)\.webp/g)
        .map((found) => Number(found[1]));
      for (const width of asked) expect(variantWidths(facts.published.width)).toContain(width);
    }
  });
});
