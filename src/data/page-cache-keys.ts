// The cache keys of Astro's incremental build (experimental.incrementalBuild): a page whose key and whose
// code (Astro hashes the page's module graph, dictionaries included) are those of the last build is
// kept from that build instead of being rendered again. The code is Astro's to track; the key must
// change whenever anything else the page shows changes: the export (read from disk, which Astro cannot
// see) and the clock (the footer's year, the visit slots still ahead).
//
// One piece of code is not in a page's module graph: Astro inlines client directives into the pages
// that use them from its own manifest, so the client:interaction directive's source counts as an input.
//
// A listing's detail pages are five of every six pages at any size (four languages and the short
// address), and what they read is known exactly. The pages that show no listing (content, legal, contact,
// thank-you pages, the menu pages whose blocks show articles only: about 300 in four languages) read the
// listings only through their header and footer (src/domain/site/shell-listings.ts), so their key covers
// that instead: a new price renders none of them. The route hands them the export without its listings,
// so that one which read them fails its build. The pages that show several listings (home, results,
// projects, the menu pages with blocks of listings or projects) have no key and are rendered on every
// build. The sitemap and the server's address tables (src/data/address-tables.ts: 27 MB of sitemap
// parts and some 4 MB of tables at 10,000 listings) read only the listings' addresses, and their key
// covers just those.
// (src/pages/search-index/ keys its files by their own output.)
import { hash } from 'node:crypto';
import { perObject } from '../domain/memo/per-object';
import { shellListings } from '../domain/site/shell-listings';
import interactionDirective from '../islands/forms/interaction-directive.ts?raw';
import type { Property } from '../schemas/property';
import { exportIndexes } from './export-indexes';
import type { ExportModel } from './export-model';
import { listingPageKey } from './listing-page-key';
import { listingSlots } from './listing-slots';
import type { ListedPageKey, SitePage } from './site-pages';
import { isWarmProcess } from './warm-process';

/** The pages that show no listing but in their header and footer: built without the listings. */
export const pagesWithoutListings: ReadonlySet<ListedPageKey> = new Set<ListedPageKey>([
  'services',
  'service',
  'team',
  'testimonial',
  'contact',
  'demandRegister',
  'contactDemand',
  'login',
  'disclaimer',
  'privacy',
  'cookiePolicy',
  'formThanks',
  'generalThanks',
  'shortlist',
  'compare',
  // The embeddable map: a frame that shows what the page around it posts, with no header or footer.
  'map',
]);

// The module blocks a menu page may show without reading a listing: a category's articles, one article.
const articleModules: ReadonlySet<string> = new Set(['category', 'article']);

/**
 * Whether `page` shows listings only through its header and footer: a page of pagesWithoutListings, or a
 * menu page whose module blocks (if any) show articles only (its blocks of listings or projects would
 * read the listings). Such a page is built without the listings, and its key covers none.
 */
export function showsNoListing(page: SitePage): boolean {
  if (pagesWithoutListings.has(page.key)) return true;
  return (
    page.key === 'menuPage' &&
    (page.subject.item.Modules ?? []).every((module) => articleModules.has(module.Relation.Kind))
  );
}

// Each part followed by a NUL, hashed in one call: listing the pages of 10,000 listings hashes some
// 50,000 keys of about ten parts, and a call per part cost 0.5 s of a publish (a CPU profile). The
// one-shot hash() gives the same digest as a Hash object, without making one: 3 to 7 times faster for
// keys of this size.
const digest = (...parts: readonly string[]) => hash('sha256', `${parts.join('\0')}\0`, 'base64url');

/**
 * The key of a file whose whole output costs less to make than its inputs cost to describe (a search
 * index file): the digest of that output. It is made to be compared; rendering it again writes the same.
 */
export const outputCacheKey = (output: string | Uint8Array): string => hash('sha256', output, 'base64url');

/**
 * What every detail page reads besides its own listing: every export file but the listings and the
 * owners (site settings, menu, agents, types, cities, projects, articles: a change to any of them
 * renders every page again, as it may show in a header, a card or a breadcrumb), the year, and the
 * source of the client directive inlined in pages.
 */
const sharedInputs = (model: ExportModel, now: Date): string =>
  sharedInputsOf(model, String(now.getFullYear()));

// Made once per model and year: the page routes, the sitemap and the server's tables all ask.
const sharedInputsOf = perObject((model: ExportModel, year: string) => {
  const shared = Object.entries(model)
    .filter(([key]) => key !== 'properties' && key !== 'owners')
    .sort(([a], [b]) => a.localeCompare(b));
  return digest(JSON.stringify(shared), year, interactionDirective);
});

/**
 * The fields of a listing its addresses are made of: the section (Goal, CountryID), the town (CityName
 * in the page's language, else City; the folders of the addresses also read City as written), the type
 * word (WebID) and the ID (src/domain/listing/listing-card.ts propertyPathParams,
 * src/data/pages/property-pages.ts). page-cache-keys.test.ts changes every other field and finds the
 * address tables the same.
 */
const addressFields = [
  'ID',
  'Goal',
  'CountryID',
  'City',
  'CityName',
  'WebID',
] as const satisfies readonly (keyof Property)[];

const addressDigestOf = perObject((listing: Property) =>
  digest(JSON.stringify(addressFields.map((field) => listing[field] ?? null))),
);

/**
 * The cache key of the files made from the site's addresses alone (src/data/address-tables.ts: the
 * sitemap and the server's tables): the shared inputs and every listing's address fields, in the
 * model's order (the order of the page list). A new price, status, text or picture keeps it.
 */
export function addressTablesKey(model: ExportModel, now: Date): string {
  return digest(sharedInputs(model, now), ...model.properties.map((listing) => addressDigestOf(listing)));
}

// A listing's digest, made again only when it changed: an unchanged listing of the next export is the
// same object (src/domain/memo/per-object.ts).
const listingDigestOf = perObject((listing: Property, previous) =>
  digest(JSON.stringify(listing), ...(previous === '' ? [] : [previous])),
);

// A page's entry without its subject (its path and language versions), digested once per entry: a
// listing's pages are kept with it (src/data/pages/property-pages.ts). The digest is kept rather than the
// text: some 350 characters a page, 170 MB at 100,000 listings in four languages.
const entryDigest = perObject((page: SitePage) => digest(JSON.stringify({ ...page, subject: undefined })));

/**
 * The cache key of each page of `model` built at `now`, or undefined for a page that is rendered on
 * every build. A detail page's key covers its page entry (path, language versions), its listing, the
 * listings of its similar-listing block (each with its previous price when it shows "price reduced"),
 * its bookable visit slots and the shared inputs above; the block's listings are its second part
 * (listing-page-key.ts). A page without listings covers its entry, the
 * shared inputs and its shell's view of `exported` (the export as the page context reads it: without
 * the reference listings a history adds to `model`).
 */
export function pageCacheKeys(
  model: ExportModel,
  now: Date,
  previousPrice: (listingId: number) => number | undefined = () => undefined,
  exported: ExportModel = model,
): (page: SitePage) => string | undefined {
  const indexes = exportIndexes(model);
  const shared = sharedInputs(model, now);
  const listingDigest = (listing: Property) =>
    listingDigestOf(listing, String(previousPrice(listing.ID) ?? ''));
  // A listing's four pages show the same slots: written out once.
  const slotsOf = new Map<number, string>();
  const slotsText = (id: number) => {
    let text = slotsOf.get(id);
    if (text === undefined) {
      text = JSON.stringify(listingSlots(indexes, id, now));
      slotsOf.set(id, text);
    }
    return text;
  };
  return (page) => {
    if (showsNoListing(page))
      return digest(
        shared,
        entryDigest(page),
        JSON.stringify(shellListings(exported.properties, exported.site.Agency, page.locale)),
      );
    if (page.key !== 'property') return undefined;
    const id = page.params['id'];
    const listing = id === undefined ? undefined : indexes.propertiesById.get(id);
    if (listing === undefined) return undefined;
    const similar = indexes.similarTo(listing);
    return listingPageKey(
      pageDigest(page, [
        shared,
        // The entry without its subject: the listing is digested below.
        entryDigest(page),
        listingDigest(listing),
        // How many similar listings the block shows is the page's: the withdrawn listing's "see similar
        // listings" line, and the numbering of the islands after the block, depend on it.
        String(similar.length),
        slotsText(listing.ID),
      ]),
      blockDigest(similar, similar.map(listingDigest)),
    );
  };
}

/**
 * `digest(...parts)`, made again only when a part differs from those `owner`'s was made of last. A
 * listing's page entries and block are kept from one export to the next with the listing
 * (src/data/pages/property-pages.ts, export-indexes.ts), and so are the digests of the listings that did
 * not change: an export that changes one price hashes a few pages' parts, not all 40,000 pages' twice.
 */
function lastDigest<K extends object>() {
  const last = new WeakMap<K, { readonly parts: readonly string[]; readonly digest: string }>();
  return (owner: K, parts: readonly string[]): string => {
    // A one-shot build keys each page once: what it would keep (some 60 MB at 100,000 listings) serves
    // no next export.
    if (!isWarmProcess()) return digest(...parts);
    const known = last.get(owner);
    if (
      known !== undefined &&
      known.parts.length === parts.length &&
      known.parts.every((part, index) => part === parts[index])
    )
      return known.digest;
    const made = digest(...parts);
    last.set(owner, { parts, digest: made });
    return made;
  };
}

const pageDigest = lastDigest<SitePage>();
const blockDigest = lastDigest<readonly Property[]>();
