// The bytes a results page's visitor downloads for a first query at any scale, without building the site:
// loads an export once, makes the sale section's filter index and card shards in the default language as
// the build does, and sums the gzip bytes of what each typical first query fetches (one filter set: the
// most listed town, a price range, the most common type), beside the whole index of before. Also times
// the filter on the columns in Node (unthrottled). Usage: tsx scripts/bench/search-index-sizes.ts <export dir>
import { performance } from 'node:perf_hooks';
import { loadExport } from '../../src/data/load-export';
import { searchIndexFor } from '../../src/data/search-index-file';
import { siteLocales } from '../../src/domain/language/site-locales';
import { cardPlace, cardShard, cardShardCount } from '../../src/domain/search/card-shards';
import {
  buildFilterIndex,
  type FilterIndexParts,
  filterParts,
  partsFor,
  viewPositions,
} from '../../src/domain/search/filter-index';
import { buildMapPlaces } from '../../src/domain/search/map-places';
import { resultsPerPage, sectionFilterOptions } from '../../src/domain/search/results';
import type { ResultsView } from '../../src/domain/search/results-view';
import { emptySearch, paginate } from '../../src/domain/search/search';
import { serializeSearchIndex } from '../../src/domain/search/search-index';
import { gzipBytes } from '../../tests/e2e/page-weight';

const kB = 1024;
const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: search-index-sizes.ts <export dir>');
let started = performance.now();
const model = loadExport(dir);
console.log(
  `loaded ${model.properties.length} records in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
const locale = siteLocales(model.site).defaultLocale;
started = performance.now();
const entries = searchIndexFor(model, locale, 'sale');
const filter = buildFilterIndex(entries);
console.log(
  `sale (${entries.length} listings, ${locale}) indexed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
const gz = (value: unknown) => gzipBytes(Buffer.from(JSON.stringify(value)));
const whole = gzipBytes(Buffer.from(serializeSearchIndex(entries)));
const partBytes = Object.fromEntries(filterParts.map((part) => [part, gz(filter[part])])) as Record<
  keyof FilterIndexParts,
  number
>;
const shardBytes = Array.from({ length: cardShardCount(entries.length) }, (_, shard) =>
  gz(cardShard(entries, shard)),
);
console.log(`whole index (before): ${(whole / kB).toFixed(1)} KB gzip`);
console.log(`the map view's file: ${(gz(buildMapPlaces(entries)) / kB).toFixed(1)} KB gzip`);
console.log(
  `filter parts: ${filterParts.map((part) => `${part} ${(partBytes[part] / kB).toFixed(1)} KB`).join(', ')}`,
);
const sortedShards = [...shardBytes].sort((a, b) => a - b);
console.log(
  `card shards: ${shardBytes.length}, median ${((sortedShards[Math.floor(sortedShards.length / 2)] ?? 0) / kB).toFixed(1)} KB, max ${((sortedShards.at(-1) ?? 0) / kB).toFixed(1)} KB`,
);
const options = sectionFilterOptions(model.properties, 'sale', locale);
const town = [...options.cities].sort((a, b) => b.count - a.count)[0];
const type = options.types[0];
const base = emptySearch(0);
const views: Record<string, ResultsView> = {
  [`town ${town?.name}`]: { search: { ...base, cities: town ? [town.value] : [] }, sort: 'newest' },
  'price 200,000-400,000': { search: { ...base, price: [200_000, 400_000] }, sort: 'newest' },
  [`type ${type?.webId}`]: { search: { ...base, types: type ? [type.webId] : [] }, sort: 'newest' },
  'town and price': {
    search: { ...base, cities: town ? [town.value] : [], price: [200_000, 400_000] },
    sort: 'newest',
  },
  'price, sorted by price': { search: { ...base, price: [200_000, 400_000] }, sort: 'price-asc' },
};
for (const [name, view] of Object.entries(views)) {
  const parts = partsFor(view);
  const times: number[] = [];
  let positions: number[] = [];
  for (let run = 0; run < 20; run++) {
    const start = performance.now();
    positions = viewPositions(entries.length, filter, view);
    times.push(performance.now() - start);
  }
  const page = paginate(positions, 1, resultsPerPage);
  const shards = [...new Set(page.items.map((position) => cardPlace(position, entries.length).shard))];
  const bytes =
    parts.reduce((sum, part) => sum + partBytes[part], 0) +
    shards.reduce((sum, shard) => sum + (shardBytes[shard] ?? 0), 0);
  times.sort((a, b) => a - b);
  console.log(
    `${name}: ${page.total} matches; downloads ${(bytes / kB).toFixed(1)} KB gzip (${parts.join('+')} and ${shards.length} shards); filter ${times[10]?.toFixed(1)} ms median in Node`,
  );
}
