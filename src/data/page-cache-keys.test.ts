import { describe, expect, it } from 'vitest';
import { similarFromIndex } from '../domain/listing/similar-properties';
import { addressFiles } from './address-tables';
import { exportIndexes } from './export-indexes';
import type { ExportModel } from './export-model';
import { onlySimilarListingsChanged } from './listing-page-key';
import { loadExport } from './load-export';
import { addressTablesKey, pageCacheKeys, showsNoListing } from './page-cache-keys';
import { type SitePage, sitePages } from './site-pages';
import { markWarmProcess } from './warm-process';

// sitePages() reads DATA_DIR, which is data/ in the tests: the same sample as `sample` below.
const sample = loadExport('data');
const pages = sitePages();
const now = new Date('2026-11-20T10:00:00+01:00');

/** Every page's key, by path and kind of page. */
function keysOf(
  model: ExportModel,
  at: Date = now,
  previousPrice?: (listingId: number) => number | undefined,
): Map<string, string | undefined> {
  const cacheKey = pageCacheKeys(model, at, previousPrice);
  return new Map(pages.map((page) => [`${page.key} ${page.path}`, cacheKey(page)]));
}

const isDetail = (page: SitePage): page is SitePage<'property'> => page.key === 'property';
const pageId = (entry: string) =>
  pages.filter(isDetail).find((page) => `${page.key} ${page.path}` === entry)?.params.id;

/** The pages whose key differs between two key maps. */
function changedPages(before: Map<string, string | undefined>, after: Map<string, string | undefined>) {
  return [...before].filter(([entry, key]) => after.get(entry) !== key).map(([entry]) => entry);
}

function edited(change: (model: ExportModel) => void): ExportModel {
  const copy = structuredClone(sample);
  change(copy);
  return copy;
}

const baseline = keysOf(sample);
const keyed = [...baseline.values()].filter((key) => key !== undefined);

/** The IDs of the listings whose similar-listing block shows listing `id`. */
function showing(model: ExportModel, id: number): string[] {
  const indexes = exportIndexes(model);
  return model.properties
    .filter((listing) => similarFromIndex(listing, indexes.similar).some((item) => item.ID === id))
    .map((listing) => String(listing.ID));
}

/** A listing of the sample that other listings show in their similar-listing block. */
function shownAsSimilar() {
  const target = sample.properties.find((listing) => showing(sample, listing.ID).length > 0);
  if (target === undefined) throw new Error('the sample has listings shown as similar by others');
  return target;
}

/** The sample with listing `id`'s price multiplied by `factor`. */
const repriced = (id: number, factor: number) =>
  edited((model) => {
    const listing = model.properties.find((item) => item.ID === id);
    if (listing) listing.Price = Math.round(listing.Price * factor);
  });

describe('pageCacheKeys', () => {
  it('gives a key to every detail page and every page without listings, and none to the pages that list them', () => {
    for (const page of pages) {
      expect(baseline.get(`${page.key} ${page.path}`) !== undefined, `${page.key} ${page.path}`).toBe(
        isDetail(page) || showsNoListing(page),
      );
    }
    // A menu page of articles alone has a key; one with a block of listings or projects has none.
    const menuPages = pages.filter((page) => page.key === 'menuPage');
    expect(menuPages.some(showsNoListing)).toBe(true);
    expect(menuPages.some((page) => !showsNoListing(page))).toBe(true);
    expect(pages.filter(isDetail)).toHaveLength(sample.properties.length * 4);
    for (const unkeyed of ['home', 'forSale', 'forRent', 'projects', 'project', 'menuPage'] as const)
      expect(
        pages.some((page) => page.key === unkeyed && baseline.get(`${page.key} ${page.path}`) === undefined),
      ).toBe(true);
  });

  it('gives each export its own keys when the same pages are keyed for one export, another, then the first', () => {
    // A warm publisher keys the same page entries export after export, and keeps their last digests (the
    // tests after this one key as it does, and must find the same keys).
    markWarmProcess();
    const target = shownAsSimilar();
    const cheaper = repriced(target.ID, 0.9);
    const changed = changedPages(baseline, keysOf(cheaper));
    expect(changed.length).toBeGreaterThan(4);
    expect(keysOf(sample)).toEqual(baseline);
    expect(changedPages(baseline, keysOf(cheaper))).toEqual(changed);
  });

  it('gives the same key to the same page of an equal export at another moment of the same year', () => {
    expect(keysOf(structuredClone(sample), new Date('2026-11-20T10:05:00+01:00'))).toEqual(baseline);
  });

  it('changes the keys of a listing whose price changed and of the pages that show it as similar', () => {
    const target = shownAsSimilar();
    const cheaper = repriced(target.ID, 0.97);
    const changed = changedPages(baseline, keysOf(cheaper));
    // A new price can move the listing into another's similar block as well as out of one.
    const expected = new Set([
      String(target.ID),
      ...showing(sample, target.ID),
      ...showing(cheaper, target.ID),
    ]);
    expect(expected.size, 'the sample listing is shown as similar by others').toBeGreaterThan(1);
    expect(changed.length).toBeGreaterThanOrEqual(5);
    expect(new Set(changed.map(pageId))).toEqual(expected);
    // The other listings' pages changed in their similar-listing block alone, where it shows as many
    // listings as before: a publish renders that block alone.
    const after = keysOf(cheaper);
    const similarCount = (model: ExportModel, id: string | undefined) => {
      const listing = model.properties.find((item) => String(item.ID) === id);
      return listing === undefined ? undefined : exportIndexes(model).similarTo(listing).length;
    };
    const alone = changed.filter((entry) =>
      onlySimilarListingsChanged(baseline.get(entry), after.get(entry)),
    );
    expect(alone.length).toBeGreaterThan(0);
    for (const entry of changed) {
      const id = pageId(entry);
      const sameCount = similarCount(sample, id) === similarCount(cheaper, id);
      expect(alone.includes(entry), entry).toBe(id !== String(target.ID) && sameCount);
    }
  });

  it('changes the keys of a listing shown as "price reduced" and of the pages that show it as similar', () => {
    const target = shownAsSimilar();
    const reduced = keysOf(sample, now, (id) => (id === target.ID ? target.Price + 10_000 : undefined));
    const changed = changedPages(baseline, reduced);
    expect(new Set(changed.map(pageId))).toEqual(new Set([String(target.ID), ...showing(sample, target.ID)]));
  });

  it('changes the keys of a listing whose next visit slot moved, and of no other', () => {
    const slot = sample.owners.flatMap((owner) => owner.Slots)[0];
    if (slot === undefined) throw new Error('the sample has visit slots');
    const changed = changedPages(
      baseline,
      keysOf(
        edited((model) => {
          const moved = model.owners.flatMap((owner) => owner.Slots)[0];
          if (moved) moved.Start = moved.Start.replace('17:00', '16:30');
        }),
      ),
    );
    expect(new Set(changed.map(pageId))).toEqual(new Set([String(slot.PropertyID)]));
  });

  it('changes the keys of a listing once its visit slot has passed', () => {
    const slot = sample.owners.flatMap((owner) => owner.Slots)[0];
    if (slot === undefined) throw new Error('the sample has visit slots');
    const later = new Date(Date.parse(slot.Start) + 60_000);
    const changed = changedPages(baseline, keysOf(sample, later));
    expect(changed.map(pageId)).toContain(String(slot.PropertyID));
  });

  it('changes every key when a shared part of the export changes, or the year', () => {
    const renamed = keysOf(
      edited((model) => {
        model.site.Agency.Name = `${model.site.Agency.Name} & Partners`;
      }),
    );
    expect(changedPages(baseline, renamed)).toHaveLength(keyed.length);
    const nextYear = keysOf(sample, new Date('2027-01-02T10:00:00+01:00'));
    expect(changedPages(baseline, nextYear)).toHaveLength(keyed.length);
  });

  it('changes the keys of the pages without listings when their header or footer would change, and only then', () => {
    const withoutListings = pages.filter(showsNoListing).map((page) => `${page.key} ${page.path}`);
    expect(withoutListings.length).toBeGreaterThan(40);
    // Every listing's price, status and text changed: the shell shows none of them.
    const repriced = keysOf(
      edited((model) => {
        for (const listing of model.properties) listing.Price += 1000;
      }),
    );
    expect(changedPages(baseline, repriced).filter((entry) => withoutListings.includes(entry))).toEqual([]);
    // The last listing abroad gone: the header's navigation and the footer's sections lose "abroad".
    const homeOnly = edited((model) => {
      model.properties = model.properties.filter(
        (listing) => listing.CountryID === sample.site.Agency.CountryID,
      );
    });
    expect(homeOnly.properties.length).toBeLessThan(sample.properties.length);
    const changed = changedPages(baseline, keysOf(homeOnly));
    expect(withoutListings.filter((entry) => !changed.includes(entry))).toEqual([]);
  });

  it('keeps the keys of the other listings when one is removed, except pages that showed it', () => {
    const removed = sample.properties[0];
    if (removed === undefined) throw new Error('the sample has listings');
    const after = keysOf(edited((model) => model.properties.splice(0, 1)));
    const showed = new Set(showing(sample, removed.ID));
    for (const [entry, key] of baseline) {
      const id = pageId(entry);
      if (key === undefined || id === undefined || id === String(removed.ID) || showed.has(id)) continue;
      expect(after.get(entry), entry).toBe(key);
    }
  });
});

describe('addressTablesKey', () => {
  const tablesOf = (model: ExportModel) => [...addressFiles(model).values()].map((make) => make());
  const baseTables = tablesOf(sample);
  const baseKey = addressTablesKey(sample, now);
  const fields = [...new Set(sample.properties.flatMap((listing) => Object.keys(listing)))];
  /** The sample with each listing's `field` given the next listing's value (the last gets the first's). */
  const rotated = (field: string) =>
    edited((model) => {
      const values = model.properties.map((listing) => (listing as Record<string, unknown>)[field]);
      model.properties.forEach((listing, index) => {
        const value = values[(index + 1) % values.length];
        if (value === undefined) delete (listing as Record<string, unknown>)[field];
        else (listing as Record<string, unknown>)[field] = value;
      });
    });

  it('keeps its key exactly when the sitemap and the server tables stay the same, field by field', () => {
    expect(fields.length).toBeGreaterThan(40);
    const changing: string[] = [];
    for (const field of fields) {
      const model = rotated(field);
      const tables = tablesOf(model);
      const sameTables = tables.every((table, index) => table === baseTables[index]);
      const sameKey = addressTablesKey(model, now) === baseKey;
      // A key kept over tables that changed would publish a stale sitemap or redirect table.
      if (sameKey) expect(sameTables, `${field} changes the tables but not their key`).toBe(true);
      if (!sameTables) changing.push(field);
    }
    // What the test can see: rotating the address fields the sample varies changes the tables.
    expect(changing).toEqual(expect.arrayContaining(['ID', 'Goal', 'City', 'WebID']));
  });

  it('keeps its key for new prices and changes it with a shared part of the export or the year', () => {
    const repriced = edited((model) => {
      for (const listing of model.properties) listing.Price += 1000;
    });
    expect(addressTablesKey(repriced, now)).toBe(baseKey);
    const renamed = edited((model) => {
      model.site.SiteUrl = 'https://elsewhere.example';
    });
    expect(addressTablesKey(renamed, now)).not.toBe(baseKey);
    expect(addressTablesKey(sample, new Date('2027-01-02T10:00:00+01:00'))).not.toBe(baseKey);
  });
});
