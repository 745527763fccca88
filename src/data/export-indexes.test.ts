import { describe, expect, it } from 'vitest';
import { similarFromIndex, similarIndex } from '../domain/listing/similar-properties';
import type { Property } from '../schemas/property';
import { exportIndexes } from './export-indexes';
import type { ExportModel } from './export-model';
import { loadExport } from './load-export';

const sample = loadExport('data');

/** The next export as a publish makes it: the listings `change` leaves alone are the same objects. */
function next(model: ExportModel, change: (properties: Property[]) => Property[]): ExportModel {
  return { ...model, properties: change([...model.properties]) };
}

const replaced = (properties: Property[], index: number, fields: Partial<Property>) =>
  properties.map((listing, at) => (at === index ? { ...listing, ...fields } : listing));

describe('exportIndexes', () => {
  it("starts the next export's similar blocks from the last one's, and finds every block a fresh search finds", () => {
    let model = sample;
    let reused = 0;
    const changes: ((properties: Property[]) => Property[])[] = sample.properties.flatMap(
      (listing, index) => [
        (properties) => replaced(properties, index, { Price: Math.round(listing.Price * 0.97) }),
        (properties) => replaced(properties, index, { Price: listing.Price * 2 }),
        (properties) => replaced(properties, index, { Marquee: 3 }),
        (properties) => properties.filter((_, at) => at !== index),
        (properties) => [...properties, { ...listing, ID: 90_000 + index, Price: listing.Price + 1 }],
      ],
    );
    for (const change of changes) {
      const before = model;
      const blocksBefore = new Map(
        before.properties.map((listing) => [listing, exportIndexes(before).similarTo(listing)]),
      );
      model = next(before, change);
      const fresh = similarIndex(model.properties);
      for (const listing of model.properties) {
        const found = exportIndexes(model).similarTo(listing);
        expect(found.map((item) => item.ID)).toEqual(similarFromIndex(listing, fresh).map((item) => item.ID));
        if (found === blocksBefore.get(listing)) reused += 1;
      }
    }
    // Most blocks were kept from the export before, not worked out again.
    expect(reused).toBeGreaterThan(changes.length * sample.properties.length * 0.5);
  });
});
