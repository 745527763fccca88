// The listings are read record by record, each checked as it is parsed (checked-records.ts): the export
// must validate to the same model, and a broken one give the same problems, as a check of the whole file.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCheckedRecords } from './checked-records';
import { propertiesByRecord } from './listing-export';
import { readExportFiles, readMediaFiles } from './load-export';
import { validateExport } from './validate-export';

const temp = mkdtempSync(join(tmpdir(), 'checked-records-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

type Row = Record<string, unknown>;
const sampleRecords = JSON.parse(readFileSync('data/properties.json', 'utf8')) as Row[];

/** A copy of the sample export whose properties.json holds `records`, written as the CRM writes it. */
function exportWith(name: string, records: unknown): string {
  const dir = join(temp, name);
  cpSync('data', dir, { recursive: true, filter: (source) => source !== join('data', 'media') });
  symlinkSync(resolve('data', 'media'), join(dir, 'media'), 'dir');
  writeFileSync(join(dir, 'properties.json'), `\uFEFF${JSON.stringify(records, null, 2)}`);
  return dir;
}

/** Validates the export in `dir` with its listings checked as they are read, and as parsed whole. */
function bothWays(dir: string) {
  const media = readMediaFiles(dir);
  return {
    checked: validateExport(readExportFiles(dir), media),
    whole: validateExport(readExportFiles(dir, {}, { raw: true }), media),
  };
}

describe('the listings checked record by record as they are read', () => {
  it('make the model and warnings of a check of the whole file, keeping only the checked records', () => {
    const dir = exportWith(
      'valid',
      sampleRecords.map((record) => ({ ...record, CrmOnlyField: 'x'.repeat(100) })),
    );
    const { checked, whole } = bothWays(dir);
    expect(checked.problems).toBeUndefined();
    expect(checked).toEqual(whole);
    // What is kept is each record's checked form (the CRM's extra field left out), not the parsed record.
    const read = readExportFiles(dir)['properties.json'];
    const kept = (read?.ok ? read.value : []) as Row[];
    expect(kept).toHaveLength(sampleRecords.length);
    expect(kept.some((record) => 'CrmOnlyField' in record)).toBe(false);
    // Read in pieces, as a file too large for one string is: the same records.
    const inPieces = readCheckedRecords(
      join(dir, 'properties.json'),
      'properties.json',
      propertiesByRecord.record,
      {
        piecewiseAt: 10,
      },
    );
    expect(inPieces).toEqual(read);
  });

  it('name each broken record and field as a check of the whole file does', () => {
    const records: unknown[] = structuredClone(sampleRecords);
    const [first, second, third] = records as Row[];
    if (!first || !second || !third) throw new Error('the sample has listings');
    delete first['Price'];
    second['Goal'] = 'sale';
    (third['Pictures'] as Row[] | undefined)?.push({ Url: 42 });
    records.splice(4, 0, 'a record that is text');
    records.push({ ...third, language: 'xx' });
    const { checked, whole } = bothWays(exportWith('broken', records));
    expect(checked.problems?.length).toBeGreaterThanOrEqual(4);
    expect(checked.problems).toEqual(whole.problems);
    expect(checked.problems?.map((problem) => problem.field)).toEqual(
      expect.arrayContaining(['Price', 'Goal', 'language']),
    );
  });

  it('check the records against each other once each is valid', () => {
    const [first] = sampleRecords as [Row];
    const twice = [...sampleRecords, { ...first }];
    const otherPrice = sampleRecords.map((record) =>
      record['ID'] === first['ID'] && record['language'] !== first['language']
        ? { ...record, Price: Number(record['Price']) + 1 }
        : record,
    );
    for (const [name, records] of [
      ['twice', twice],
      ['other-price', otherPrice],
    ] as const) {
      const { checked, whole } = bothWays(exportWith(name, records));
      expect(checked.problems?.length).toBeGreaterThan(0);
      expect(checked.problems).toEqual(whole.problems);
    }
  });

  it('leave a file whose top is not a list to the file check', () => {
    const { checked, whole } = bothWays(exportWith('object', { listings: sampleRecords }));
    expect(checked.problems).toEqual(whole.problems);
    expect(checked.problems?.[0]).toMatchObject({ file: 'properties.json' });
  });
});
