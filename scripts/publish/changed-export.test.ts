// The export a publish of record changes publishes: the base's files linked, the touched ones rewritten
// with each change applied in order, the base itself never written.
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeChangedExport } from './changed-export';

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
