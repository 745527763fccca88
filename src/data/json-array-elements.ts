// Where each element of a JSON array text lies, and the "ID" of each element that is a record, found by
// reading the bytes without parsing them: a change of one listing rewrites the export's listings file
// (scripts/publish/changed-export.ts) by copying every other record's bytes as they are, where parsing the
// whole file and writing it again took seconds at 10,000 listings (more in a process whose heap is
// large). What the text says is read exactly as JSON.parse would: an "ID" key written with escapes, or
// given twice (the last one counts), or a number written as 1.2e1.

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

/**
 * The elements of `bytes`, a UTF-8 JSON text (with or without a byte-order mark) whose top is an array;
 * undefined when its top is not an array or its structure is broken (the caller then parses it, for
 * JSON.parse's own words).
 */
export function arrayElements(bytes: Buffer): ArrayElement[] | undefined {
  const length = bytes.length;
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
      const first = bytes[at];
      let id: number | undefined;
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
