import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Property } from '../schemas/property';
import { withDataDir } from './data-dir';
import { updateListingHistory, writeListingHistory } from './listing-history-file';
import { loadExport } from './load-export';
import { listedListings, previousPrices, siteModelWithHistory } from './site-model';

const folder = mkdtempSync(join(tmpdir(), 'site-model-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const sample = loadExport('data');
const [first, second] = sample.properties as [Property, Property, ...Property[]];
const photo = first.Pictures[0];
if (photo === undefined) throw new Error('the first sample listing has a photo');
const now = new Date('2026-05-01T10:00:00.000Z');
const earlier = new Date('2026-04-01T10:00:00.000Z');

describe('siteModelWithHistory', () => {
  // A month ago: the first listing cost more, and a listing now gone was sold with a picture since removed.
  const gone: Property = {
    ...second,
    ID: 99_999,
    Marquee: 3,
    Pictures: [photo, { ID: 424_242, Url: '/media/no-longer-there.jpg', Width: 800, Height: 600 }],
  };
  const path = join(folder, 'history.json');
  writeListingHistory(
    path,
    updateListingHistory(
      { version: 1, listings: {} },
      { properties: [{ ...first, Price: first.Price + 20_000 }, gone] },
      earlier,
    ),
  );
  const { model, listed, previousPrices } = siteModelWithHistory('data', path, now);

  it("lists the export's listings and gives the sold one that left it a page, not a place in the list", () => {
    expect(listed).toEqual(sample.properties);
    expect(model.properties.slice(0, sample.properties.length)).toEqual(sample.properties);
    expect(model.properties.slice(sample.properties.length).map((listing) => listing.ID)).toEqual([99_999]);
    expect(model.site).toBe(sample.site);
  });

  it('leaves out of a reference listing the pictures the export no longer has', () => {
    const reference = model.properties.find((listing) => listing.ID === 99_999);
    expect(reference?.Pictures).toEqual([photo]);
  });

  it('knows the previous price of a listing whose price dropped', () => {
    expect(
      first.Marquee === 0 || first.Marquee === 5,
      'the first sample listing has no conflicting ribbon',
    ).toBe(true);
    expect(previousPrices.get(first.ID)).toBe(first.Price + 20_000);
    expect(previousPrices.size).toBe(1);
  });
});

describe('a published release read by the server', () => {
  it("publishes through the history kept beside the release's export, as its build did", () => {
    // A release folder: its export (data/) and the history the publish wrote beside it.
    const release = join(folder, 'release');
    mkdirSync(release);
    symlinkSync(resolve('data'), join(release, 'data'));
    writeListingHistory(
      join(release, 'listing-history.json'),
      updateListingHistory(
        { version: 1, listings: {} },
        { properties: [{ ...first, Price: first.Price + 20_000 }] },
        new Date(Date.now() - 24 * 60 * 60 * 1000),
      ),
    );
    expect(withDataDir(join(release, 'data'), () => previousPrices()(first.ID))).toBe(first.Price + 20_000);
    expect(withDataDir(join(release, 'data'), () => listedListings().length)).toBe(sample.properties.length);
    // An export with no history beside it (the sample's data/) has no previous prices.
    expect(withDataDir('data', () => previousPrices()(first.ID))).toBeUndefined();
  });
});
