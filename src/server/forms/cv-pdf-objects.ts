// How the PDF check reads pdf-lib's objects: every object nested in one, the names it holds (refused
// wherever they stand), and the refusal thrown while pdf-lib parses, kept as the parse's verdict.
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import type { CvContent } from './cv-content.ts';

// Names refused wherever they stand, as a key or a value: scripts, automatic actions, attachments and
// file specifications, XFA forms, multimedia, and every action that opens or sends something elsewhere.
const refusedNames = new Set([
  'JS',
  'JavaScript',
  'AA',
  'EF',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'Filespec',
  'FS',
  'XFA',
  'Launch',
  'GoToR',
  'GoToE',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'Sound',
  'Movie',
  'Rendition',
  'Screen',
  '3D',
  'Encrypt',
]);

/** A refusal thrown while parsing, with the verdict it carries. */
class Verdict extends Error {
  readonly content: Exclude<CvContent, 'ok'>;
  constructor(content: Exclude<CvContent, 'ok'>) {
    super(content);
    this.content = content;
  }
}

/** The first refusal of the parse in progress: pdf-lib wraps an error thrown inside it in its own. */
let firstVerdict: Verdict | undefined;

/** Throws the refusal, remembered as the parse's verdict when it is the first. */
export const refuse = (content: Exclude<CvContent, 'ok'>): never => {
  const verdict = new Verdict(content);
  firstVerdict ??= verdict;
  throw verdict;
};

/** Forgets the verdict of the parse before: a new parse starts. */
export function startVerdict(): void {
  firstVerdict = undefined;
}

/** The first refusal of the parse, if refuse() was called. */
export function parseVerdict(): Exclude<CvContent, 'ok'> | undefined {
  return firstVerdict?.content;
}

export const nameOf = (name: PDFName) => name.decodeText();
// pdf-lib decodes `#xx` in upper case only, a reader in both: a name left with an escape would be read as
// another name (`/#4aS` is /JS), so such a file is refused.
const undecoded = /#[0-9a-fA-F]{2}/;
const isRefused = (name: string) => refusedNames.has(name) || name.startsWith('RichMedia');

/** Checks every name of an object (keys and values, nested) as it is parsed. */
export function checkNames(object: PDFObject): void {
  for (const item of walk(object)) {
    const names = item instanceof PDFName ? [item] : item instanceof PDFDict ? item.keys() : [];
    for (const name of names) {
      const text = nameOf(name);
      if (undecoded.test(text)) refuse('malformed');
      if (isRefused(text)) refuse('active');
    }
  }
}

export const textOf = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

export const numberOf = (value: PDFObject | undefined) => (value instanceof PDFNumber ? value.asNumber() : 0);

/** The entries of a dict by their names. */
export function entriesOf(dict: PDFDict): [string, PDFObject][] {
  return dict.entries().map(([key, value]) => [nameOf(key), value]);
}

/** Every object in `value`, depth first, streams' dicts included; refs are not followed. */
export function* walk(value: PDFObject, depth = 0): Generator<PDFObject> {
  if (depth > 100) refuse('malformed');
  yield value;
  const inner =
    value instanceof PDFRawStream
      ? [value.dict]
      : value instanceof PDFDict
        ? value.values()
        : value instanceof PDFArray
          ? value.asArray()
          : [];
  for (const item of inner) yield* walk(item, depth + 1);
}
