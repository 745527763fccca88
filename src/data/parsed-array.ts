// Parses a JSON array text (the export's listings) reusing the values of an earlier version of the same
// file: an element whose bytes are those of the earlier version's element with the same ID (and the same
// place among that ID's elements) is the earlier value itself, and only the others are parsed. A warm
// publisher reads each new export this way: at 10,000 listings reading the 128 MB file as one string and
// parsing it took 1.5 s a publish where most of its records had not changed, and what is worked out per
// record (its digest, the media it names) is then found again for the kept objects
// (src/domain/memo/per-object.ts). Reused values are shared between versions, so nobody may change them,
// which holds for the raw records (validation makes new objects).
import { type ArrayElement, arrayElements, elementPlaces } from './json-array-elements';

/** A JSON array file read: its bytes, where each element lies in them and each element's value. */
export interface ParsedArray {
  readonly bytes: Buffer;
  readonly elements: readonly ArrayElement[];
  readonly values: readonly unknown[];
}

/**
 * The array that `bytes` hold, its elements parsed or taken from `earlier` when their bytes did not
 * change; undefined when the text's top is not an array or an element does not parse (the caller reads
 * the file as before, for JSON.parse's own words). `elements` are where they lie, when already known.
 */
export function parseArrayReusing(
  bytes: Buffer,
  earlier?: ParsedArray,
  elements: readonly ArrayElement[] | undefined = arrayElements(bytes, earlier),
): ParsedArray | undefined {
  if (elements === undefined) return undefined;
  const earlierOf = earlier === undefined ? undefined : elementPlaces(earlier.elements);
  const seen = new Map<number, number>();
  const values: unknown[] = [];
  for (const element of elements) {
    const kept = keptValue(element);
    if (kept !== undefined) {
      values.push(kept.value);
      continue;
    }
    try {
      values.push(JSON.parse(bytes.toString('utf8', element.start, element.end)));
    } catch {
      return undefined;
    }
  }
  return { bytes, elements, values };

  /** The earlier value of the element at `index`, when its bytes are the earlier element's. */
  function keptValue(element: ArrayElement): { value: unknown } | undefined {
    if (element.id === undefined || earlier === undefined || earlierOf === undefined) return undefined;
    const occurrence = seen.get(element.id) ?? 0;
    seen.set(element.id, occurrence + 1);
    const at = earlierOf.get(element.id)?.[occurrence];
    if (at === undefined) return undefined;
    const before = earlier.elements[at] as ArrayElement;
    const equal =
      before.end - before.start === element.end - element.start &&
      earlier.bytes.compare(bytes, element.start, element.end, before.start, before.end) === 0;
    return equal ? { value: earlier.values[at] } : undefined;
  }
}
