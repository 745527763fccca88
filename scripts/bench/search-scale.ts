// The results page's search at a scale no build here reaches in time (100,000 listings: a full build takes
// hours): a built site (any export) is served as it is, and Chromium is handed the for-sale index files of
// a larger export instead of the build's own (its filter index parts and English card shards, made in
// memory by the build's own functions) with the results island's listing count to match. Measures what a
// visitor downloads for a typical first query (open the results page, then set one filter: the most listed
// town, a price range or the most common type; gzip, from Chromium's network log) and the time from a
// filter change to updated results with 4× CPU throttling, as scripts/bench/search.ts does.
// Usage: tsx scripts/bench/search-scale.ts --export <dir> --base http://127.0.0.1:<port>
// (the server: scripts/server/serve.ts of a build whose default language is English).
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { loadExport } from '../../src/data/load-export';
import { filterIndexFor, searchIndexFor } from '../../src/data/search-index-file';
import { cardShard, cardShardCount, cardShardUrl, filterPartUrl } from '../../src/domain/search/card-shards';
import { filterParts, viewPositions } from '../../src/domain/search/filter-index';
import { buildMapPlaces, mapPlacesUrl } from '../../src/domain/search/map-places';
import { sectionFilterOptions } from '../../src/domain/search/results';
import type { ResultsView } from '../../src/domain/search/results-view';
import { emptySearch, searchToParams } from '../../src/domain/search/search';
import { serializeSearchIndex } from '../../src/domain/search/search-index';
import { gzipBytes } from '../../tests/e2e/page-weight';
import { chromiumPath } from './context';
import { type CpuProfile, topSelfTime } from './cpu-profile';
import { timeOneSearch } from './search';
import { percentile } from './stats';

const { values } = parseArgs({
  options: {
    export: { type: 'string' },
    base: { type: 'string' },
    changes: { type: 'string', default: '50' },
  },
});
if (values.export === undefined || values.base === undefined)
  throw new Error('usage: search-scale.ts --export <dir> --base http://127.0.0.1:<port>');
const base = values.base;
const kB = 1024;

const model = loadExport(values.export);
const entries = searchIndexFor(model, 'en', 'sale');
const parts = filterIndexFor(entries);
const files = new Map<string, string>();
for (const part of filterParts) files.set(filterPartUrl('sale', part), JSON.stringify(parts[part]));
for (let shard = 0; shard < cardShardCount(entries.length); shard++)
  files.set(cardShardUrl('en', 'sale', shard), serializeSearchIndex(cardShard(entries, shard)));
// The map view's file too, as the build serves it; and the size of the whole index a results page read
// before the split (and the map view until it read the map's file), for comparison.
files.set(mapPlacesUrl('en', 'sale'), JSON.stringify(buildMapPlaces(entries)));
const places = gzipBytes(files.get(mapPlacesUrl('en', 'sale')) ?? '');
const whole = gzipBytes(serializeSearchIndex(entries));

const options = sectionFilterOptions(model.properties, 'sale', 'en');
const town = [...options.cities].sort((a, b) => b.count - a.count)[0];
const type = options.types[0];
const search = emptySearch(0);
const queries: { name: string; view: ResultsView }[] = [
  {
    name: `the town ${town?.name}`,
    view: { search: { ...search, cities: town ? [town.value] : [] }, sort: 'newest' },
  },
  {
    name: 'the price 200,000-400,000',
    view: { search: { ...search, price: [200_000, 400_000] }, sort: 'newest' },
  },
  {
    name: `the type ${type?.webId}`,
    view: { search: { ...search, types: type ? [type.webId] : [] }, sort: 'newest' },
  },
];

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** A page whose for-sale results read this export's index files and count. */
async function scaledPage(viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  await context.route('**/search-index/**', (route) => {
    const body = files.get(new URL(route.request().url()).pathname);
    return body === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({ body, contentType: 'application/json' });
  });
  await context.route('**/for-sale/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(&quot;locale&quot;:\[0,&quot;en&quot;\],&quot;count&quot;:\[0,)\d+\]/,
      `$1${entries.length}]`,
    );
    return route.fulfill({ response, body: html });
  });
  const page = await context.newPage();
  const downloaded: number[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/search-index/'))
      downloaded.push(gzipBytes(await response.body().catch(() => Buffer.alloc(0))));
  });
  await page.goto(new URL('/for-sale/', base).href, { waitUntil: 'networkidle' });
  await page.locator('.sr .property-card').first().waitFor({ timeout: 60_000 });
  return { context, page, downloaded };
}

const lines: string[] = [];
for (const query of queries) {
  const { context, page, downloaded } = await scaledPage();
  const opened = downloaded.reduce((sum, bytes) => sum + bytes, 0);
  const total = viewPositions(entries.length, parts, query.view).length;
  await page.evaluate(
    (href) => {
      history.pushState(null, '', href);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    `/for-sale/?${searchToParams(query.view.search)}`,
  );
  // The count heading says the total, with or without a thousands separator.
  await page.waitForFunction(
    (count) => (document.querySelector('.sr h2')?.textContent ?? '').replace(/\D/g, '') === String(count),
    total,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  const all = downloaded.reduce((sum, bytes) => sum + bytes, 0);
  lines.push(
    `${query.name}: ${total} matches, ${(all / kB).toFixed(1)} KB gzip in ${downloaded.length} files (${(opened / kB).toFixed(1)} KB of them on opening)`,
  );
  await context.close();
}

const { context, page } = await scaledPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const bedrooms = page.locator('.sf-rooms__list .sf-counter').first();
const times: number[] = [];
let failed = 0;
for (let index = 0; index < Number(values.changes); index++) {
  const step = bedrooms.locator('.sf-counter__step').nth(index % 2 === 0 ? 1 : 0);
  await step.click();
  await step.click();
  const ms = (await page.evaluate(timeOneSearch)) as number;
  if (ms < 0) failed++;
  else times.push(ms);
}
// A short profile of ten more changes, not timed, to say where the time goes.
await cdp.send('Profiler.enable');
await cdp.send('Profiler.start');
for (let index = 0; index < 10; index++) {
  const step = bedrooms.locator('.sf-counter__step').nth(index % 2 === 0 ? 1 : 0);
  await step.click();
  await step.click();
  await page.evaluate(timeOneSearch);
}
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
await context.close();
await browser.close();

console.log(
  `sale listings: ${entries.length} (export ${values.export}); the map view's file ${(places / kB).toFixed(1)} KB gzip (the whole English index: ${(whole / kB).toFixed(1)} KB)`,
);
console.log(
  `filter parts (gzip): ${filterParts.map((part) => `${part} ${(gzipBytes(files.get(filterPartUrl('sale', part)) ?? '') / kB).toFixed(1)} KB`).join(', ')}`,
);
for (const line of lines) console.log(`first query, ${line}`);
console.log(
  `filter change to updated results, 4× throttle: p50 ${percentile(times, 50)?.toFixed(1)} ms, p95 ${percentile(times, 95)?.toFixed(1)} ms (${times.length} of ${values.changes}${failed > 0 ? `, ${failed} never updated` : ''}); slowest ${[
    ...times,
  ]
    .sort((a, b) => b - a)
    .slice(0, 3)
    .map((ms) => ms.toFixed(1))
    .join(', ')} ms`,
);
console.log(
  `where the time goes (self time of 10 more changes, throttled): ${topSelfTime(profile, 8)
    .map((entry) => `${entry.name} ${entry.ms.toFixed(0)} ms`)
    .join('; ')}`,
);
