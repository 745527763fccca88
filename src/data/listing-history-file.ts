// The listing history on disk: one JSON file (LISTING_HISTORY), read by the build, brought up to date
// and written once per publish. The rules are in src/domain/listing/listing-history.ts.
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as v from 'valibot';
import {
  emptyHistory,
  type HistoryPolicy,
  type ListingHistory,
  type ListingRecord,
  recordPublish,
} from '../domain/listing/listing-history';
import { PictureSchema } from '../schemas/media';
import { GoalSchema, MarqueeSchema, PriceUnitSchema, type Property } from '../schemas/property';
import type { ExportModel } from './export-model';
import { fileStamp } from './file-stamp';

/**
 * What a saved listing must hold for its reference page to render: the fields every page and card reads
 * of the model. The model is the export's records grouped (src/data/listing-export.ts), which has no
 * schema of its own; the file is written by the publish step, so a check of these fields is enough to
 * drop a snapshot an older format left (it loses only its page).
 */
const SnapshotSchema = v.looseObject({
  ID: v.number(),
  Goal: GoalSchema,
  Price: v.number(),
  PublishPrice: v.boolean(),
  PriceUnit: PriceUnitSchema,
  Marquee: MarqueeSchema,
  Zip: v.string(),
  City: v.string(),
  CountryID: v.number(),
  WebID: v.number(),
  WebIDs: v.array(v.number()),
  Pictures: v.array(PictureSchema),
});

/** A listing's history as kept on disk: its last known data is a listing of the internal model. */
export type PropertyHistory = ListingHistory<Property>;

const at = v.pipe(v.string(), v.isoTimestamp());
const RecordSchema = v.object({
  firstSeen: at,
  lastSeen: at,
  prices: v.array(v.object({ at, price: v.number(), goal: v.number(), priceUnit: v.number() })),
  statuses: v.array(v.object({ at, marquee: v.number() })),
  closedAt: v.optional(at),
  // Checked on its own below: a snapshot the model no longer accepts loses its page, not the history.
  last: v.optional(v.unknown()),
});
const HistorySchema = v.object({ version: v.literal(1), listings: v.record(v.string(), RecordSchema) });

/** A published release keeps its listing history in this file, beside its export's folder (data/). */
export const releaseHistoryFile = 'listing-history.json';

/** The file's path from the environment (LISTING_HISTORY), or undefined: the build then uses no history. */
export function listingHistoryPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  // biome-ignore lint/complexity/useLiteralKeys: tsconfig's noPropertyAccessFromIndexSignature requires brackets on process.env.
  const path = env['LISTING_HISTORY'];
  return path !== undefined && path.trim() !== '' ? path : undefined;
}

/** The policy from LISTING_PRICE_REDUCED_DAYS (60) and LISTING_REFERENCE_DAYS (90). */
export function historyPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): HistoryPolicy {
  const days = (name: string, fallback: number) => {
    const text = env[name];
    if (text === undefined || text.trim() === '') return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${name} must be a whole number of days (0 or more), got '${text}'`);
    return value;
  };
  return {
    priceReducedDays: days('LISTING_PRICE_REDUCED_DAYS', 60),
    referenceDays: days('LISTING_REFERENCE_DAYS', 90),
  };
}

/** Parses the file's text; throws, naming the file and the problem, when it is not a listing history. */
export function parseListingHistory(text: string, path: string): PropertyHistory {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: the listing history is not valid JSON (${String(error)})`);
  }
  const parsed = v.safeParse(HistorySchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new Error(`${path}: not a listing history (version 1) at '${where}': ${issue.message}`);
  }
  const listings: Record<string, ListingRecord<Property>> = {};
  for (const [id, { last, closedAt, ...record }] of Object.entries(parsed.output.listings)) {
    const snapshot = last === undefined ? undefined : v.safeParse(SnapshotSchema, last);
    listings[id] = {
      ...record,
      ...(closedAt === undefined ? {} : { closedAt }),
      // The model's other fields are kept as written (see SnapshotSchema).
      ...(snapshot?.success === true ? { last: snapshot.output as unknown as Property } : {}),
    };
  }
  return { version: 1, listings };
}

/** The history in `path`; an empty one when the file does not exist yet (the first publish). */
export function readListingHistory(path: string): PropertyHistory {
  if (!existsSync(path)) return emptyHistory();
  const stamp = fileStamp(path);
  const kept = keptHistoriesOf().get(resolve(path));
  if (kept !== undefined && stamp !== undefined && kept.stamp === stamp) return kept.history;
  return keepHistory(path, stamp, parseListingHistory(readFileSync(path, 'utf8'), path));
}

// The histories last read or written, by path and file stamp (src/data/file-stamp.ts: a history is only
// ever written whole, through a new file renamed over the old one, so a changed file has another inode).
// A warm publisher reads the live release's history twice a publish (for the pages, then going live) and
// the next publish reads the one it just wrote: parsing 10,000 listings' history took 0.2-0.3 s each
// time. What is kept is never changed (recordPublish makes a new history). One map on globalThis: the
// publisher writes the history with its copy of this module, and the pages read it with the copy Astro
// bundled (as src/data/kept-exports.mjs shares the validated exports).
type KeptHistories = Map<string, { readonly stamp: string | undefined; readonly history: PropertyHistory }>;
const shared = Symbol.for('agency-website/kept-histories');
const keptHistoryCount = 4;

function keptHistoriesOf(): KeptHistories {
  const holder = globalThis as { [shared]?: KeptHistories };
  holder[shared] ??= new Map();
  return holder[shared];
}

function keepHistory(path: string, stamp: string | undefined, history: PropertyHistory): PropertyHistory {
  const key = resolve(path);
  const keptHistories = keptHistoriesOf();
  keptHistories.delete(key);
  keptHistories.set(key, { stamp, history });
  for (const oldest of keptHistories.keys()) {
    if (keptHistories.size <= keptHistoryCount) break;
    keptHistories.delete(oldest);
  }
  return history;
}

// What a reference page needs of a sold listing: everything but its documents, which are for a deal
// still to be made (and may be the owner's), and are the largest part of a listing after its texts.
const forReference = ({ Documents: _documents, ...listing }: Property): Property => listing;

/** The history once `model` is published at `now` (see recordPublish). */
export function updateListingHistory(
  history: PropertyHistory,
  model: Pick<ExportModel, 'properties'>,
  now: Date,
  policy: HistoryPolicy = historyPolicyFromEnv(),
): PropertyHistory {
  return recordPublish(history, model.properties, now, policy, forReference);
}

/**
 * Writes the history through a temporary file, flushed to disk and renamed over `path`: a crash at any
 * point leaves either the old file or the new one, never half of one.
 */
export function writeListingHistory(path: string, history: PropertyHistory): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  const file = openSync(temporary, 'w');
  try {
    writeSync(file, JSON.stringify(history));
    fsyncSync(file);
  } finally {
    closeSync(file);
  }
  renameSync(temporary, path);
  keepHistory(path, fileStamp(path), history);
}

/**
 * Gives `to` the history in `from` as it is, by a hard link: a history file is only ever replaced whole
 * (writeListingHistory), never changed in place. A release that completes another carries that one's
 * history, which at 100,000 listings took seconds to serialise and write again.
 */
export function linkListingHistory(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  linkSync(from, to);
  // Known under `to` only when what is known of `from` is its file as it is now.
  const kept = keptHistoriesOf().get(resolve(from));
  const stamp = fileStamp(to);
  if (kept !== undefined && stamp !== undefined && kept.stamp === stamp) keepHistory(to, stamp, kept.history);
}

/**
 * The after-publish job: brings the history in `path` up to the export just published (the same update
 * the build made in memory) and writes it. Returns the history written.
 */
export function recordPublishedExport(
  path: string,
  model: Pick<ExportModel, 'properties'>,
  now: Date = new Date(),
): PropertyHistory {
  const history = updateListingHistory(readListingHistory(path), model, now);
  writeListingHistory(path, history);
  return history;
}
