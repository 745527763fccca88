// A warm publisher validates only the listings and projects a drop changed, and only when every other
// export file is the live one's; otherwise (another site.json, listings reordered) the export is
// validated whole.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readExportFiles, readMediaFiles } from '../../../src/data/load-export';
import { validateExport } from '../../../src/data/validate-export';
import { recordMemory } from './record-memory';

const temp = mkdtempSync(join(tmpdir(), 'record-memory-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const liveDir = join(temp, 'live');
cpSync('data', liveDir, { recursive: true });
const liveModel = validateExport(readExportFiles(liveDir), readMediaFiles(liveDir)).model;
if (liveModel === undefined) throw new Error('the sample validates');
const live = { id: 'live', dataDir: liveDir, model: liveModel };

type Listing = { ID: number; Price: number };
/** A copy of the live export with `edit` applied to its listings, and `site.json` changed if asked. */
function drop(name: string, edit: (listings: Listing[]) => Listing[], site?: string): string {
  const dir = join(temp, name);
  cpSync(liveDir, dir, { recursive: true });
  const file = join(dir, 'properties.json');
  // Written as the sample is (two spaces), so that the records a drop leaves alone keep their bytes.
  writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')) as Listing[]), null, 2));
  if (site !== undefined) writeFileSync(join(dir, 'site.json'), site);
  return dir;
}
/** The export's files as the whole reading parses them, its listing records unchecked as the memory reads them. */
const readRaw = (dir: string) => readExportFiles(dir, {}, { raw: true });
const validate = (memory: ReturnType<typeof recordMemory>, dir: string) =>
  memory.validation(live, dir)(readRaw(dir), readMediaFiles(dir));
const firstId = JSON.parse(readFileSync(join(liveDir, 'properties.json'), 'utf8'))[0].ID as number;
const cheaper = (listings: Listing[]) =>
  listings.map((listing) => (listing.ID === firstId ? { ...listing, Price: listing.Price - 1000 } : listing));

describe('the records a warm publisher remembers', () => {
  it('validate only the listing a drop changed, as a whole validation would', () => {
    const dir = drop('cheaper', cheaper);
    const change = validate(recordMemory(), dir);
    expect(change?.listings).toBe(1);
    expect(change?.projects).toBe(0);
    expect(change?.result.model).toEqual(validateExport(readExportFiles(dir), readMediaFiles(dir)).model);
  });

  it('leave a drop to a whole validation when another file changed or the listings changed order', () => {
    const siteText = readFileSync(join(liveDir, 'site.json'), 'utf8');
    expect(validate(recordMemory(), drop('site', cheaper, `${siteText}\n`))).toBeUndefined();
    expect(
      validate(
        recordMemory(),
        drop('reordered', (listings) => [...listings].reverse()),
      ),
    ).toBeUndefined();
  });

  it('compare the next drop with the release made of the last one, once adopted', () => {
    const memory = recordMemory();
    const dir = drop('first-drop', cheaper);
    expect(validate(memory, dir)?.listings).toBe(1);
    memory.adopt('first');
    // The same export again, as a change of the release it made: nothing changed, by the digests kept
    // (the folder named here holds the export before, which a fresh read would find one listing off).
    const again = memory.validation({ ...live, id: 'first', dataDir: liveDir }, dir);
    expect(again(readRaw(dir), readMediaFiles(dir))?.listings).toBe(0);
  });

  it('keep the live release’s records while publishes made from it and rolled back come and go', () => {
    const memory = recordMemory();
    memory.remember('live', liveDir);
    const dir = drop('pushed', cheaper);
    // Three releases made from the live one (each rolled back, as the bench does): more than are kept.
    for (const id of ['pushed-1', 'pushed-2', 'pushed-3']) {
      expect(validate(memory, dir)?.listings).toBe(1);
      memory.adopt(id);
    }
    // The live records are those read first: the folder named here now holds the cheaper export, which a
    // fresh read would find one listing off.
    const again = memory.validation({ ...live, dataDir: dir }, liveDir);
    expect(again(readRaw(liveDir), readMediaFiles(liveDir))?.listings).toBe(0);
  });

  it('read a drop keeping the listings whose records did not change as the objects read before', () => {
    const memory = recordMemory();
    memory.remember('live', liveDir);
    const dir = drop('read-cheaper', cheaper);
    const files = memory.read(dir);
    expect(files).toEqual(readRaw(dir));
    const before = readRaw(liveDir)['properties.json'];
    const listings = (files['properties.json']?.ok ? files['properties.json'].value : []) as Listing[];
    expect(listings.length).toBe(before?.ok ? (before.value as unknown[]).length : -1);
    // A second read of the same drop: each record is the object the first read made.
    const again = memory.read(dir)['properties.json'];
    expect(
      again?.ok && (again.value as Listing[]).every((listing, index) => listing === listings[index]),
    ).toBe(true);
    // Against the live export: every record but the changed listing's is kept.
    const fresh = recordMemory();
    const liveRead = fresh.read(liveDir)['properties.json'];
    const liveListings = (liveRead?.ok ? liveRead.value : []) as Listing[];
    const next = fresh.read(dir)['properties.json'];
    const nextListings = (next?.ok ? next.value : []) as Listing[];
    nextListings.forEach((listing, index) => {
      expect(listing === liveListings[index]).toBe(listing.ID !== firstId);
    });
    const change = fresh.validation(live, dir)(fresh.read(dir), readMediaFiles(dir));
    expect(change?.listings).toBe(1);
    expect(change?.result.model).toEqual(validateExport(readExportFiles(dir), readMediaFiles(dir)).model);
  });

  it('read an export saved by a Windows tool, or a broken one, as the whole reading does', () => {
    const memory = recordMemory();
    memory.remember('live', liveDir);
    const windows = drop('windows', cheaper);
    const file = join(windows, 'properties.json');
    writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8').replaceAll('\n', '\r\n')}`);
    expect(memory.read(windows)).toEqual(readRaw(windows));
    const broken = drop('broken', cheaper);
    writeFileSync(join(broken, 'properties.json'), '[{"ID": 1, "Price": }]');
    const read = memory.read(broken)['properties.json'];
    expect(read?.ok).toBe(false);
    expect(read).toEqual(readRaw(broken)['properties.json']);
    // After a broken one, the next export is read whole and right.
    expect(memory.read(windows)).toEqual(readRaw(windows));
  });
});
