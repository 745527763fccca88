// The listings and projects a new export changed, found by their records' digests, validated against the
// export before it, give the model a whole validation of the new export gives; a change whose order a
// whole validation would place otherwise is not given at all.
import { describe, expect, it } from 'vitest';
import type { ExportRecord } from '../domain/publish/record-changes';
import { readExportFiles, readMediaFiles } from './load-export';
import { recordChangesBetween, recordDigests } from './record-diff';
import { validateChanges } from './validate-changes';
import { type RawExportFiles, validateExport } from './validate-export';

const files = readExportFiles('data');
const media = readMediaFiles('data');
const live = validateExport(files, media);
const before = recordDigests(files);
const listings = (): ExportRecord[] => {
  const parsed = files['properties.json'];
  if (!parsed?.ok || !Array.isArray(parsed.value))
    throw new Error("the sample's properties.json does not parse");
  return structuredClone(parsed.value) as ExportRecord[];
};
const ids = [...new Set(listings().map((record) => record.ID))];
const [first = 0, second = 0, third = 0] = ids;

/** The sample with its listings file replaced by `edit`'s. */
function exportWith(edit: (records: ExportRecord[]) => unknown[]): RawExportFiles {
  return { ...files, 'properties.json': { ok: true, value: edit(listings()) } };
}

function quickAndWhole(next: RawExportFiles) {
  const after = recordDigests(next);
  if (before === undefined || after === undefined || live.model === undefined)
    throw new Error('the sample has records with IDs and validates');
  const changes = recordChangesBetween(before, after, next);
  return {
    changes,
    quick: changes === undefined ? undefined : validateChanges(live.model, changes, media),
    whole: validateExport(next, media),
  };
}

describe('the changes between two exports', () => {
  it.each([
    [
      'a price',
      (records: ExportRecord[]) => records.map((r) => (r.ID === second ? { ...r, Price: 123_456 } : r)),
    ],
    [
      'a listing added after the others',
      (records: ExportRecord[]) => [
        ...records,
        ...records.filter((r) => r.ID === first).map((r) => ({ ...r, ID: 9_901 })),
      ],
    ],
    ['a listing removed', (records: ExportRecord[]) => records.filter((r) => r.ID !== third)],
    [
      'a language dropped',
      (records: ExportRecord[]) => records.filter((r) => !(r.ID === first && r.language === 'de')),
    ],
    [
      "an agent's HTML with a script",
      (records: ExportRecord[]) =>
        records.map((r) =>
          r.ID === second ? { ...r, Description: '<p>Lovely <script>alert(1)</script><b>garden</b></p>' } : r,
        ),
    ],
  ])('gives the whole validation’s model: %s', (_name, edit) => {
    const { changes, quick, whole } = quickAndWhole(exportWith(edit));
    expect(changes).toBeDefined();
    expect(whole.problems).toBeUndefined();
    expect(quick?.problems).toBeUndefined();
    expect(quick?.model).toEqual(whole.model);
  });

  it('gives only the records of the IDs that changed', () => {
    const { changes } = quickAndWhole(
      exportWith((records) => records.map((r) => (r.ID === second ? { ...r, Price: 123_456 } : r))),
    );
    expect(new Set(changes?.records.properties.map((r) => r.ID))).toEqual(new Set([second]));
    expect(changes?.records.projects).toEqual([]);
    expect(changes?.removed).toEqual({ properties: [], projects: [] });
  });

  it('gives no change when the listings that stay change order or a new one comes before them', () => {
    const swapped = exportWith((records) => [
      ...records.filter((r) => r.ID === second),
      ...records.filter((r) => r.ID !== second),
    ]);
    expect(quickAndWhole(swapped).changes).toBeUndefined();
    const inFront = exportWith((records) => [
      ...records.filter((r) => r.ID === first).map((r) => ({ ...r, ID: 9_902 })),
      ...records,
    ]);
    expect(quickAndWhole(inFront).changes).toBeUndefined();
  });

  it('has no digests for a listings file whose records lack a whole ID', () => {
    expect(
      recordDigests(exportWith((records) => [...records, { language: 'nl', Price: 1 }])),
    ).toBeUndefined();
    expect(
      recordDigests({ ...files, 'properties.json': { ok: true, value: { not: 'a list' } } }),
    ).toBeUndefined();
  });
});
