import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportModel } from './export-model';
import {
  decodeValidatedCopy,
  decodeValidatedCopyInSlices,
  encodeValidatedCopy,
  validatedCopyPath,
  writeValidatedCopy,
  writeValidatedCopyInBackground,
} from './kept-exports.mjs';
import { loadExport } from './load-export';

const sample = loadExport('data');

/** The sample with 600 listings: its copy is 1,202 pieces, over the 1,024 of one write. */
function manyListings(): ExportModel {
  return {
    ...sample,
    properties: Array.from({ length: 600 }, (_, index) => ({
      ...(sample.properties[index % sample.properties.length] as ExportModel['properties'][number]),
      ID: index + 1,
    })),
  };
}

describe('the validated copy', () => {
  it('gives back the model it was made of, its keys in their order', () => {
    const model = decodeValidatedCopy(encodeValidatedCopy(sample));
    expect(model).toEqual(sample);
    expect(Object.keys(model)).toEqual(Object.keys(sample));
    expect(model.properties.map((listing) => Object.keys(listing))).toEqual(
      sample.properties.map((listing) => Object.keys(listing)),
    );
  });

  it("serialises a listing object once: the next model's unchanged listings are not serialised again", () => {
    const first = structuredClone(sample);
    encodeValidatedCopy(first);
    const [kept, changed] = first.properties;
    if (kept === undefined || changed === undefined) throw new Error('the sample has listings');
    // Validated objects never change; this one does, only to show that its bytes were kept.
    const price = kept.Price;
    kept.Price += 1;
    const next: ExportModel = {
      ...first,
      properties: [kept, { ...changed, Price: changed.Price + 1 }, ...first.properties.slice(2)],
    };
    const read = decodeValidatedCopy(encodeValidatedCopy(next));
    expect(read.properties[0]?.Price).toBe(price);
    expect(read.properties[1]?.Price).toBe(changed.Price + 1);
  });

  it('writes the same bytes to its file, in more pieces than one write takes', () => {
    const many = manyListings();
    const folder = mkdtempSync(join(tmpdir(), 'validated-copy-'));
    try {
      writeValidatedCopy(join(folder, 'data'), many, 'code');
      const written = readFileSync(validatedCopyPath(join(folder, 'data'), 'code'));
      expect(written.equals(encodeValidatedCopy(many))).toBe(true);
      expect(decodeValidatedCopy(written).properties.map(({ ID }) => ID)).toEqual(
        many.properties.map(({ ID }) => ID),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('writes in the background the very bytes it writes at once', async () => {
    const many = manyListings();
    const folder = mkdtempSync(join(tmpdir(), 'validated-copy-'));
    try {
      for (const name of ['now', 'later']) mkdirSync(join(folder, name));
      writeValidatedCopy(join(folder, 'now', 'data'), many, 'code');
      await writeValidatedCopyInBackground(join(folder, 'later', 'data'), many, 'code');
      const later = readFileSync(validatedCopyPath(join(folder, 'later', 'data'), 'code'));
      expect(later.equals(readFileSync(validatedCopyPath(join(folder, 'now', 'data'), 'code')))).toBe(true);
      expect(decodeValidatedCopy(later).properties).toHaveLength(600);
      expect(readdirSync(join(folder, 'later'))).toEqual(['validated-export-code.v8']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("decodes a copy's unchanged listings as the objects the copy decoded before gave", () => {
    const before = decodeValidatedCopy(encodeValidatedCopy(sample));
    const [first, second] = sample.properties;
    if (first === undefined || second === undefined) throw new Error('the sample has listings');
    const next: ExportModel = {
      ...sample,
      properties: [{ ...first, Price: first.Price + 1 }, ...sample.properties.slice(1)],
    };
    const after = decodeValidatedCopy(encodeValidatedCopy(next));
    expect(after.properties[1]).toBe(before.properties[1]);
    expect(after.properties[0]).not.toBe(before.properties[0]);
    expect(after.properties[0]?.Price).toBe(first.Price + 1);
    expect(after).toEqual(next);
  });

  it('decodes in slices, other work running between them, to the same model', async () => {
    const bytes = encodeValidatedCopy(sample);
    let ranMeanwhile = false;
    setImmediate(() => {
      ranMeanwhile = true;
    });
    // Slices of no time at all: the event loop runs after each listing, so the callback above runs
    // before the model is whole (a decode in one go would end first).
    const model = await decodeValidatedCopyInSlices(bytes, 0);
    expect(ranMeanwhile).toBe(true);
    expect(model).toEqual(decodeValidatedCopy(bytes));
  });

  it('refuses bytes cut short or with more after the last listing', () => {
    const bytes = encodeValidatedCopy(sample);
    expect(() => decodeValidatedCopy(bytes.subarray(0, bytes.length - 10))).toThrow();
    expect(() => decodeValidatedCopy(Buffer.concat([bytes, Buffer.from([1, 2, 3])]))).toThrow(
      /after its last listing/,
    );
  });
});
