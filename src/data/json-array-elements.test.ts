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
});
