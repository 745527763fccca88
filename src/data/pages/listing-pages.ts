// Filled in by the pages issue.
import type { PageListInput, SitePage } from '../site-pages';

/** The listing pages of the site. */
export function listingPages(_input: PageListInput): SitePage[] {
  return [];
}
