// A change validated against the live export gives the model a validation of the whole changed export
// gives: the same listings and projects in the same order, the same owners, the same cleaned HTML and
// missing media left out; and the same problems, named by file, record and field.
import { describe, expect, it } from 'vitest';
import { applyRecordChanges, type ExportRecord, readRecordChanges } from '../domain/publish/record-changes';
import { readExportFiles, readMediaFiles } from './load-export';
import { validateChanges } from './validate-changes';
import { type RawExportFiles, validateExport } from './validate-export';

const files = readExportFiles('data');
const media = readMediaFiles('data');
const live = validateExport(files, media);
const records = (file: 'properties.json' | 'projects.json') => {
  const parsed = files[file];
  if (!parsed?.ok || !Array.isArray(parsed.value)) throw new Error(`the sample's ${file} does not parse`);
  return parsed.value as ExportRecord[];
};
const listingRecords = (id: number) => records('properties.json').filter((record) => record.ID === id);

/** The change as it would be read from a drop, and the whole export it makes, validated. */
function both(value: unknown) {
  const read = readRecordChanges(value);
  if (!read.ok) throw new Error(read.problems.join('; '));
  const { changes } = read;
  const changedFiles: RawExportFiles = { ...files };
  for (const file of ['properties', 'projects'] as const) {
    const value = applyRecordChanges(records(`${file}.json`), changes.records[file], changes.removed[file]);
    changedFiles[`${file}.json`] = { ok: true, value };
  }
  if (live.model === undefined) throw new Error('the sample does not validate');
  return { quick: validateChanges(live.model, changes, media), whole: validateExport(changedFiles, media) };
}

const owned = 1006; // the first owner's second listing
const priced = (id: number, Price: number) => listingRecords(id).map((record) => ({ ...record, Price }));

describe('validateChanges', () => {
  it.each([
    ['one listing price', { properties: priced(1002, 312500) }],
    [
      'a new listing (another ID)',
      { properties: listingRecords(1003).map((r) => ({ ...r, ID: 4242, RecordFile: 'IL-4242' })) },
    ],
    ['an owned listing removed', { removed: { properties: [owned] } }],
    [
      'a listing without its English record',
      { properties: listingRecords(1004).filter((r) => r.language !== 'en') },
    ],
    [
      'HTML written by an agent and a picture the media folder lacks',
      {
        properties: listingRecords(1005).map((r) => ({
          ...r,
          Description: `<p onclick="x()">Sunny<script>alert(1)</script></p>`,
          Pictures: [
            ...((r.Pictures as unknown[]) ?? []),
            { ID: 99, Url: '/media/gone.jpg', Width: 10, Height: 10 },
          ],
        })),
      },
    ],
    [
      'a project renamed',
      {
        projects: records('projects.json')
          .slice(0, 1)
          .map((p) => ({ ...p, Name: 'Les Tilleuls II' })),
      },
    ],
    [
      'all of these at once',
      {
        properties: [...priced(1002, 1), ...priced(1010, 2)],
        removed: { properties: [1001, owned], projects: [records('projects.json')[1]?.ID] },
      },
    ],
  ])('gives the whole validation’s model: %s', (_name, value) => {
    const { quick, whole } = both(value);
    expect(whole.problems).toBeUndefined();
    expect(quick.problems).toBeUndefined();
    expect(quick.model).toEqual(whole.model);
  });

  it('warns of what it leaves out, as the whole validation does', () => {
    const { quick, whole } = both({
      properties: listingRecords(1005).map((r) => ({
        ...r,
        Description: '<p>Sunny<script>alert(1)</script></p>',
        Pictures: [{ ID: 99, Url: '/media/gone.jpg', Width: 10, Height: 10 }],
      })),
      removed: { properties: [owned] },
    });
    const about = (warnings: readonly { file: string; recordId?: number | string; field?: string }[] = []) =>
      warnings
        .filter((w) => String(w.recordId).startsWith('1005') || w.file === 'owners.json')
        .map((w) => `${w.file} ${w.recordId} ${w.field}`)
        .sort();
    if (quick.problems || whole.problems) throw new Error('the change should validate');
    expect(about(quick.warnings)).toEqual(about(whole.warnings));
    expect(about(quick.warnings)).toHaveLength(6);
  });

  it('names the problems of a changed record by file, record and field, as the whole validation does', () => {
    const { quick, whole } = both({
      properties: listingRecords(1002).map((r) => ({
        ...r,
        AgentID: 777,
        Price: r.language === 'fr' ? 1 : 2,
      })),
    });
    const named = (problems: readonly { file: string; recordId?: number | string; field?: string }[] = []) =>
      problems.map((p) => `${p.file} ${p.recordId} ${p.field}`).sort();
    expect(named(quick.problems)).toEqual(named(whole.problems));
    expect(named(quick.problems)).toContain('properties.json 1002 (fr) Price');
    const agents = both({ properties: priced(1002, 5).map((r) => ({ ...r, AgentID: 777 })) });
    expect(named(agents.quick.problems)).toEqual(['properties.json 1002 AgentID']);
    expect(named(agents.whole.problems)).toEqual(['properties.json 1002 AgentID']);
  });
});
