// The listing indexes the results pages' islands fetch, prerendered for every enabled language and section:
// the section's filter index in parts, the same in every language (/search-index/<section>/<part>.json),
// its cards in shards per language (/search-index/<locale>/<section>/cards-from-end/<shard>.json), and
// the map view's columns per language (/search-index/<locale>/<section>/places.json).
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadExport } from '../../data/load-export';
import { outputCacheKey } from '../../data/page-cache-keys';
import { growHeapForPages, releaseGarbage } from '../../data/release-garbage';
import { filterIndexFor, forgetSearchIndexEntries, searchIndexFor } from '../../data/search-index-file';
import { listedListings, previousPrices } from '../../data/site-model';
import { isWarmProcess } from '../../data/warm-process';
import { siteLocales } from '../../domain/language/site-locales';
import type { ListingSection } from '../../domain/routes/routes';
import { cardShard, cardShardCount, cardShardUrl, filterPartUrl } from '../../domain/search/card-shards';
import { type FilterPart, filterParts } from '../../domain/search/filter-index';
import { buildMapPlaces, mapPlacesUrl } from '../../domain/search/map-places';
import { searchIndexBytes } from '../../domain/search/search-index';
import type { Locale } from '../../i18n/locales';

export const prerender = true;

const sections = ['sale', 'rent', 'foreign'] as const satisfies readonly ListingSection[];

/** Which file: the map's columns of a language, one of its card shards, or a part of the filter index. */
type IndexFile =
  | { readonly kind: 'places'; readonly locale: Locale; readonly section: ListingSection }
  | {
      readonly kind: 'cards';
      readonly locale: Locale;
      readonly section: ListingSection;
      readonly shard: number;
    }
  | { readonly kind: 'filter'; readonly section: ListingSection; readonly part: FilterPart };

// Each index is served many times (whole, then shard by shard, and the filter index made from it): made
// once per listings array (the site model's, new with each export), language and section.
const made = new WeakMap<readonly unknown[], Map<string, unknown>>();

function once<T>(key: string, make: () => T): T {
  const listings = listedListings();
  let known = made.get(listings);
  if (known === undefined) {
    known = new Map();
    made.set(listings, known);
  }
  if (!known.has(key)) known.set(key, make());
  return known.get(key) as T;
}

const indexOf = (locale: Locale, section: ListingSection) =>
  once(`${locale} ${section}`, () =>
    searchIndexFor({ ...loadExport(), properties: listedListings() }, locale, section, previousPrices()),
  );

const defaultLocale = () => siteLocales(loadExport().site).defaultLocale;

const filterOf = (section: ListingSection) =>
  once(`filter ${section}`, () => filterIndexFor(indexOf(defaultLocale(), section)));
const slugOf = (url: string) => url.replace(/^\/search-index\/|\.json$/g, '');

// Each file's key is its content's digest: a publish renders again only the files a change altered (a new
// listing's card lands in the last shard: src/domain/search/card-shards.ts; a new price alters no map
// columns).
export const getStaticPaths = (() => {
  const { enabledLocales } = siteLocales(loadExport().site);
  const files = sections.flatMap((section) => {
    const count = indexOf(defaultLocale(), section).length;
    const files: { params: { slug: string }; props: IndexFile }[] = filterParts.map((part) => ({
      params: { slug: slugOf(filterPartUrl(section, part)) },
      props: { kind: 'filter', section, part },
    }));
    for (const locale of enabledLocales) {
      files.push({
        params: { slug: slugOf(mapPlacesUrl(locale, section)) },
        props: { kind: 'places', locale, section },
      });
      for (let shard = 0; shard < cardShardCount(count); shard++)
        files.push({
          params: { slug: slugOf(cardShardUrl(locale, section, shard)) },
          props: { kind: 'cards', locale, section, shard },
        });
    }
    return files;
  });
  unserved.set(listedListings(), new Set(files.map((file) => JSON.stringify(file.props))));
  return files.map((file) => ({
    ...file,
    cacheKey: file.props.kind === 'cards' ? shardKey(file.props) : outputCacheKey(body(file.props)),
  }));
}) satisfies GetStaticPaths;

// The key of each card shard of the export listed last, with the entries it holds. A listing's entry
// is kept while the listing is (src/data/search-index-file.ts), and a shard's bytes are its entries'
// (src/domain/search/search-index.ts): a shard of the same entries has the same key, without writing
// out the 12 MB of every language's shards at each publish to digest them (10,000 listings).
const lastShardKeys = new Map<string, { readonly entries: readonly unknown[]; readonly key: string }>();

function shardKey(file: Extract<IndexFile, { kind: 'cards' }>): string {
  const entries = cardShard(indexOf(file.locale, file.section), file.shard);
  const name = `${file.locale} ${file.section} ${file.shard}`;
  const known = lastShardKeys.get(name);
  if (
    known !== undefined &&
    known.entries.length === entries.length &&
    entries.every((entry, index) => entry === known.entries[index])
  )
    return known.key;
  const key = outputCacheKey(body(file));
  lastShardKeys.set(name, { entries, key });
  return key;
}

/**
 * A file's bytes. A filter part or map columns are made once per export, for the key as the files are
 * listed, then served from there. A card shard's bytes are its entries' bytes joined
 * (src/domain/search/search-index.ts): made again when served rather than kept with the file, as joining
 * them costs about a millisecond a file and keeping every shard's until it is served held some 200 MB at
 * 100,000 listings. The entries' own bytes are kept only by a warm process, which writes mostly the same
 * entries at its next export.
 */
function body(file: IndexFile): string | Uint8Array<ArrayBuffer> {
  if (file.kind === 'filter')
    return once(`body ${JSON.stringify(file)}`, () => JSON.stringify(filterOf(file.section)[file.part]));
  if (file.kind === 'places')
    return once(`body ${JSON.stringify(file)}`, () =>
      JSON.stringify(buildMapPlaces(indexOf(file.locale, file.section))),
    );
  return searchIndexBytes(
    cardShard(indexOf(file.locale, file.section), file.shard),
    isWarmProcess() ? 'kept' : 'made',
  );
}

// The files of each listed export not served yet. A filter part's or map columns' bytes are let go once
// served: listing made them for the key, and nothing reads them again. Once every file is served, a
// one-shot build lets go of the indexes and their entries too, which the rest of its pages never read, and
// gives the garbage of the pages after room to grow (release-garbage.ts); a warm process keeps the entries for its next export
// (src/data/warm-process.ts). An incremental build serves only the files that changed, and keeps them.
const unserved = new WeakMap<readonly unknown[], Set<string>>();

function served(file: IndexFile): void {
  const listings = listedListings();
  const name = JSON.stringify(file);
  made.get(listings)?.delete(`body ${name}`);
  const left = unserved.get(listings);
  left?.delete(name);
  if (left?.size !== 0 || isWarmProcess()) return;
  made.delete(listings);
  lastShardKeys.clear();
  forgetSearchIndexEntries();
  releaseGarbage();
  growHeapForPages();
}

export const GET: APIRoute<IndexFile> = ({ props }) => {
  const bytes = body(props);
  served(props);
  return new Response(bytes, { headers: { 'Content-Type': 'application/json' } });
};
