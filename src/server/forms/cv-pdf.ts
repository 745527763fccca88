// What a CV PDF may hold. A scanner of raw bytes always misses an encoding, so the rule is one that can be
// complete: the PDF must parse fully with a kept library (pdf-lib decodes object streams with every
// standard filter), every object it assigns, earlier versions of an incremental update included, is
// looked at, and no object may hold anything that runs code, opens another file or reaches out by itself
// (the names refused, cv-pdf-objects.ts). A link a reader must click (an annotation's http, https or
// mailto address) and a jump inside the document are the only actions allowed (cv-pdf-actions.ts). Runs
// in the inspection worker (cv-inspection.ts): its imports name their files, as Node strips the types there.
import {
  decodePDFRawStream,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  type PDFObject,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFXRefStreamParser,
} from 'pdf-lib';
import type { CvContent } from './cv-content.ts';
import { checkActions } from './cv-pdf-actions.ts';
import { checkNames, nameOf, numberOf, parseVerdict, refuse, startVerdict } from './cv-pdf-objects.ts';

/** How much one PDF may hold before it is refused: more than any CV, far less than a bomb. */
export const pdfBounds = {
  /** Indirect objects, counted as parsed (all versions, those of object streams included). */
  objects: 50_000,
  /** The `stream` keywords of the file: a CV has a few hundred. */
  streams: 10_000,
  /** Bytes decoded from object and cross-reference streams, all together (ArrayBuffers escape heap limits). */
  decodedBytes: 20 * 1024 * 1024,
  /** Entries of one cross-reference stream. */
  xrefEntries: 200_000,
  /** Filters chained on one stream. */
  filters: 4,
} as const;

const decodableFilters = new Set([
  'FlateDecode',
  'LZWDecode',
  'ASCII85Decode',
  'ASCIIHexDecode',
  'RunLengthDecode',
]);
// A reader's way to an object: from its header; headers hidden where the parser did not look (inside a
// stream's bytes, found by a reader through its cross-reference table) are what this looks for.
const objectHeader = /\d+(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])+\d+(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])+obj/g;

/**
 * Checks a stream before pdf-lib decodes it (object and cross-reference streams): known filters only,
 * no predictor pdf-lib would ignore on an object stream, counts within the bounds, and at most what is
 * left of the decoding budget.
 */
function checkDecodable(stream: PDFRawStream, budget: { left: number }, kind: 'ObjStm' | 'XRef'): void {
  checkNames(stream.dict);
  const filter = stream.dict.get(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter === undefined ? [] : [filter];
  if (filters.length > pdfBounds.filters) refuse('malformed');
  for (const item of filters) {
    if (!(item instanceof PDFName) || !decodableFilters.has(nameOf(item))) refuse('malformed');
  }
  if (kind === 'ObjStm') {
    if (stream.dict.get(PDFName.of('DecodeParms')) !== undefined) refuse('malformed');
    if (numberOf(stream.dict.get(PDFName.of('N'))) > pdfBounds.objects) refuse('malformed');
  } else {
    const index = stream.dict.get(PDFName.of('Index'));
    const entries =
      index instanceof PDFArray
        ? index.asArray().reduce((sum, item, at) => sum + (at % 2 === 1 ? numberOf(item) : 0), 0)
        : numberOf(stream.dict.get(PDFName.of('Size')));
    if (entries > pdfBounds.xrefEntries) refuse('malformed');
  }
  const decoded = decodePDFRawStream(stream).getBytes(budget.left + 1);
  if (decoded.length > budget.left) refuse('malformed');
  budget.left -= decoded.length;
}

/**
 * The verdict on a PDF's bytes: `ok` when it parses fully and holds nothing but allowed links, `active`
 * when an object runs code or reaches out, `malformed` when it cannot be read as a whole (encrypted,
 * broken, hiding objects, or past the bounds).
 */
export async function inspectPdf(bytes: Uint8Array): Promise<CvContent> {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!raw.startsWith('%PDF-')) return 'malformed';
  // Cheap counts first: a file of a million `stream` keywords is refused before any parsing.
  if ((raw.match(/stream/g)?.length ?? 0) > 2 * pdfBounds.streams) return 'malformed';
  const headers: number[] = [];
  for (const match of raw.matchAll(objectHeader)) {
    headers.push(match.index);
    if (headers.length > pdfBounds.objects) return 'malformed';
  }
  // One parse at a time: the verdict and pdf-lib's stream factories below are the module's.
  const turn = queue.then(async () => {
    startVerdict();
    try {
      return await parseAndCheck(bytes, headers);
    } catch {
      // The refusal thrown inside the parse, which pdf-lib may have wrapped in an error of its own.
      return parseVerdict() ?? 'malformed';
    }
  });
  queue = turn.then(
    () => undefined,
    () => undefined,
  );
  return turn;
}

let queue: Promise<unknown> = Promise.resolve();

async function parseAndCheck(bytes: Uint8Array, headers: readonly number[]): Promise<CvContent> {
  const budget = { left: pdfBounds.decodedBytes };
  // Every version of every object, as assigned: a reader may follow any of them.
  const versions = new Map<string, PDFObject[]>();
  const all: PDFObject[] = [];
  const parser = PDFParser.forBytesWithOptions(bytes, Number.POSITIVE_INFINITY, true);
  // The parser's context is protected in pdf-lib's types; the check hooks its assignments.
  const { context } = parser as unknown as { context: PDFContext };
  const assign = context.assign.bind(context);
  context.assign = (ref: PDFRef, object: PDFObject) => {
    if (all.length >= pdfBounds.objects) refuse('malformed');
    checkNames(object);
    // A stream a reader takes for an object or cross-reference stream that pdf-lib did not (its type
    // spelt in lower-case #xx, or given by reference) would hide objects from this check.
    if (object instanceof PDFRawStream) {
      const type = object.dict.get(PDFName.of('Type'));
      if (type instanceof PDFRef) refuse('malformed');
      if (type instanceof PDFName && (nameOf(type) === 'ObjStm' || nameOf(type) === 'XRef')) {
        refuse('malformed');
      }
    }
    const key = ref.toString();
    versions.set(key, [...(versions.get(key) ?? []), object]);
    all.push(object);
    assign(ref, object);
  };
  // Object and cross-reference streams are decoded by pdf-lib: within the budget, by known filters only.
  // The parser reaches them through these two factories, which are swapped for this parse only.
  const forObjects = PDFObjectStreamParser.forStream;
  const forXRef = PDFXRefStreamParser.forStream;
  PDFObjectStreamParser.forStream = (stream, tick) => {
    checkDecodable(stream, budget, 'ObjStm');
    return forObjects(stream, tick);
  };
  PDFXRefStreamParser.forStream = (stream) => {
    checkDecodable(stream, budget, 'XRef');
    return forXRef(stream);
  };
  // Where each object the parser read begins, to find headers it never read.
  const parsed = new Set<number>();
  const internals = parser as unknown as {
    parseIndirectObject: () => Promise<PDFRef>;
    bytes: { offset: () => number };
  };
  const parseIndirectObject = internals.parseIndirectObject.bind(parser);
  internals.parseIndirectObject = () => {
    parsed.add(internals.bytes.offset());
    return parseIndirectObject();
  };
  try {
    await parser.parseDocument();
  } finally {
    PDFObjectStreamParser.forStream = forObjects;
    PDFXRefStreamParser.forStream = forXRef;
  }
  if (headers.some((offset) => !parsed.has(offset))) return 'malformed';
  if (context.trailerInfo.Encrypt !== undefined) return 'malformed';
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || catalog.get(PDFName.of('Type')) !== PDFName.of('Catalog')) {
    return 'malformed';
  }
  return checkActions(all, versions);
}
