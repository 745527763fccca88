// Unit tests of the change report: what staff are told about a publish.
import { describe, expect, it } from 'vitest';
import {
  compareExports,
  type ExportSnapshot,
  type ListingSnapshot,
  summarizeChanges,
} from './export-changes';

const listing = (id: number, extra: Partial<ListingSnapshot> = {}): ListingSnapshot => ({
  id,
  label: `Ref ${id}`,
  price: 100_000,
  status: 'available',
  pictures: [`p${id}-a.jpg`, `p${id}-b.jpg`],
  ...extra,
});

const snapshot = (listings: ListingSnapshot[], extra: Partial<ExportSnapshot> = {}): ExportSnapshot => ({
  listings,
  projects: [],
  pages: [],
  ...extra,
});

describe('compareExports', () => {
  it('reports nothing for the same export', () => {
    const same = snapshot([listing(1), listing(2)]);
    const report = compareExports(same, same);
    expect(summarizeChanges(report)).toEqual({
      listings: 2,
      added: 0,
      withdrawn: 0,
      priceChanges: 0,
      statusChanges: 0,
      picturesAdded: 0,
      picturesRemoved: 0,
      projects: 0,
      pages: 0,
    });
  });

  it('names added and withdrawn listings by ID', () => {
    const report = compareExports(snapshot([listing(1), listing(2)]), snapshot([listing(2), listing(3)]));
    expect(report.added).toEqual([{ id: 3, label: 'Ref 3' }]);
    expect(report.withdrawn).toEqual([{ id: 1, label: 'Ref 1' }]);
    expect([report.listingsBefore, report.listingsAfter]).toEqual([2, 2]);
  });

  it('gives the old and the new price', () => {
    const report = compareExports(snapshot([listing(1)]), snapshot([listing(1, { price: 95_000 })]));
    expect(report.priceChanges).toEqual([{ id: 1, label: 'Ref 1', before: 100_000, after: 95_000 }]);
  });

  it('reports moves into and out of sold, let and under offer, not the ageing of a "new" ribbon', () => {
    const before = snapshot([
      listing(1, { status: 'available' }),
      listing(2, { status: 'option' }),
      listing(3, { status: 'new' }),
      listing(4, { status: 'available' }),
    ]);
    const after = snapshot([
      listing(1, { status: 'sold' }),
      listing(2, { status: 'available' }),
      listing(3, { status: 'available' }),
      listing(4, { status: 'rented' }),
    ]);
    expect(compareExports(before, after).statusChanges).toEqual([
      { id: 1, label: 'Ref 1', before: 'available', after: 'sold' },
      { id: 2, label: 'Ref 2', before: 'option', after: 'available' },
      { id: 4, label: 'Ref 4', before: 'available', after: 'rented' },
    ]);
  });

  it('counts pictures added and removed per listing, not a new order', () => {
    const before = snapshot([
      listing(1, { pictures: ['a', 'b', 'c'] }),
      listing(2, { pictures: ['x', 'y'] }),
    ]);
    const after = snapshot([
      listing(1, { pictures: ['c', 'a', 'd', 'e'] }),
      listing(2, { pictures: ['y', 'x'] }),
    ]);
    const report = compareExports(before, after);
    expect(report.picturesAdded).toEqual([{ id: 1, label: 'Ref 1', count: 2 }]);
    expect(report.picturesRemoved).toEqual([{ id: 1, label: 'Ref 1', count: 1 }]);
    expect(summarizeChanges(report)).toMatchObject({ picturesAdded: 2, picturesRemoved: 1 });
  });

  it('does not count the pictures of an added or withdrawn listing as picture changes', () => {
    const report = compareExports(snapshot([listing(1)]), snapshot([listing(2)]));
    expect(report.picturesAdded).toEqual([]);
    expect(report.picturesRemoved).toEqual([]);
  });

  it('tells projects and pages added, removed and changed', () => {
    const record = (id: number, fingerprint: string) => ({
      id: `project-${id}`,
      label: `#${id}`,
      fingerprint,
    });
    const report = compareExports(
      snapshot([], { projects: [record(1, 'a'), record(2, 'b')], pages: [record(7, 'x')] }),
      snapshot([], { projects: [record(2, 'B'), record(3, 'c')], pages: [record(7, 'x')] }),
    );
    expect(report.projects).toEqual({
      added: [{ id: 'project-3', label: '#3' }],
      removed: [{ id: 'project-1', label: '#1' }],
      changed: [{ id: 'project-2', label: '#2' }],
    });
    expect(report.pages).toEqual({ added: [], removed: [], changed: [] });
    expect(summarizeChanges(report).projects).toBe(3);
  });
});
