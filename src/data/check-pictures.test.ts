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

/** The export in `dir`, read and validated as a publish does before it checks the pictures. */
function validatedExport() {
  const files = readExportFiles(dir);
  const media = readMediaFiles(dir);
  const validated = validateExport(files, media);
  if (validated.problems) throw new Error('the sample must be valid');
  return { files, media, model: validated.model };
}

describe('checkPictures', () => {
  it('states the upright, published size of every picture, whatever the export says', async () => {
    cpSync('data', dir, { recursive: true });
    // The export states 1600 × 1067 (or the like) for both: a sideways phone photo and a thumbnail.
    writeFileSync(
      join(dir, 'media', 'garage-03.jpg'),
      await solid(1600, 1067).withMetadata({ orientation: 6 }).toBuffer(),
    );
    writeFileSync(join(dir, 'media', 'garage-02.jpg'), await solid(90, 60).toBuffer());
    const { files, media, model } = validatedExport();
    const checked = await checkPictures(dir, files, model, media);
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

  it('keeps the objects whose pictures already state their published size', async () => {
    cpSync('data', dir, { recursive: true });
    const { files, media, model } = validatedExport();
    const first = await checkPictures(dir, files, model, media);
    if (first.problems) throw new Error('the pictures must be readable');
    // Checked again (as a publish checks the next export made of the live model's listings): nothing to
    // change, so every listing is the same object, and what was worked out from it is found again.
    const again = await checkPictures(dir, files, first.model, media);
    if (again.problems) throw new Error('the pictures must be readable');
    expect(again.model.properties).toBe(first.model.properties);
    // A listing whose picture is not stated at its published size is a new object; the others are kept.
    const [changed, ...others] = first.model.properties;
    if (changed === undefined || changed.Pictures[0] === undefined)
      throw new Error('a listing with a picture');
    const [picture, ...rest] = changed.Pictures;
    const stale = { ...changed, Pictures: [{ ...picture, Width: picture.Width + 1 }, ...rest] };
    const sized = await checkPictures(dir, files, { ...first.model, properties: [stale, ...others] }, media);
    if (sized.problems) throw new Error('the pictures must be readable');
    expect(sized.model.properties[0]).not.toBe(stale);
    expect(sized.model.properties[0]?.Pictures[0]?.Width).toBe(picture.Width);
    expect(sized.model.properties.slice(1).every((listing, index) => listing === others[index])).toBe(true);
  });

  it('states a kept listing at its new size once its picture file was replaced by another size', async () => {
    cpSync('data', dir, { recursive: true });
    const { files, media, model } = validatedExport();
    const first = await checkPictures(dir, files, model, media);
    if (first.problems) throw new Error('the pictures must be readable');
    const listing = first.model.properties.find((property) => property.ID === 1009);
    const picture = listing?.Pictures[1];
    if (picture === undefined) throw new Error('listing 1009 has a second picture');
    // The same file name, now a small picture: the listing object is the one checked before.
    writeFileSync(join(dir, 'media', picture.Url.replace('/media/', '')), await solid(120, 80).toBuffer());
    const again = await checkPictures(dir, files, first.model, media);
    if (again.problems) throw new Error('the pictures must be readable');
    const restated = again.model.properties.find((property) => property.ID === 1009)?.Pictures[1];
    expect([restated?.Width, restated?.Height]).toEqual([120, 80]);
    // The listings that do not name it are kept as they were.
    const others = (properties: typeof first.model.properties) =>
      properties.filter((property) => !property.Pictures.some(({ Url }) => Url === picture.Url));
    expect(others(again.model.properties)).toEqual(others(first.model.properties));
    expect(
      others(again.model.properties).every((item, index) => item === others(first.model.properties)[index]),
    ).toBe(true);
  });
});
