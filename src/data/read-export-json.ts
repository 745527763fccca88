// Reads one export file as JSON, parsed once for every reader (validation, the media count, the picture
// check). A national network's properties.json (100,000 listings, a record per language) is over a
// gigabyte: more than V8 can hold as one string (about 512 M characters), so a large file whose top is
// an array is read in pieces and each record parsed on its own. Smaller files are parsed whole, which is
// fastest and gives JSON.parse's own words for a syntax error.
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { type ParsedJson, parseJsonFile } from './parse-json-file';

/** Files at least this large are read in pieces: far below V8's string limit, far above any but the listings. */
export const piecewiseFrom = 128 * 1024 * 1024;

const chunkBytes = 4 * 1024 * 1024;

/**
 * What is kept of each element of a file whose top is an array, given the element as parsed and its
 * place: undefined keeps nothing. Lets a reader check each record as it is parsed and keep only its
 * checked form, so a large file's raw records are never all held (src/data/checked-records.ts).
 */
export type KeepElement = (value: unknown, index: number) => unknown;

const keepAll: KeepElement = (value) => value;

/** Reads and parses the export file at `path`, named `file` in problems; UTF-8, byte-order mark or not. */
export function readExportJson(
  path: string,
  file: string,
  { piecewiseAt = piecewiseFrom, keep = keepAll }: { piecewiseAt?: number; keep?: KeepElement } = {},
): ParsedJson {
  if (statSync(path).size < piecewiseAt) {
    // Read whole in one call: one flat string, which JSON.parse reads fastest (a string joined from
    // pieces is flattened first, at the cost of a copy).
    const parsed = parseJsonFile(file, readFileSync(path, 'utf8'));
    if (!parsed.ok || !Array.isArray(parsed.value) || keep === keepAll) return parsed;
    return { ok: true, value: keptOf(parsed.value, keep) };
  }
  const fd = openSync(path, 'r');
  try {
    return parseArrayInPieces(file, (buffer) => readSync(fd, buffer, 0, buffer.length, null), keep);
  } finally {
    closeSync(fd);
  }
}

function keptOf(values: readonly unknown[], keep: KeepElement): unknown[] {
  const kept: unknown[] = [];
  values.forEach((value, index) => {
    const result = keep(value, index);
    if (result !== undefined) kept.push(result);
  });
  return kept;
}

/** Where the reader is in the file, for a problem's line and column. */
interface Place {
  line: number;
  column: number;
}

const invalid = (file: string, at: Place, reason: string): ParsedJson => ({
  ok: false,
  problem: { file, expected: `valid JSON (line ${at.line}, column ${at.column}: ${reason})` },
});

/**
 * Parses a JSON text whose top is an array, read by `read` (which fills a buffer and says how many bytes
 * it wrote, 0 at the end): each element is cut out by following strings and brackets, then given to
 * JSON.parse, so no string ever holds more than one record. A text whose top is not an array is parsed
 * whole (only the listings grow that large, and they are an array). Each element parsed is handed to
 * `keep`, and what it returns is kept in its place.
 */
export function parseArrayInPieces(
  file: string,
  read: (buffer: Buffer) => number,
  keep: KeepElement = keepAll,
): ParsedJson {
  // The TextDecoder drops the byte-order mark (ignoreBOM: false) and never splits a character.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: false });
  const buffer = Buffer.allocUnsafe(chunkBytes);
  const values: unknown[] = [];
  const into = keeping(keep, values);
  const place: Place = { line: 1, column: 1 };
  // The scanner's state, kept across pieces. An element is either bracketed or a string (it ends on its
  // own closing character) or a bare number or literal (it ends before a comma, a bracket or a space).
  let state: 'start' | 'before-element' | 'element' | 'after-element' | 'end' = 'start';
  let bare = false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let element = '';
  let elementStart: Place = { ...place };
  let afterComma = false;
  let wholeText: string | undefined;

  for (;;) {
    const bytes = read(buffer);
    const text = bytes > 0 ? decoder.decode(buffer.subarray(0, bytes), { stream: true }) : decoder.decode();
    if (wholeText !== undefined) {
      wholeText += text;
      if (bytes === 0) return parseJsonFile(file, wholeText);
      continue;
    }
    let from = 0;
    for (let at = 0; at < text.length; at += 1) {
      const code = text.charCodeAt(at);
      if (state === 'element') {
        if (bare) {
          if (code !== 0x2c && code !== 0x5d && !isSpace(code)) {
            advance(place, code);
            continue;
          }
          // Ended just before this character, which the state after an element reads below.
          const failed = parseElement(file, element + text.slice(from, at), elementStart, into);
          if (failed !== undefined) return failed;
          state = 'after-element';
        } else {
          let closes = false;
          if (inString) {
            if (escaped) escaped = false;
            else if (code === 0x5c) escaped = true;
            else if (code === 0x22) {
              inString = false;
              closes = depth === 0;
            }
          } else if (code === 0x22) inString = true;
          else if (code === 0x7b || code === 0x5b) depth += 1;
          else if (code === 0x7d || code === 0x5d) {
            depth -= 1;
            closes = depth === 0;
          }
          advance(place, code);
          if (closes) {
            const failed = parseElement(file, element + text.slice(from, at + 1), elementStart, into);
            if (failed !== undefined) return failed;
            state = 'after-element';
          }
          continue;
        }
      }
      if (isSpace(code)) {
        advance(place, code);
        continue;
      }
      if (state === 'start') {
        if (code !== 0x5b) {
          // Not an array: read whole, as a small file is.
          wholeText = text.slice(at);
          break;
        }
        state = 'before-element';
        afterComma = false;
      } else if (state === 'before-element') {
        if (code === 0x5d && !afterComma) state = 'end';
        else if (code === 0x2c || code === 0x5d)
          return invalid(file, place, `Unexpected token '${text[at]}'`);
        else {
          state = 'element';
          element = '';
          from = at;
          elementStart = { ...place };
          bare = code !== 0x22 && code !== 0x7b && code !== 0x5b;
          inString = code === 0x22;
          escaped = false;
          depth = code === 0x7b || code === 0x5b ? 1 : 0;
        }
      } else if (state === 'after-element') {
        if (code === 0x2c) {
          state = 'before-element';
          afterComma = true;
        } else if (code === 0x5d) state = 'end';
        else return invalid(file, place, "Expected ',' or ']' after array element");
      } else return invalid(file, place, 'Unexpected non-whitespace character after JSON');
      advance(place, code);
    }
    if (wholeText !== undefined) {
      if (bytes === 0) return parseJsonFile(file, wholeText);
      continue;
    }
    if (state === 'element') {
      element += text.slice(from);
      from = 0;
    }
    if (bytes === 0) break;
  }
  if (state !== 'end') return invalid(file, place, 'Unexpected end of JSON input');
  return { ok: true, value: values };
}

/** Adds what `keep` makes of each element to `values`, handing it the element's place in the file. */
function keeping(keep: KeepElement, values: unknown[]): (value: unknown) => void {
  let place = 0;
  return (value) => {
    const kept = keep(value, place);
    place += 1;
    if (kept !== undefined) values.push(kept);
  };
}

function parseElement(
  file: string,
  text: string,
  start: Place,
  into: (value: unknown) => void,
): ParsedJson | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // JSON.parse names a line and column within the element: moved to the file's.
    const message = error instanceof Error ? error.message : String(error);
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    const position = /position (\d+)/.exec(message);
    const offset = position ? Number(position[1]) : text.length;
    const before = text.slice(0, offset).split('\n');
    const line = lineColumn ? Number(lineColumn[1]) : before.length;
    const column = lineColumn ? Number(lineColumn[2]) : (before.at(-1)?.length ?? 0) + 1;
    const reason = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
    return invalid(
      file,
      { line: start.line + line - 1, column: line === 1 ? start.column + column - 1 : column },
      reason,
    );
  }
  into(value);
  return undefined;
}

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

function advance(place: Place, code: number): void {
  if (code === 0x0a) {
    place.line += 1;
    place.column = 1;
  } else place.column += 1;
}
