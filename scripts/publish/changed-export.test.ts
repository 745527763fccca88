// The export a publish of record changes publishes: the base's files linked, the touched ones rewritten
// with each change applied in order, the base itself never written.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { keptLayout } from '../../src/data/array-layouts';
import { arrayElements } from '../../src/data/json-array-elements';
import { applyRecordChanges } from '../../src/domain/publish/record-changes';
import { publishWithChanges, writeChangedExport } from './changed-export';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const record = (ID: number, language: string, Price: number) => ({ ID, language, Price });

function base(listings: string): string {
  folder = mkdtempSync(join(tmpdir(), 'changed-export-'));
  const dir = join(folder, 'base');
  mkdirSync(join(dir, 'media'), { recursive: true });
  // As a Windows tool saves it: with a byte-order mark.
  writeFileSync(join(dir, 'properties.json'), `\uFEFF${listings}`);
  writeFileSync(join(dir, 'site.json'), '{}');
  return dir;
}

function change(name: string, value: unknown): string {
  const path = join(folder, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

describe('writeChangedExport', () => {
  it('applies the changes in order to the touched file and links every other file', async () => {
    const dir = base(JSON.stringify([record(1, 'nl', 100), record(1, 'fr', 100), record(2, 'nl', 200)]));
    const changes = [
      change('a.json', { properties: [record(1, 'nl', 110)] }),
      change('b.json', { properties: [record(3, 'nl', 300)], removed: { properties: [2] } }),
    ];
    const into = join(folder, 'export');
    const made = await writeChangedExport(dir, changes, into);
    expect(JSON.parse(readFileSync(join(into, 'properties.json'), 'utf8'))).toEqual([
      record(1, 'nl', 110),
      record(3, 'nl', 300),
    ]);
    expect(lstatSync(join(into, 'site.json')).isSymbolicLink()).toBe(true);
    expect(lstatSync(join(into, 'media')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'properties.json'), 'utf8')).toContain('"Price":200');
    made.remove();
    expect(() => lstatSync(into)).toThrow();
    expect(readFileSync(join(dir, 'site.json'), 'utf8')).toBe('{}');
  });

  it('links the real files of a base named through a link that moves (the live one, through current), and leaves them', async () => {
    const dir = base(JSON.stringify([record(1, 'nl', 100)]));
    const current = join(folder, 'current');
    symlinkSync(dir, current);
    const into = join(folder, 'export');
    const made = await writeChangedExport(
      current,
      [change('a.json', { properties: [record(1, 'nl', 1)] })],
      into,
    );
    // The next publish points current elsewhere: the change's export still holds this base's files.
    rmSync(current);
    symlinkSync(join(folder, 'elsewhere'), current);
    expect(readlinkSync(join(into, 'site.json'))).toBe(join(dir, 'site.json'));
    expect(readFileSync(join(into, 'site.json'), 'utf8')).toBe('{}');
    made.remove();
    expect(readFileSync(join(dir, 'properties.json'), 'utf8')).toContain('"Price":100');
  });

  it('writes the records a change leaves alone as the base wrote them, and each other as JSON', async () => {
    const kept = '{"ID" :  2, "language": "nl",\n "Text": "caf\u00e9 \\"[,]\\""}';
    const dir = base(`[${JSON.stringify(record(1, 'nl', 100))},   ${kept},{"ID":4}]`);
    const into = join(folder, 'export');
    await writeChangedExport(
      dir,
      [change('a.json', { properties: [record(1, 'nl', 110), record(3, 'fr', 1)] })],
      into,
    );
    const written = readFileSync(join(into, 'properties.json'), 'utf8');
    expect(written).toContain(`${kept},{"ID":4}`);
    expect(JSON.parse(written)).toEqual([
      record(1, 'nl', 110),
      JSON.parse(kept),
      { ID: 4 },
      record(3, 'fr', 1),
    ]);
  });

  it('gives the records applyRecordChanges gives on the parsed base, however the base is written', async () => {
    const records = (min: number) =>
      fc.array(
        fc.record({
          ID: fc.integer({ min: 1, max: 6 }),
          language: fc.constantFrom('nl', 'fr'),
          Price: fc.nat(),
          // Characters of more than one byte, and the ones JSON's structure is made of.
          Text: fc.constantFrom('', 'café', '€ "x", [1]: {}', 'Straße\n'),
        }),
        { minLength: min, maxLength: 12 },
      );
    // A change removes IDs it does not give (giving and removing one ID is refused).
    const changes = fc.array(
      fc.record({ records: records(1), removed: fc.array(fc.integer({ min: 7, max: 9 }), { maxLength: 3 }) }),
      { minLength: 1, maxLength: 3 },
    );
    const base7to9 = fc.array(fc.record({ ID: fc.integer({ min: 7, max: 9 }), Price: fc.nat() }), {
      maxLength: 4,
    });
    await fc.assert(
      fc.asyncProperty(records(0), base7to9, changes, fc.nat(3), async (first, more, steps, indent) => {
        const listings = [...first, ...more];
        const dir = base(JSON.stringify(listings, null, indent));
        const files = steps.map((step, index) =>
          change(`${index}.json`, { properties: step.records, removed: { properties: step.removed } }),
        );
        const into = join(folder, 'export');
        await writeChangedExport(dir, files, into);
        const expected = steps.reduce<unknown[]>(
          (after, step) => applyRecordChanges(after, step.records, step.removed),
          listings,
        );
        const written = readFileSync(join(into, 'properties.json'));
        expect(JSON.parse(written.toString('utf8'))).toEqual(expected);
        // Where the writer says each element lies is where a scan of the file finds it.
        expect(keptLayout(join(into, 'properties.json'))).toEqual(arrayElements(written));
        rmSync(folder, { recursive: true, force: true });
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a change that is no change, and a base file it cannot read, naming them', async () => {
    const dir = base('[{"ID": 1,');
    await expect(
      writeChangedExport(dir, [change('bad.json', { cities: [] })], join(folder, 'one')),
    ).rejects.toThrow(/bad\.json: "cities": not a file a change can carry/);
    await expect(
      writeChangedExport(
        dir,
        [change('good.json', { properties: [record(1, 'nl', 1)] })],
        join(folder, 'two'),
      ),
    ).rejects.toThrow(/properties\.json of the export the change applies to: valid JSON \(line 1/);
  });
});

describe('publishWithChanges', () => {
  /** What publish was handed: whether it may link the folder's files, and the files it held then. */
  async function handed(baseIn: 'releases' | 'elsewhere') {
    folder = mkdtempSync(join(tmpdir(), 'changed-export-'));
    const releases = join(folder, 'releases');
    mkdirSync(releases);
    const dir = join(baseIn === 'releases' ? join(releases, 'r1') : folder, 'data');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'properties.json'), JSON.stringify([record(1, 'nl', 100)]));
    writeFileSync(join(dir, 'site.json'), '{}');
    // A folder left by a publisher that died (no process has pid 0's start): removed before.
    mkdirSync(join(releases, '.changing', '0-1-left'), { recursive: true });
    let seen: { linkable: boolean; folder: string; files: string[] } | undefined;
    const outcome = await publishWithChanges(
      dir,
      [change('a.json', { properties: [record(1, 'nl', 90)] })],
      async (made, linkable) => {
        seen = { linkable, folder: made, files: readdirSync(made).sort() };
        return { kind: 'unchanged' };
      },
      () => {},
      releases,
    );
    return { outcome, seen, releases };
  }

  it('makes the changed export beside the releases, linkable when its base is a release', async () => {
    const { outcome, seen, releases } = await handed('releases');
    expect(outcome).toEqual({ kind: 'unchanged' });
    expect(seen?.linkable).toBe(true);
    expect(seen?.folder.startsWith(join(releases, '.changing', `${process.pid}-`))).toBe(true);
    expect(seen?.files).toEqual(['properties.json', 'site.json']);
    // Its own folder removed after, and the one a dead publisher left.
    expect(readdirSync(join(releases, '.changing'))).toEqual([]);
  });

  it('never lets a person’s export folder be linked into a release', async () => {
    const { seen } = await handed('elsewhere');
    expect(seen?.linkable).toBe(false);
  });
});
