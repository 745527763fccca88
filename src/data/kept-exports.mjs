// @ts-check
// Validated exports kept in memory, by real folder, and the validated copy a publish leaves beside a
// release's export. A build reads one export; the server reads the live release's and keeps the ones
// before it (a request still in flight on one, a rollback), so publishing all day does not grow the
// process. The server (scripts/server/live-site.ts) puts a new release's export here from its validated copy
// before any request is switched to the release, and the API (src/data/load-export.ts) answers from
// here: one map on globalThis, since the server and the API bundle it imports each hold their own copy
// of this module. Plain JavaScript (types in JSDoc): the server runs without a TypeScript loader.

import { hash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, renameSync } from 'node:fs';
import { open, readFile, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { writePieces, writePiecesInBackground } from './write-pieces.mjs';

/** @typedef {import('./export-model').ExportModel} ExportModel */

const keptCount = 3;
const shared = Symbol.for('agency-website/kept-exports');

/** @returns {Map<string, ExportModel>} */
function kept() {
  const holder = /** @type {{ [shared]?: Map<string, ExportModel> }} */ (globalThis);
  holder[shared] ??= new Map();
  return holder[shared];
}

/** The export of folder `dir` if kept (now the most recently used), else undefined. */
/** @param {string} dir @returns {ExportModel | undefined} */
export function keptExport(dir) {
  const key = resolve(dir);
  const models = kept();
  const model = models.get(key);
  if (model !== undefined && models.size > 1) {
    // Most recently used last: the first entry is the one to drop.
    models.delete(key);
    models.set(key, model);
  }
  return model;
}

/** Keeps the validated export of folder `dir`, dropping the least recently used beyond three. */
/** @param {string} dir @param {ExportModel} model */
export function keepExport(dir, model) {
  const models = kept();
  models.delete(resolve(dir));
  models.set(resolve(dir), model);
  for (const oldest of models.keys()) {
    if (models.size <= keptCount) break;
    models.delete(oldest);
  }
}

/**
 * Where a release's validated export is: beside its export folder, outside it (the export stays byte for
 * byte what the CRM gave), named by the fingerprint of the code that validated it (`code`): the model's
 * shape is that code's, so a server uses the copy only when it runs the same code.
 * @param {string} dataDir @param {string} code
 */
export function validatedCopyPath(dataDir, code) {
  return join(dirname(resolve(dataDir)), `validated-export-${code}.v8`);
}

/** Writes the validated export of `dataDir` beside it (whole or absent: through a rename). */
/** @param {string} dataDir @param {ExportModel} model @param {string} code */
export function writeValidatedCopy(dataDir, model, code) {
  const path = validatedCopyPath(dataDir, code);
  // Written piece by piece: joined first, the copy (38 MB at 10,000 listings) was a new buffer of that
  // size in a warm publisher's large heap, which V8 makes room for by collecting it.
  const file = openSync(`${path}.tmp`, 'w');
  try {
    writePieces(file, validatedCopyPieces(model));
  } finally {
    closeSync(file);
  }
  renameSync(`${path}.tmp`, path);
}

/**
 * writeValidatedCopy with the file written by the thread pool: the listings a copy has no bytes for yet
 * are serialised now, then this thread goes on while the copy is written. A warm publish renders its pages
 * meanwhile (it has the model in memory); the release check and the server read the copy after them.
 */
/** @param {string} dataDir @param {ExportModel} model @param {string} code @returns {Promise<void>} */
export async function writeValidatedCopyInBackground(dataDir, model, code) {
  const path = validatedCopyPath(dataDir, code);
  const pieces = validatedCopyPieces(model);
  const file = await open(`${path}.tmp`, 'w');
  try {
    await writePiecesInBackground(file, pieces);
  } finally {
    await file.close();
  }
  await rename(`${path}.tmp`, path);
}

/**
 * Serialises now the listings of `model` a copy has no bytes for yet: a warm publisher does it as it
 * starts, for the listings of the export it validated, so that its first publish serialises only the
 * listings that export changed (at 100,000 listings, all of them took seconds of that publish).
 */
/** @param {ExportModel} model */
export function prepareValidatedCopy(model) {
  validatedCopyPieces(model);
}

// The copy holds the model with its listings apart: the model's length (4 bytes) and bytes, its listings
// left out (their count in their place, so the model's keys keep their order), then each listing's
// length and bytes (v8 serialisation). A listing's bytes are kept with the listing object: the next
// model of a warm publisher shares the unchanged listings' objects (src/domain/memo/per-object.ts), so
// only the changed ones are serialised again (at 10,000 listings 0.03-0.07 s instead of 0.11-0.13 s for
// the whole model; read back in 0.27 s instead of 0.5 s). The objects never change once validated, so
// their bytes stay true.
/** @type {WeakMap<object, Buffer>} */
const listingBytes = new WeakMap();

/** @param {number} length */
const lengthBytes = (length) => {
  const bytes = Buffer.allocUnsafe(4);
  bytes.writeUInt32LE(length);
  return bytes;
};

/** The bytes of a validated copy of `model`, in pieces. */
/** @param {ExportModel} model @returns {Buffer[]} */
function validatedCopyPieces(model) {
  const listings = model.properties.map((listing) => {
    let bytes = listingBytes.get(listing);
    if (bytes === undefined) {
      bytes = serialize(listing);
      listingBytes.set(listing, bytes);
    }
    return bytes;
  });
  const rest = serialize({ ...model, properties: listings.length });
  return [lengthBytes(rest.length), rest, ...listings.flatMap((bytes) => [lengthBytes(bytes.length), bytes])];
}

/** The bytes of a validated copy of `model`. */
/** @param {ExportModel} model @returns {Buffer} */
export function encodeValidatedCopy(model) {
  return Buffer.concat(validatedCopyPieces(model));
}

/** The model a validated copy holds (encodeValidatedCopy's bytes). */
/** @param {Buffer} bytes @returns {ExportModel} */
export function decodeValidatedCopy(bytes) {
  const steps = decodeSteps(bytes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * decodeValidatedCopy in slices of about `sliceMs`, the event loop running between them: the server
 * loads each new release's copy while it answers requests (at 10,000 listings decoding took 0.13-0.24 s
 * with most listings found again, 1.1 s without), and no request nor upload waits for all of it.
 */
/** @param {Buffer} bytes @param {number} [sliceMs] @returns {Promise<ExportModel>} */
export async function decodeValidatedCopyInSlices(bytes, sliceMs = 8) {
  const steps = decodeSteps(bytes);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

/** Decodes a copy, yielding after each listing; returns the model. */
/** @param {Buffer} bytes @returns {Generator<void, ExportModel, void>} */
function* decodeSteps(bytes) {
  const restLength = bytes.readUInt32LE(0);
  const model = deserialize(bytes.subarray(4, 4 + restLength));
  const count = model.properties;
  if (typeof count !== 'number') throw new Error('Not a validated copy: its listings are not apart.');
  const listings = [];
  /** @type {Map<string, object>} */
  const decoded = new Map();
  // The listings found again are those of the copy decoded last when this one began (another decode may
  // end meanwhile).
  const before = lastDecoded;
  let at = 4 + restLength;
  for (let index = 0; index < count; index++) {
    const length = bytes.readUInt32LE(at);
    const listingBytes = bytes.subarray(at + 4, at + 4 + length);
    const digest = hash('sha1', listingBytes, 'base64');
    const listing = before.get(digest) ?? deserialize(listingBytes);
    decoded.set(digest, listing);
    listings.push(listing);
    at += 4 + length;
    yield;
  }
  if (at !== bytes.length) throw new Error('Not a validated copy: bytes after its last listing.');
  lastDecoded = decoded;
  model.properties = listings;
  return model;
}

// The listings of the copy decoded last, by their bytes' digest: a server loads each new release's copy
// beside the live one's, and the release checker of a warm publisher loads a copy a publish, where most
// listings are the bytes they were (deserialising 10,000 listings took 0.5-0.9 s). The objects are shared
// between the models, which nobody changes once validated.
/** @type {Map<string, object>} */
let lastDecoded = new Map();

/** The code fingerprint of the validated copy beside `dataDir`, or undefined when it has none. */
/** @param {string} dataDir @returns {string | undefined} */
export function validatedCopyCode(dataDir) {
  const folder = dirname(resolve(dataDir));
  if (!existsSync(folder)) return undefined;
  for (const name of readdirSync(folder)) {
    const match = /^validated-export-(\w+)\.v8$/.exec(name);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * Reads the validated copy of `dataDir` made by `code`: the file read off the main thread, and decoded in
 * slices between which the event loop runs (decodeValidatedCopyInSlices).
 */
/** @param {string} dataDir @param {string} code @returns {Promise<ExportModel>} */
export async function readValidatedCopy(dataDir, code) {
  return decodeValidatedCopyInSlices(await readFile(validatedCopyPath(dataDir, code)));
}
