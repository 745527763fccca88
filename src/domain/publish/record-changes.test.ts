import { describe, expect, it } from 'vitest';
import { applyRecordChanges, readRecordChanges, touchedFiles } from './record-changes';

const nl = (id: number, price = 1) => ({ ID: id, language: 'nl', Price: price });
const fr = (id: number, price = 1) => ({ ID: id, language: 'fr', Price: price });

describe('readRecordChanges', () => {
  it('reads the records and removals of listings and projects, with empty lists for what is absent', () => {
    const read = readRecordChanges({ properties: [nl(1), fr(1)], removed: { projects: [7] } });
    expect(read).toEqual({
      ok: true,
      changes: {
        records: { properties: [nl(1), fr(1)], projects: [] },
        removed: { properties: [], projects: [7] },
      },
    });
    if (read.ok) expect(touchedFiles(read.changes)).toEqual(['properties', 'projects']);
  });

  it.each([
    [[], 'the change must be a JSON object'],
    [{}, 'the change holds no record and removes none'],
    [{ cities: [] }, '"cities": not a file a change can carry (properties, projects, removed)'],
    [{ properties: {} }, '"properties" must be an array of records'],
    [{ properties: [{ language: 'nl' }] }, '"properties"[0]: a record with a whole, positive "ID"'],
    [{ properties: [{ ID: '12' }] }, '"properties"[0]: a record with a whole, positive "ID"'],
    [{ properties: [{ ID: 1.5 }] }, '"properties"[0]: a record with a whole, positive "ID"'],
    [{ removed: [1] }, '"removed" must be an object of ID lists'],
    [{ removed: { properties: [0] } }, '"removed"."properties" must be a list of whole, positive IDs'],
    [
      { removed: { owners: [1] } },
      '"removed"."owners": not a file a change can carry (properties, projects)',
    ],
    [{ properties: [nl(3)], removed: { properties: [3] } }, '"properties": ID 3 is both given and removed'],
  ])('refuses %j: %s', (value, problem) => {
    expect(readRecordChanges(value)).toEqual({ ok: false, problems: [problem] });
  });
});

describe('applyRecordChanges', () => {
  const before = [nl(1), fr(1), nl(2), fr(2), nl(3)];

  it('replaces every record of a given ID in its first place, and keeps the others as they were', () => {
    expect(applyRecordChanges(before, [nl(2, 9)], [])).toEqual([nl(1), fr(1), nl(2, 9), nl(3)]);
    expect(applyRecordChanges(before, [fr(1, 5), nl(1, 5)], [])).toEqual([
      fr(1, 5),
      nl(1, 5),
      nl(2),
      fr(2),
      nl(3),
    ]);
  });

  it('adds new IDs last and leaves removed ones out', () => {
    expect(applyRecordChanges(before, [nl(4), fr(4)], [2])).toEqual([nl(1), fr(1), nl(3), nl(4), fr(4)]);
  });

  it('keeps records it cannot key (the validation names them later) and leaves the input as it was', () => {
    const odd = [{ language: 'nl' }, 'text', nl(1)];
    expect(applyRecordChanges(odd, [nl(1, 2)], [])).toEqual([{ language: 'nl' }, 'text', nl(1, 2)]);
    expect(odd).toEqual([{ language: 'nl' }, 'text', nl(1)]);
  });
});
