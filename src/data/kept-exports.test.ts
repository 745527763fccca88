import { describe, expect, it } from 'vitest';
import type { ExportModel } from './export-model';
import { decodeValidatedCopy, encodeValidatedCopy } from './kept-exports.mjs';
import { loadExport } from './load-export';

const sample = loadExport('data');

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

  it('refuses bytes cut short or with more after the last listing', () => {
    const bytes = encodeValidatedCopy(sample);
    expect(() => decodeValidatedCopy(bytes.subarray(0, bytes.length - 10))).toThrow();
    expect(() => decodeValidatedCopy(Buffer.concat([bytes, Buffer.from([1, 2, 3])]))).toThrow(
      /after its last listing/,
    );
  });
});
