// A listing page whose similar-listing block is all that changed (a listing it shows has a new price) is
// not rendered again: its block is rendered alone (src/pages/similar-listings/) and put in place of the
// block of the live page. At 10,000 listings a pushed price had 35 such pages of 94, and 1 % of the
// listings changed 1,670 of 2,373 (BENCHMARKS.md). The result is what a build writes, byte for byte (the
// build tests compare): the page around the block is the live page's, made by the same code from keys
// that say nothing else changed (src/data/listing-page-key.ts).

import { onlySimilarListingsChanged } from '../../../src/data/listing-page-key';
import { type ListedPage, pathKey } from './keep-prerenderer-integration';
import type { BuildApp } from './warm-renderer';

const sectionStart = Buffer.from('<section');
const sectionEnd = Buffer.from('</section>');

/** The offset just after the `</section>` that closes the section opened at `start` of `page`. */
function sectionClosing(page: Buffer, start: number): number | undefined {
  let depth = 0;
  let at = start;
  for (;;) {
    const opens = page.indexOf(sectionStart, at);
    const closes = page.indexOf(sectionEnd, at);
    if (closes === -1) return undefined;
    if (opens !== -1 && opens < closes) {
      depth += 1;
      at = opens + sectionStart.length;
    } else {
      depth -= 1;
      at = closes + sectionEnd.length;
      if (depth === 0) return at;
    }
  }
}

/**
 * `page` with its similar-listing block replaced by `block` (the block rendered alone: one section, whose
 * opening tag is the page's), or undefined when `block` is not one section or the page does not have its
 * opening tag exactly once: the page is then rendered whole.
 */
export function withSimilarBlock(page: Buffer, block: Buffer): Buffer | undefined {
  const openingEnd = block.indexOf('>');
  if (!block.subarray(0, sectionStart.length).equals(sectionStart) || openingEnd === -1) return undefined;
  if (sectionClosing(block, 0) !== block.length) return undefined;
  const opening = block.subarray(0, openingEnd + 1);
  const start = page.indexOf(opening);
  if (start === -1 || page.indexOf(opening, start + 1) !== -1) return undefined;
  const end = sectionClosing(page, start);
  if (end === undefined) return undefined;
  return Buffer.concat([page.subarray(0, start), block, page.subarray(end)]);
}

/** The route of a listing page's similar-listing block alone (src/pages/similar-listings/). */
const blockComponent = 'src/pages/similar-listings/[...path].astro';

/**
 * The similar-listing blocks a render against the pages `before` (the base's, with their keys) can render
 * alone, through `app`'s block route and `renderOne` (which renders a listed page to its bytes).
 */
export function similarBlockRendering(app: BuildApp, renderOne: (page: ListedPage) => Promise<Buffer>) {
  const blockRoute = app.manifest.routes.find(
    ({ routeData }) => routeData.component === blockComponent,
  )?.routeData;
  return (before: Map<string, ListedPage>) => ({
    /** Whether the similar-listing block is all that changed on `page`. */
    changedAlone: (page: ListedPage) => {
      const was = before.get(pathKey(page));
      return (
        blockRoute !== undefined &&
        was?.route.component === page.route.component &&
        onlySimilarListingsChanged(was.cacheKey, page.cacheKey)
      );
    },
    /**
     * The value of SIMILAR_BLOCK_PATHS that names `pages` to the block route; the paths its getStaticPaths
     * gave before (none, when the pages were listed) are forgotten, so that it is asked again.
     */
    forget: (pages: readonly ListedPage[]) => {
      if (blockRoute !== undefined) delete app.routeCache.cache[app.routeCache.key(blockRoute)];
      return pages.map((page) => pathKey(page).slice(1)).join('\n');
    },
    /**
     * `kept` (the base's page) with its block rendered again, or undefined when it cannot be: the page is
     * then rendered whole, as it would be without the block route, rather than the release given up.
     */
    render: async (page: ListedPage, kept: Buffer) => {
      if (blockRoute === undefined) return undefined;
      const block = await renderOne({
        ...page,
        route: blockRoute,
        pathname: `/similar-listings${pathKey(page)}`,
      }).catch(() => undefined);
      return block === undefined ? undefined : withSimilarBlock(kept, block);
    },
  });
}
