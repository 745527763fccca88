// The snapshots the change report and the guards compare, read from the sample export.
import { describe, expect, it } from 'vitest';
import { exportSnapshot } from './export-snapshot';
import { loadExport } from './load-export';

describe('exportSnapshot', () => {
  const model = loadExport('data');
  const [first] = model.properties;
  if (first === undefined) throw new Error('the sample has listings');

  it("labels each listing by its reference, type and town in the agency's language", () => {
    const listing = exportSnapshot(model, 'en').listings[0];
    expect(listing?.id).toBe(first.ID);
    // What staff read in the change report: the sample's first listing is a house in Gent.
    expect(listing?.label).toBe(`${first.Reference} (House, ${first.City})`);
    expect(exportSnapshot(model, 'fr').listings[0]?.label).toBe(`${first.Reference} (Maison, ${first.City})`);
    expect(listing?.price).toBe(first.Price);
    expect(listing?.pictures).toEqual(first.Pictures.map(({ Url }) => Url));
  });

  it('keeps the snapshot of a listing left alone, and makes one for a listing changed', () => {
    const live = exportSnapshot(model, 'nl');
    const changed = { ...first, Price: (first.Price ?? 0) + 1000 };
    const next = exportSnapshot({ ...model, properties: [changed, ...model.properties.slice(1)] }, 'nl');
    expect(next.listings.slice(1).every((listing, index) => listing === live.listings[index + 1])).toBe(true);
    expect(next.listings[0]?.price).toBe(changed.Price);
    // Another language, or other type names, label it anew.
    expect(exportSnapshot(model, 'fr').listings[0]).not.toBe(live.listings[0]);
    const renamed = model.propertyTypes.map((type) => ({ ...type }));
    expect(exportSnapshot({ ...model, propertyTypes: renamed }, 'nl').listings[0]).not.toBe(live.listings[0]);
  });
});
