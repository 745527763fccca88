import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyHistory } from '../domain/listing/listing-history';
import type { Property } from '../schemas/property';
import {
  historyPolicyFromEnv,
  linkListingHistory,
  listingHistoryPath,
  readListingHistory,
  recordPublishedExport,
  updateListingHistory,
  writeListingHistory,
} from './listing-history-file';
import { loadExport } from './load-export';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'listing-history-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

const sample = loadExport('data');
const first = sample.properties[0] as Property;
const now = new Date('2026-03-01T10:00:00.000Z');

describe('listing history file', () => {
  it('reads an empty history when the file does not exist yet', () => {
    expect(readListingHistory(join(folder(), 'none.json'))).toEqual({ version: 1, listings: {} });
  });

  it('writes what it reads back, through a temporary file that does not stay', () => {
    const dir = folder();
    const path = join(dir, 'nested', 'history.json');
    const sold: Property = {
      ...first,
      Marquee: 3,
      Documents: [{ ID: 1, Url: '/media/x.pdf', Name: { en: 'x' } }],
    };
    const history = updateListingHistory({ version: 1, listings: {} }, { properties: [sold] }, now);
    writeListingHistory(path, history);
    expect(readdirSync(join(dir, 'nested'))).toEqual(['history.json']);
    const read = readListingHistory(path);
    expect(read).toEqual(history);
    // The reference page's data is kept without the listing's documents.
    expect(read.listings[String(first.ID)]?.last).toEqual({ ...first, Marquee: 3 });
    expect(read.listings[String(first.ID)]?.last).not.toHaveProperty('Documents');
  });

  it('links a history to another release as it is, known without parsing, and apart once one is rewritten', () => {
    const dir = folder();
    const from = join(dir, 'first', 'history.json');
    const to = join(dir, 'second', 'history.json');
    const written = updateListingHistory({ version: 1, listings: {} }, sample, now);
    writeListingHistory(from, written);
    linkListingHistory(from, to);
    expect(statSync(to).ino).toBe(statSync(from).ino);
    expect(readListingHistory(to)).toBe(written);
    // The first release's history replaced (as a publish writes one): the second keeps what it had.
    writeListingHistory(from, { version: 1, listings: {} });
    expect(readListingHistory(to)).toBe(written);
    expect(JSON.parse(readFileSync(to, 'utf8'))).toEqual(JSON.parse(JSON.stringify(written)));
  });

  it('replaces the file whole: a reader sees the old or the new history', () => {
    const path = join(folder(), 'history.json');
    writeListingHistory(
      path,
      updateListingHistory({ version: 1, listings: {} }, { properties: [first] }, now),
    );
    const before = readFileSync(path, 'utf8');
    writeListingHistory(path, { version: 1, listings: {} });
    expect(readFileSync(path, 'utf8')).not.toBe(before);
    expect(readListingHistory(path)).toEqual({ version: 1, listings: {} });
  });

  it('parses a file once while it stays the same, and again once anything rewrote it', () => {
    const path = join(folder(), 'history.json');
    const written = updateListingHistory({ version: 1, listings: {} }, sample, now);
    writeListingHistory(path, written);
    // The one it wrote, and then the one it read, are given again without parsing the file.
    expect(readListingHistory(path)).toBe(written);
    // Another writer, in place: the file is read again.
    const edited = JSON.parse(readFileSync(path, 'utf8')) as {
      listings: Record<string, { lastSeen: string }>;
    };
    for (const record of Object.values(edited.listings)) record.lastSeen = '2026-03-02T10:00:00.000Z';
    writeFileSync(path, JSON.stringify(edited));
    const reread = readListingHistory(path);
    expect(reread).not.toBe(written);
    expect(Object.values(reread.listings)[0]?.lastSeen).toBe('2026-03-02T10:00:00.000Z');
    expect(readListingHistory(path)).toBe(reread);
  });

  it('refuses a file that is not a listing history, naming it', () => {
    const path = join(folder(), 'history.json');
    writeFileSync(path, '{"version":1,"listings":{"1":{"firstSeen":"yesterday"}}}');
    expect(() => readListingHistory(path)).toThrow(
      /history\.json: not a listing history .* at 'listings\.1\.firstSeen'/,
    );
    writeFileSync(path, '{"version":');
    expect(() => readListingHistory(path)).toThrow(/history\.json: the listing history is not valid JSON/);
  });

  it('keeps a record whose last data the model no longer accepts, without its reference page', () => {
    const path = join(folder(), 'history.json');
    const record = {
      firstSeen: now.toISOString(),
      lastSeen: now.toISOString(),
      prices: [{ at: now.toISOString(), price: 1, goal: 0, priceUnit: 0 }],
      statuses: [{ at: now.toISOString(), marquee: 3 }],
      closedAt: now.toISOString(),
      last: { ID: 'not a listing' },
    };
    writeFileSync(path, JSON.stringify({ version: 1, listings: { '5': record } }));
    const { last: _, ...kept } = record;
    expect(readListingHistory(path).listings['5']).toEqual(kept);
  });

  it('records each published export in the file, the first one included', () => {
    const path = join(folder(), 'history.json');
    recordPublishedExport(path, { properties: [first] }, now);
    const later = new Date('2026-03-20T10:00:00.000Z');
    const written = recordPublishedExport(
      path,
      { properties: [{ ...first, Price: first.Price - 10_000 }] },
      later,
    );
    expect(readListingHistory(path)).toEqual(written);
    expect(written.listings[String(first.ID)]?.prices.map((point) => point.price)).toEqual([
      first.Price,
      first.Price - 10_000,
    ]);
  });

  it('reads its path and policy from the environment', () => {
    expect(listingHistoryPath({})).toBeUndefined();
    expect(listingHistoryPath({ LISTING_HISTORY: ' ' })).toBeUndefined();
    expect(listingHistoryPath({ LISTING_HISTORY: 'var/history.json' })).toBe('var/history.json');
    expect(historyPolicyFromEnv({})).toEqual({ priceReducedDays: 60, referenceDays: 90 });
    expect(historyPolicyFromEnv({ LISTING_PRICE_REDUCED_DAYS: '30', LISTING_REFERENCE_DAYS: '120' })).toEqual(
      {
        priceReducedDays: 30,
        referenceDays: 120,
      },
    );
    expect(() => historyPolicyFromEnv({ LISTING_REFERENCE_DAYS: 'ninety' })).toThrow(
      /LISTING_REFERENCE_DAYS/,
    );
  });
  it('reads back the history it wrote, also in another copy of this module (the pages Astro bundled)', async () => {
    const path = join(folder(), 'listing-history.json');
    const written = updateListingHistory(emptyHistory(), sample, now);
    writeListingHistory(path, written);
    expect(readListingHistory(path)).toBe(written);
    vi.resetModules();
    const other = (await import('./listing-history-file')) as typeof import('./listing-history-file');
    expect(other.readListingHistory).not.toBe(readListingHistory);
    // The same object, not the file parsed again (10,000 listings' history took 0.2-0.3 s to parse).
    expect(other.readListingHistory(path)).toBe(written);
  });
});
