// Item 2's proof: which files of a rebuild are byte-identical to the build before it. The hashes are
// taken elsewhere; this sorts the paths into the pages of changed listings, pages that show a changed
// listing (a results page, a "similar properties" block), and the rest, which must not change.

/** Path (relative to the client folder, forward slashes) to the file's content hash. */
export type Hashes = ReadonlyMap<string, string>;

/** How many files of one kind stayed identical and which changed. */
export interface Tally {
  readonly total: number;
  readonly identical: number;
  readonly changed: readonly string[];
}

/** The comparison of two builds' files. */
export interface BuildComparison {
  /** Pages of the listings whose record changed: expected to change. */
  readonly changedListingPages: Tally;
  /** Other pages that show a changed listing (link to its page): may change. */
  readonly pagesShowingChanged: Tally;
  /** Every other page: must be byte-identical. */
  readonly untouchedPages: Tally;
  /** Files that are not pages (search index, sitemap, assets, media). */
  readonly otherFiles: Tally;
  readonly added: readonly string[];
  readonly removed: readonly string[];
}

/** The listing a page belongs to: the ID of its last folder, when that is one of `ids`. */
export function listingOfPage(path: string, ids: ReadonlySet<number>): number | undefined {
  const match = /(?:^|\/)(\d+)\/index\.html$/.exec(path);
  if (match === null) return undefined;
  const id = Number(match[1]);
  return ids.has(id) ? id : undefined;
}

function tally(paths: readonly string[], before: Hashes, after: Hashes): Tally {
  const changed = paths.filter((path) => before.get(path) !== after.get(path));
  return { total: paths.length, identical: paths.length - changed.length, changed };
}

/**
 * Compares the files of a build with those of the rebuild after `changedIds` changed. `showsChanged`
 * says whether a page (of the rebuild) shows one of the changed listings.
 */
export function compareBuilds(
  before: Hashes,
  after: Hashes,
  {
    listingIds,
    changedIds,
    showsChanged,
  }: {
    listingIds: ReadonlySet<number>;
    changedIds: ReadonlySet<number>;
    showsChanged: (path: string) => boolean;
  },
): BuildComparison {
  const common = [...after.keys()].filter((path) => before.has(path)).sort();
  const pages = common.filter((path) => path.endsWith('.html'));
  const ofChanged: string[] = [];
  const showing: string[] = [];
  const untouched: string[] = [];
  for (const path of pages) {
    const listing = listingOfPage(path, listingIds);
    if (listing !== undefined && changedIds.has(listing)) ofChanged.push(path);
    else if (showsChanged(path)) showing.push(path);
    else untouched.push(path);
  }
  return {
    changedListingPages: tally(ofChanged, before, after),
    pagesShowingChanged: tally(showing, before, after),
    untouchedPages: tally(untouched, before, after),
    otherFiles: tally(
      common.filter((path) => !path.endsWith('.html')),
      before,
      after,
    ),
    added: [...after.keys()].filter((path) => !before.has(path)).sort(),
    removed: [...before.keys()].filter((path) => !after.has(path)).sort(),
  };
}

/** The IDs of every hundredth listing (1 %, at least one): the ones a "1 % changed" export changes. */
export function onePercent(ids: readonly number[]): number[] {
  const step = 100;
  const chosen = ids.filter((_, index) => index % step === step - 1);
  const [first] = ids;
  return chosen.length === 0 && first !== undefined ? [first] : chosen;
}
