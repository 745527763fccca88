// The listing indexes the results pages' islands fetch, prerendered for every enabled language and section:
// the section's filter index in parts, the same in every language (/search-index/<section>/<part>.json),
// its cards in shards per language (/search-index/<locale>/<section>/cards-from-end/<shard>.json), and
// the whole index per language (/search-index/<locale>/<section>.json), which only the map view and the
// "found elsewhere" note read.
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadExport } from '../../data/load-export';
import { outputCacheKey } from '../../data/page-cache-keys';
import { filterIndexFor, searchIndexFor, searchIndexUrl } from '../../data/search-index-file';
import { listedListings, previousPrices } from '../../data/site-model';
import { siteLocales } from '../../domain/language/site-locales';
import type { ListingSection } from '../../domain/routes/routes';
import { cardShard, cardShardCount, cardShardUrl, filterPartUrl } from '../../domain/search/card-shards';
import { type FilterPart, filterParts } from '../../domain/search/filter-index';
import { serializeSearchIndex } from '../../domain/search/search-index';
import type { Locale } from '../../i18n/locales';

export const prerender = true;

const sections = ['sale', 'rent', 'foreign'] as const satisfies readonly ListingSection[];

/** Which file: the whole index of a language, one of its card shards, or a part of the filter index. */
type IndexFile =
  | { readonly kind: 'whole'; readonly locale: Locale; readonly section: ListingSection }
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

// Each file's key is its content's digest (a whole index's: its shards' keys): a publish renders again
// only the files a change altered (a new listing's card lands in the last shard:
// src/domain/search/card-shards.ts).
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
        params: { slug: slugOf(searchIndexUrl(locale, section)) },
        props: { kind: 'whole', locale, section },
      });
      for (let shard = 0; shard < cardShardCount(count); shard++)
        files.push({
          params: { slug: slugOf(cardShardUrl(locale, section, shard)) },
          props: { kind: 'cards', locale, section, shard },
        });
    }
    return files;
  });
  const shardKeys = new Map<string, string[]>();
  const keyed = files.map((file) => {
    if (file.props.kind === 'whole') return file;
    const cacheKey = outputCacheKey(body(file.props));
    if (file.props.kind === 'cards') {
      const of = `${file.props.locale} ${file.props.section}`;
      const keys = shardKeys.get(of);
      if (keys === undefined) shardKeys.set(of, [cacheKey]);
      else keys.push(cacheKey);
    }
    return { ...file, cacheKey };
  });
  // A whole index holds the cards of its shards, which cover it in order: its key is made of theirs,
  // so that listing the pages does not write out and digest each language's whole index (3 MB at
  // 10,000 listings) for its key.
  return keyed.map((file) =>
    file.props.kind === 'whole'
      ? {
          ...file,
          cacheKey: outputCacheKey(
            ['whole', ...(shardKeys.get(`${file.props.locale} ${file.props.section}`) ?? [])].join('\n'),
          ),
        }
      : file,
  );
}) satisfies GetStaticPaths;

/** A file's text: made once per export, for its key as the files are listed, then served from there. */
function body(file: IndexFile): string {
  return once(`body ${JSON.stringify(file)}`, () => {
    if (file.kind === 'filter') return JSON.stringify(filterOf(file.section)[file.part]);
    const entries = indexOf(file.locale, file.section);
    return serializeSearchIndex(file.kind === 'whole' ? entries : cardShard(entries, file.shard));
  });
}

export const GET: APIRoute<IndexFile> = ({ props }) =>
  new Response(body(props), { headers: { 'Content-Type': 'application/json' } });
