// What a CV PDF may hold. A scanner of raw bytes always misses an encoding, so the rule is one that can be
// complete: the PDF must parse fully with a kept library (pdf-lib decodes object streams with every
// standard filter), every object it assigns, earlier versions of an incremental update included, is
// looked at, and no object may hold anything that runs code, opens another file or reaches out by itself.
// A link a reader must click (an annotation's http, https or mailto address) and a jump inside the
// document are the only actions allowed. Runs in the inspection worker (cv-inspection-worker.ts).
import {
  decodePDFRawStream,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFXRefStreamParser,
} from 'pdf-lib';
import type { CvContent } from './cv-content.ts';

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
// Action types that are not refused by name everywhere (/S also names structure elements, /S /P): refused
// in a dict that is not an allowed action.
const otherActions = new Set([
  'URI',
  'Named',
  'Hide',
  'SetOCGState',
  'Thread',
  'Trans',
  'GoTo3DView',
  'GoToDp',
]);
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
const allowedUri = /^(?:https?:\/\/[^\s\\]|mailto:)/i;

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
const refuse = (content: Exclude<CvContent, 'ok'>): never => {
  const verdict = new Verdict(content);
  firstVerdict ??= verdict;
  throw verdict;
};

const nameOf = (name: PDFName) => name.decodeText();
// pdf-lib decodes `#xx` in upper case only, a reader in both: a name left with an escape would be read as
// another name (`/#4aS` is /JS), so such a file is refused.
const undecoded = /#[0-9a-fA-F]{2}/;
const isRefused = (name: string) => refusedNames.has(name) || name.startsWith('RichMedia');

/** Checks every name of an object (keys and values, nested) as it is parsed. */
function checkNames(object: PDFObject): void {
  for (const item of walk(object)) {
    const names = item instanceof PDFName ? [item] : item instanceof PDFDict ? item.keys() : [];
    for (const name of names) {
      const text = nameOf(name);
      if (undecoded.test(text)) refuse('malformed');
      if (isRefused(text)) refuse('active');
    }
  }
}

const textOf = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

const numberOf = (value: PDFObject | undefined) => (value instanceof PDFNumber ? value.asNumber() : 0);

/** The entries of a dict by their names. */
function entriesOf(dict: PDFDict): [string, PDFObject][] {
  return dict.entries().map(([key, value]) => [nameOf(key), value]);
}

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

/** Every object in `value`, depth first, streams' dicts included; refs are not followed. */
function* walk(value: PDFObject, depth = 0): Generator<PDFObject> {
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

/** Where an action stands: a link annotation's /A (clicked), the document's /OpenAction, or elsewhere. */
type ActionPlace = 'link' | 'open' | 'other';

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
    firstVerdict = undefined;
    try {
      return await parseAndCheck(bytes, headers);
    } catch {
      // Set by refuse() inside the parse, which control-flow analysis does not see.
      return (firstVerdict as Verdict | undefined)?.content ?? 'malformed';
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

/**
 * A structure element, whose /A holds attributes, not an action. Were an annotation dressed up as one, its
 * action would still be refused below: an action dict that was not allowed where it stands is refused.
 */
function isStructure(dict: PDFDict): boolean {
  const type = dict.get(PDFName.of('Type'));
  if (type instanceof PDFName) return nameOf(type) === 'StructElem';
  return dict.has(PDFName.of('S')) && dict.has(PDFName.of('P')) && !dict.has(PDFName.of('Subtype'));
}

/** Every action is allowed where it stands, and nothing else looks like one. */
function checkActions(all: readonly PDFObject[], versions: ReadonlyMap<string, PDFObject[]>): CvContent {
  const approved = new Set<PDFDict>();
  const resolve = (value: PDFObject): PDFObject[] =>
    value instanceof PDFRef ? (versions.get(value.toString()) ?? []) : [value];

  const checkAction = (value: PDFObject, place: ActionPlace, depth: number): boolean => {
    if (depth > 20) return false;
    for (const action of resolve(value)) {
      if (!(action instanceof PDFDict)) return false;
      const kind = action.get(PDFName.of('S'));
      const name = kind instanceof PDFName ? nameOf(kind) : '';
      if (name === 'URI') {
        const uri = textOf(action.lookup(PDFName.of('URI')));
        if (place !== 'link' || uri === undefined || !allowedUri.test(uri.trim())) return false;
      } else if (name !== 'GoTo') return false;
      approved.add(action);
      const next = action.get(PDFName.of('Next'));
      if (next !== undefined) {
        const chain = resolve(next).flatMap((item) => (item instanceof PDFArray ? item.asArray() : [item]));
        if (!chain.every((item) => checkAction(item, place, depth + 1))) return false;
      }
    }
    return true;
  };

  for (const object of all) {
    for (const item of walk(object)) {
      if (!(item instanceof PDFDict)) continue;
      const subtype = item.get(PDFName.of('Subtype'));
      const place: ActionPlace = subtype instanceof PDFName && nameOf(subtype) === 'Link' ? 'link' : 'other';
      for (const [key, value] of entriesOf(item)) {
        if (key === 'A' && !isStructure(item) && !checkAction(value, place, 0)) return 'active';
        if (key === 'OpenAction') {
          // A destination (a page and a view) is a jump; a dict must be a GoTo action.
          const targets = resolve(value);
          if (!targets.every((target) => target instanceof PDFArray || checkAction(target, 'open', 0))) {
            return 'active';
          }
        }
      }
    }
  }
  // An action dict, or an address, found anywhere else than where an allowed action stands.
  for (const object of all) {
    for (const item of walk(object)) {
      if (!(item instanceof PDFDict) || approved.has(item)) continue;
      const type = item.get(PDFName.of('Type'));
      if (type instanceof PDFName && nameOf(type) === 'Action') return 'active';
      const kind = item.get(PDFName.of('S'));
      if (kind instanceof PDFName && otherActions.has(nameOf(kind))) return 'active';
      if (entriesOf(item).some(([key]) => key === 'URI')) return 'active';
    }
  }
  return 'ok';
}
