import type { Region } from '../../src/domain/listing/region';
import type { Property } from '../../src/schemas/property';
import { sampleArticles } from './articles';
import { withFrenchSpacing } from './french-spacing';
import { seededRandom } from './prng';
import { sampleOwners, sampleProjects } from './projects';
import { buildProperty, cityLists } from './properties';
import { propertyRecords } from './property-records';
import { sampleMenu, samplePropertyTypes, sampleSite, sampleTreeItems } from './site';

/** How many listings the sample holds. */
export const sampleSize = 65;

/** The export's JSON files by name, ready to be written. */
export type ExportJson = Record<string, unknown>;

/** The listings 0..count-1 of the plan cycle from one seed; the first 65 are the sample's. */
export function buildProperties(count: number, seed: number): Property[] {
  const r = seededRandom(seed);
  const epcCounters = new Map<Region, number>();
  return Array.from({ length: count }, (_, index) => buildProperty(index, r, epcCounters));
}

/** Every file of an export with `count` listings (65 for the sample), deterministic for a seed. */
export function buildExport(count: number, seed: number): ExportJson {
  const properties = buildProperties(count, seed);
  const r = seededRandom(seed + 1);
  // The CRM names each type record's language `language`.
  const types = samplePropertyTypes().map(({ Language, ...type }) => ({ ...type, language: Language }));
  return withFrenchSpacing({
    'site.json': sampleSite(),
    'properties.json': properties.flatMap((property) => propertyRecords(property, types)),
    'projects.json': sampleProjects(r),
    'cities.json': cityLists(properties),
    'property-types.json': types,
    'tree-items.json': sampleTreeItems(),
    'articles.json': sampleArticles(),
    'menu.json': sampleMenu(),
    'owners.json': sampleOwners(properties, r),
  });
}

/** JSON as written to disk: 2-space indent and a final newline, so diffs of the sample stay readable. */
export function serialise(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * The same text as `serialise`, in pieces of one array element each: the listings of a 100,000-listing
 * export make over a gigabyte of JSON, more than V8 can hold as one string.
 */
export function* serialiseInPieces(value: unknown): Generator<string> {
  if (!Array.isArray(value) || value.length === 0) {
    yield serialise(value);
    return;
  }
  yield '[\n';
  for (const [index, item] of value.entries()) {
    const text = JSON.stringify(item, null, 2).replaceAll('\n', '\n  ');
    yield `  ${text}${index < value.length - 1 ? ',' : ''}\n`;
  }
  yield ']\n';
}
