// The exports a rebuild or a publish is measured with: a copy of a generated export with one kind of
// change, as the CRM sends it (every language record of a changed listing changes). The listings file is
// read and written record by record (src/data/read-export-json.ts, serialiseInPieces): at 100,000
// listings it is over a gigabyte.
import { cpSync, createWriteStream, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readExportJson } from '../../src/data/read-export-json';
import { serialiseInPieces } from '../sample-export/build-export';
import { onePercent } from './build-identity';

interface ListingRecord {
  ID: number;
  Price: number;
  RecordFile?: string;
  CreatedAt?: string;
  ModifiedAt?: string;
}

/** What a changed export changes: every hundredth listing 3 % cheaper, one listing's price, or one listing added. */
export type ExportChange = 'one-percent' | 'one-price' | 'one-added';

/** Writes a copy of `from` into `to` with `change`; returns the changed (or added) IDs and every listing's ID. */
export async function writeChangedExport(
  from: string,
  to: string,
  change: ExportChange = 'one-percent',
): Promise<{ changed: number[]; all: number[] }> {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === 'media') symlinkSync(resolve(from, 'media'), join(to, 'media'), 'dir');
    else if (name !== 'properties.json') cpSync(join(from, name), join(to, name));
  }
  const read = readExportJson(join(from, 'properties.json'), 'properties.json');
  if (!read.ok) throw new Error(`${from}/properties.json: ${read.problem.expected}`);
  const listings = read.value as ListingRecord[];
  const all = [...new Set(listings.map((listing) => listing.ID))];
  const changed = change === 'one-added' ? addListing(listings, all) : cheaper(listings, all, change);
  await pipeline(Readable.from(serialiseInPieces(listings)), createWriteStream(join(to, 'properties.json')));
  return { changed, all };
}

function cheaper(listings: ListingRecord[], all: readonly number[], change: ExportChange): number[] {
  // One listing: the one in the middle of the file, neither first nor last of anything.
  const changed = new Set(
    change === 'one-percent' ? onePercent(all) : [all[Math.floor(all.length / 2)] as number],
  );
  for (const listing of listings) {
    if (!changed.has(listing.ID)) continue;
    listing.Price = Math.round(listing.Price * 0.97);
    listing.ModifiedAt = '2026-11-20';
  }
  return [...changed];
}

/** A new listing: a copy of the middle one's language records, with a new ID and reference, listed today. */
function addListing(listings: ListingRecord[], all: readonly number[]): number[] {
  const model = all[Math.floor(all.length / 2)] as number;
  const id = Math.max(...all) + 1;
  const today = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  for (const record of listings.filter((listing) => listing.ID === model))
    listings.push({
      ...structuredClone(record),
      ID: id,
      ...(record.RecordFile === undefined ? {} : { RecordFile: `${record.RecordFile}-N` }),
      CreatedAt: today,
      ModifiedAt: today,
    });
  return [id];
}
