// What the build publishes: the export, seen through the listing history when LISTING_HISTORY names one.
// Without it, the export as it is (the build is exactly what it was before the history existed). With it,
// the listings the site lists (results, search index, filter counts) are the export's less the sold or
// rented ones past their reference period; the pages are theirs plus those of the reference listings,
// which left the export while sold or rented; and each listing whose price dropped lately has its
// previous price. The history is read and brought up to this export in memory: the
// publish writes the same update once the release is live (src/data/listing-history-file.ts).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { previousPrice, publishedListings } from '../domain/listing/listing-history';
import type { Property } from '../schemas/property';
import { listingWithSafeDescription } from './clean-export-html';
import { dataDir } from './data-dir';
import type { ExportModel } from './export-model';
import {
  historyPolicyFromEnv,
  listingHistoryPath,
  readListingHistory,
  releaseHistoryFile,
  updateListingHistory,
} from './listing-history-file';
import { loadExport, readMediaFiles } from './load-export';
import { publishedAsExported, type SiteModel } from './published-site';

const built = new Map<string, SiteModel>();
const keptModels = 2;

// A reference listing's pictures were files of the export's media folder when it was last seen; those
// the current export no longer carries are left out rather than shown broken.
// Its description is cleaned again: a history written before the export's HTML was cleaned holds it raw.
function withMediaPresent(listing: Property, media: ReadonlySet<string>): Property {
  const present = (url: string) => media.has(decodeURI(url.slice('/media/'.length)));
  const safe = listingWithSafeDescription(listing);
  return { ...safe, Pictures: safe.Pictures.filter((picture) => present(picture.Url)) };
}

/** The model and previous prices of the export in `dir` published at `now` with the history in `historyPath`. */
export function siteModelWithHistory(dir: string, historyPath: string, now: Date): SiteModel {
  const exported = loadExport(dir);
  const policy = historyPolicyFromEnv();
  const history = updateListingHistory(readListingHistory(historyPath), exported, now, policy);
  const { listed, references } = publishedListings(history, exported.properties, now, policy);
  const media = readMediaFiles(dir);
  const previousPrices = new Map<number, number>();
  for (const listing of listed) {
    const previous = previousPrice(history.listings[String(listing.ID)], listing, now, policy);
    if (previous !== undefined) previousPrices.set(listing.ID, previous);
  }
  const properties = [...listed, ...references.map((listing) => withMediaPresent(listing, media))];
  return { model: { ...exported, properties }, listed, previousPrices };
}

/**
 * The history to publish through: LISTING_HISTORY (a release's build is given the live release's),
 * else the one a published release keeps beside its export, so that the server's on-demand pages of a
 * release (the filtered results) list and badge the listings as its prerendered pages do; else none.
 * A release's own file is written once its build is done, so its build never reads it.
 */
function historyPathFor(dir: string): string | undefined {
  const handed = listingHistoryPath();
  if (handed !== undefined) return handed;
  // Looked for once per folder: every page asks, thousands of times a build. A release's history is
  // written before the release goes live and never changes after, so what was found stays true.
  let found = historyBeside.get(dir);
  if (found === undefined) {
    const beside = join(dir, '..', releaseHistoryFile);
    found = { path: existsSync(beside) ? beside : undefined };
    historyBeside.set(dir, found);
  }
  return found.path;
}

const historyBeside = new Map<string, { readonly path: string | undefined }>();

function siteModel(): SiteModel {
  const dir = dataDir();
  const historyPath = historyPathFor(dir);
  const key = `${resolve(dir)}\0${historyPath === undefined ? '' : resolve(historyPath)}`;
  let known = built.get(key);
  if (known === undefined) {
    known =
      historyPath === undefined
        ? publishedAsExported(loadExport(dir))
        : siteModelWithHistory(dir, historyPath, new Date());
    built.set(key, known);
    // A build reads one export; a warm renderer (scripts/publish/warm/) reads a new one at each publish
    // and must not keep every one it has seen.
    for (const oldest of built.keys()) {
      if (built.size <= keptModels) break;
      built.delete(oldest);
    }
  }
  return known;
}

/**
 * What the site publishes from the export in DATA_DIR: its model, the listings it lists and the previous
 * prices. The page routes read it once and hand it to the page context; components never load it.
 */
export function publishedSite(): SiteModel {
  return siteModel();
}

/**
 * The model the pages are built from: the export, with the listing history applied when there is one
 * (its listings then include the reference listings, which have a page but are not listed).
 */
export function loadSiteModel(): ExportModel {
  return siteModel().model;
}

/** The listings the site lists: in the results, the search index and the filters' counts. */
export function listedListings(): readonly Property[] {
  return siteModel().listed;
}

/**
 * The price each listing of the export had before its recent drop, when its card and page show "price
 * reduced": the export found once, for what looks up many listings (a search index, the page keys).
 */
export function previousPrices(): (listingId: number) => number | undefined {
  const { previousPrices: prices } = siteModel();
  return (listingId) => prices.get(listingId);
}
