// Where each element of a JSON array text lies, and the "ID" of each element that is a record, found by
// reading the bytes without parsing them: a change of one listing rewrites the export's listings file
// (scripts/publish/changed-export.ts) by copying every other record's bytes as they are, where parsing the
// whole file and writing it again took seconds at 10,000 listings (more in a process whose heap is
// large). What the text says is read exactly as JSON.parse would: an "ID" key written with escapes, or
// given twice (the last one counts), or a number written as 1.2e1.
//
// Given the elements of an earlier version of the same file, an element whose bytes are those of the
// earlier element expected at its place is not read byte by byte: most records of a new export are the
// last one's, and comparing their bytes is native work, where reading them is this file's loop (3.8 s for
// the 1.3 GB of 100,000 listings).

/** One element of the array: its bytes are [start, end) of the text. */
export interface ArrayElement {
  readonly start: number;
  readonly end: number;
  /** The element's top-level "ID" when it is an object whose "ID" is a number; else undefined. */
  readonly id: number | undefined;
}

const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const colon = 0x3a;
const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
const decoder = new TextDecoder();
/** 1 for each byte that is none of `"`, `{`, `}`, `[`, `]`, `,`, `:` (nor a backslash, read in strings). */
const plain = new Uint8Array(256).fill(1);
for (const byte of [quote, backslash, comma, colon, openBrace, closeBrace, openBracket, closeBracket])
  plain[byte] = 0;

/** An earlier version of the same array text, and where its elements lie. */
export interface EarlierArray {
  readonly bytes: Buffer;
  readonly elements: readonly ArrayElement[];
}

/**
 * The elements of `bytes`, a UTF-8 JSON text (with or without a byte-order mark) whose top is an array;
 * undefined when its top is not an array or its structure is broken (the caller then parses it, for
 * JSON.parse's own words). With `earlier`, the elements whose bytes did not change are found by comparing
 * (see the module comment); the answer is the same.
 */
export function arrayElements(bytes: Buffer, earlier?: EarlierArray): ArrayElement[] | undefined {
  const length = bytes.length;
  const guide = earlier === undefined ? undefined : earlierGuide(bytes, earlier);
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const skipSpace = () => {
    while (isSpace(bytes[at])) at++;
  };
  /** Moves past the string that starts at `at`; answers false if it does not end. */
  const skipString = (): boolean => {
    for (at++; at < length; at++) {
      const byte = bytes[at];
      if (byte === backslash) at++;
      else if (byte === quote) {
        at++;
        return true;
      }
    }
    return false;
  };
  /** Whether the key written in [start, end) (quotes included) reads "ID", escaped or not. */
  const isIdKey = (start: number, end: number): boolean => {
    if (end - start === 4) return bytes[start + 1] === 0x49 && bytes[start + 2] === 0x44;
    // Escaped, "ID" is at most "\u0049\u0044" (14 bytes with its quotes); no other key is read as text.
    if (end - start > 14) return false;
    let escaped = false;
    for (let index = start + 1; index < end - 1; index++) if (bytes[index] === backslash) escaped = true;
    return escaped && JSON.parse(decoder.decode(bytes.subarray(start, end))) === 'ID';
  };
  /** Moves past a number or literal; answers its text. */
  const skipBare = (): string => {
    const start = at;
    while (at < length) {
      const byte = bytes[at];
      if (byte === comma || byte === closeBrace || byte === closeBracket || isSpace(byte)) break;
      at++;
    }
    return decoder.decode(bytes.subarray(start, at));
  };

  skipSpace();
  if (bytes[at] !== openBracket) return undefined;
  at++;
  const elements: ArrayElement[] = [];
  skipSpace();
  if (bytes[at] === closeBracket) at++;
  else
    for (;;) {
      skipSpace();
      const start = at;
      const known = guide?.unchangedAt(start);
      let id = known?.id;
      if (known !== undefined) at = known.end;
      else {
        const first = bytes[at];
        if (first === openBrace || first === openBracket) {
          // Depth 1 is the element's own level: there, in an object, strings after `{` or `,` are keys.
          let depth = 0;
          let expectKey = false;
          let idNext = false;
          while (at < length) {
            const byte = bytes[at] as number;
            // Most bytes (indentation, numbers, literals) mean nothing to the structure.
            if (plain[byte] === 1) {
              at++;
              continue;
            }
            if (byte === quote) {
              const keyStart = at;
              if (!skipString()) return undefined;
              if (depth === 1 && first === openBrace && expectKey) idNext = isIdKey(keyStart, at);
              continue;
            }
            if (byte === openBrace || byte === openBracket) {
              depth++;
              expectKey = depth === 1;
            } else if (byte === closeBrace || byte === closeBracket) {
              depth--;
              if (depth === 0) {
                at++;
                break;
              }
            } else if (depth === 1 && byte === comma) expectKey = true;
            else if (depth === 1 && byte === colon) {
              expectKey = false;
              if (idNext) {
                idNext = false;
                at++;
                skipSpace();
                const value = bytes[at];
                if (value === quote || value === openBrace || value === openBracket || value === undefined)
                  id = undefined;
                else {
                  const number = Number(skipBare());
                  id = Number.isFinite(number) ? number : undefined;
                }
                continue;
              }
            }
            at++;
          }
          if (depth !== 0) return undefined;
        } else if (first === quote) {
          if (!skipString()) return undefined;
        } else if (first === undefined || first === comma || first === closeBracket) return undefined;
        else skipBare();
        guide?.scanned(id);
      }
      elements.push({ start, end: at, id });
      skipSpace();
      const next = bytes[at];
      at++;
      if (next === closeBracket) break;
      if (next !== comma) return undefined;
    }
  skipSpace();
  return at >= length ? elements : undefined;
}

/**
 * Which earlier element is expected next, and whether the bytes at an offset are its bytes followed by
 * the end of an element (`,` or `]`, after spaces: the earlier `12` is not the new `123`). The earlier
 * elements are expected in their order; after an element that had to be read, the guide goes on from the
 * earlier element with the same ID (a record changed in place), or stays (a record added).
 */
function earlierGuide(bytes: Buffer, earlier: EarlierArray) {
  let next = 0;
  let placesById: Map<number, number[]> | undefined;
  const endsElement = (at: number): boolean => {
    let index = at;
    while (isSpace(bytes[index])) index++;
    return bytes[index] === comma || bytes[index] === closeBracket;
  };
  return {
    unchangedAt(start: number): { end: number; id: number | undefined } | undefined {
      const expected = earlier.elements[next];
      if (expected === undefined) return undefined;
      const end = start + expected.end - expected.start;
      if (end > bytes.length) return undefined;
      if (earlier.bytes.compare(bytes, start, end, expected.start, expected.end) !== 0) return undefined;
      if (!endsElement(end)) return undefined;
      next += 1;
      return { end, id: expected.id };
    },
    scanned(id: number | undefined): void {
      if (id === undefined) return;
      placesById ??= elementPlaces(earlier.elements);
      const place = placesById.get(id)?.find((index) => index >= next);
      if (place !== undefined) next = place + 1;
    },
  };
}

/** The places (indexes) of each ID's elements among `elements`, in their order. */
export function elementPlaces(elements: readonly ArrayElement[]): Map<number, number[]> {
  const byId = new Map<number, number[]>();
  for (const [index, { id }] of elements.entries()) {
    if (id === undefined) continue;
    const places = byId.get(id);
    if (places === undefined) byId.set(id, [index]);
    else places.push(index);
  }
  return byId;
}
