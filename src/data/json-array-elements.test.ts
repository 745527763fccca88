import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrayElements } from './json-array-elements';

const bytes = (text: string) => Buffer.from(text);
const decode = (text: Uint8Array, start: number, end: number) =>
  new TextDecoder().decode(text.subarray(start, end));

/** JSON.parse's reading of `text`: each element's value, and its "ID" as applyRecordChanges reads it. */
function parsed(text: string) {
  return (JSON.parse(text.replace(/^\uFEFF/, '')) as unknown[]).map((value) => {
    const id =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as { ID?: unknown }).ID
        : undefined;
    return { value, id: typeof id === 'number' ? id : undefined };
  });
}

function check(text: string) {
  const encoded = bytes(text);
  const elements = arrayElements(encoded);
  expect(elements).toBeDefined();
  expect(
    elements?.map(({ start, end, id }) => ({ value: JSON.parse(decode(encoded, start, end)), id })),
  ).toEqual(parsed(text));
}

describe('arrayElements', () => {
  it('reads each element and its ID as JSON.parse does', () => {
    check('[]');
    check(' [ ] \n');
    check('\uFEFF[{"ID": 12, "Price": 1}, {"ID":13}]');
    check(
      '[{"ID": 1.2e1}, {"I\\u0044": 7}, {"ID": 1, "ID": 2}, {"ID": "3"}, {"ID": null}, {"Name": "ID", "X": {"ID": 4}}]',
    );
    check(
      '[{"Pictures": [{"ID": 5}], "ID": 6}, [1, {"ID": 2}], "ID", 42, true, null, {"a": "say \\"ID\\": 9"}]',
    );
    check('[\n  {\n    "ID": 14,\n    "Description": "[{,:}] é \\\\"\n  },\n  {\n    "ID"\t:\t15\n  }\n]\n');
  });

  it('agrees with JSON.parse on random records, however written', () => {
    const record = fc.record(
      {
        ID: fc.oneof(fc.nat(), fc.string(), fc.constant(null)),
        Price: fc.nat(),
        Text: fc.string(),
        Nested: fc.array(fc.record({ ID: fc.nat(), Name: fc.string() })),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(record, fc.jsonValue())),
        fc.boolean(),
        fc.nat(4),
        (values, bom, indent) => {
          check(`${bom ? '\uFEFF' : ''}${JSON.stringify(values, null, indent)}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers undefined for a text whose top is not an array, or whose structure is broken', () => {
    for (const text of [
      '{"ID": 1}',
      '"[]"',
      '[{"ID": 1}',
      '[{"ID": 1},]',
      '[{"ID": 1}] x',
      '[{"ID": "1}]',
      '',
      '[,]',
    ])
      expect(arrayElements(bytes(text)), text).toBeUndefined();
  });

  describe('given an earlier version of the text', () => {
    /** The elements of `text` read with `before` as the earlier version: those read without it. */
    function checkGuided(before: string, text: string) {
      const earlierBytes = bytes(before);
      const earlierElements = arrayElements(earlierBytes);
      expect(earlierElements, before).toBeDefined();
      const earlier = { bytes: earlierBytes, elements: earlierElements ?? [] };
      expect(arrayElements(bytes(text), earlier), text).toEqual(arrayElements(bytes(text)));
    }

    it('finds the same elements, whatever changed since', () => {
      const before = '[{"ID": 1, "P": 10}, {"ID": 2, "P": 20}, {"ID": 3, "P": 30}]';
      checkGuided(before, before);
      checkGuided(before, '[{"ID": 1, "P": 10}, {"ID": 2, "P": 21}, {"ID": 3, "P": 30}]');
      checkGuided(before, '[{"ID": 0}, {"ID": 1, "P": 10}, {"ID": 2, "P": 20}, {"ID": 3, "P": 30}]');
      checkGuided(before, '[{"ID": 1, "P": 10}, {"ID": 3, "P": 30}]');
      checkGuided(before, '[{"ID": 3, "P": 30}, {"ID": 2, "P": 20}, {"ID": 1, "P": 10}]');
      checkGuided(before, '\uFEFF[\n{"ID": 1, "P": 10} ,\n\t{"ID": 2, "P": 20},{"ID": 3, "P": 30}\n]');
      checkGuided(before, '[{"ID": 1, "P": 10}, {"ID": 2, "P": 20}, {"ID": 3, "P": 30}, {"ID": 2, "P": 20}]');
      checkGuided(before, '[]');
    });

    it('does not take the start of an element for the earlier one', () => {
      // The earlier `12` and `"a"` are where the new `123` and `{...}` begin.
      checkGuided('[12, 5]', '[123, 5]');
      checkGuided('[12, 5]', '[12 , 5]');
      checkGuided('[{"ID": 1}]', '[{"ID": 1}x]');
      checkGuided('[true]', '[truer]');
    });

    it('finds a text broken as it is broken without the earlier one', () => {
      const before = '[{"ID": 1}, {"ID": 2}]';
      for (const text of [
        '[{"ID": 1}, {"ID": 2}',
        '[{"ID": 1}, {"ID": 2},]',
        '[{"ID": 1}, {"ID": 2}] x',
        '[{"ID": 1}',
      ])
        expect(
          arrayElements(bytes(text), { bytes: bytes(before), elements: arrayElements(bytes(before)) ?? [] }),
          text,
        ).toBeUndefined();
    });

    it('agrees with the reading without it on random edits of random records', () => {
      const record = fc.record({ ID: fc.nat(20), Price: fc.nat(), Text: fc.string() }, { requiredKeys: [] });
      const value = fc.oneof(record, fc.jsonValue());
      const edit = fc.oneof(
        fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value }),
        fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), value }),
        fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
      );
      fc.assert(
        fc.property(
          fc.array(value),
          fc.array(edit, { maxLength: 5 }),
          fc.nat(2),
          fc.nat(2),
          (values, edits, indent, newIndent) => {
            const after = [...values];
            for (const change of edits) {
              const at = after.length === 0 ? 0 : change.at % after.length;
              if (change.kind === 'set' && after.length > 0) after[at] = change.value;
              else if (change.kind === 'insert') after.splice(at, 0, change.value);
              else after.splice(at, 1);
            }
            checkGuided(JSON.stringify(values, null, indent), JSON.stringify(after, null, newIndent));
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});
