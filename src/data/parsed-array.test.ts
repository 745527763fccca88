import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseArrayReusing } from './parsed-array';

const read = (text: string, earlier?: Parameters<typeof parseArrayReusing>[1]) =>
  parseArrayReusing(Buffer.from(text), earlier);

describe('parseArrayReusing', () => {
  it('reads what JSON.parse reads, byte-order mark or not', () => {
    const text = '\uFEFF[{"ID": 1, "Price": 100}, {"ID": 2, "Town": "Liège"}, 3, "x"]';
    expect(read(text)?.values).toEqual(JSON.parse(text.slice(1)));
  });

  it('keeps the earlier value of each element whose bytes did not change, by ID and place', () => {
    const before = read('[{"ID": 1, "L": "nl"}, {"ID": 1, "L": "fr"}, {"ID": 2, "Price": 100}, {"ID": 3}]');
    // Another order, one price changed, ID 3 gone, ID 4 new.
    const after = read(
      '[{"ID": 2, "Price": 120}, {"ID": 1, "L": "nl"}, {"ID": 1, "L": "fr"}, {"ID": 4}]',
      before,
    );
    expect(after?.values).toEqual([{ ID: 2, Price: 120 }, { ID: 1, L: 'nl' }, { ID: 1, L: 'fr' }, { ID: 4 }]);
    expect(after?.values[1]).toBe(before?.values[0]);
    expect(after?.values[2]).toBe(before?.values[1]);
    expect(after?.values[0]).not.toBe(before?.values[2]);
  });

  it('never takes another place of the same ID, nor an element without an ID', () => {
    const before = read('[{"ID": 1, "L": "nl"}, {"ID": 1, "L": "fr"}, {"X": 1}]');
    // The two language records swapped: each is parsed (same bytes, but not the earlier one at its place).
    const after = read('[{"ID": 1, "L": "fr"}, {"ID": 1, "L": "nl"}, {"X": 1}]', before);
    expect(after?.values).toEqual([{ ID: 1, L: 'fr' }, { ID: 1, L: 'nl' }, { X: 1 }]);
    for (const index of [0, 1, 2]) expect(after?.values[index]).not.toBe(before?.values[index]);
  });

  it('answers undefined for a text whose top is no array or that does not parse', () => {
    expect(read('{"ID": 1}')).toBeUndefined();
    expect(read('[{"ID": 1, "Price": 1.}]')).toBeUndefined();
    expect(read('[{"ID": 1}')).toBeUndefined();
  });

  it('equals JSON.parse of the new text whatever the earlier one was', () => {
    const record = fc.record({
      ID: fc.integer({ min: 1, max: 6 }),
      Price: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      Text: fc.constantFrom('a', 'é', '"q"', '\\', ''),
    });
    const file = fc.tuple(fc.array(record, { maxLength: 8 }), fc.constantFrom(0, 2));
    fc.assert(
      fc.property(file, file, ([first, firstIndent], [second, secondIndent]) => {
        const before = read(JSON.stringify(first, null, firstIndent));
        const text = JSON.stringify(second, null, secondIndent);
        expect(read(text, before)?.values).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });
});
