// The listing pages whose similar-listing block is rendered alone (src/pages/similar-listings/): when a
// page's key changed in its block only (src/data/listing-page-key.ts), the warm publisher
// names the pages in SIMILAR_BLOCK_PATHS and puts each block it gets in place of the live page's. A build
// names none, so it writes no such file.
import { perObject } from '../../domain/memo/per-object';
import { type SitePage, sitePages } from '../site-pages';
import { similarBlockPathsVariable } from './similar-block-paths';

type ListingPage = SitePage<'property'>;

const isListingPage = (page: SitePage): page is ListingPage => page.key === 'property';

// The listing pages by path, once per page list.
const listingPagesByPath = perObject(
  (pages: readonly SitePage[]): ReadonlyMap<string, ListingPage> =>
    new Map(
      pages.flatMap((page) => (isListingPage(page) && page.path !== undefined ? [[page.path, page]] : [])),
    ),
);

/** The listing pages SIMILAR_BLOCK_PATHS names (none when it is not set). */
export function similarBlockPages(): ListingPage[] {
  const paths = (process.env[similarBlockPathsVariable] ?? '').split('\n').filter((path) => path !== '');
  if (paths.length === 0) return [];
  const pages = listingPagesByPath(sitePages());
  return paths.flatMap((path) => pages.get(path) ?? []);
}
