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
  writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')) as Listing[])));
  if (site !== undefined) writeFileSync(join(dir, 'site.json'), site);
  return dir;
}
const validate = (memory: ReturnType<typeof recordMemory>, dir: string) =>
  memory.validation(live, dir)(readExportFiles(dir), readMediaFiles(dir));
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
    expect(again(readExportFiles(dir), readMediaFiles(dir))?.listings).toBe(0);
  });
});
