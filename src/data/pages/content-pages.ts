// Filled in by the pages issue.
import type { PageListInput, SitePage } from '../site-pages';

/** The content pages of the site. */
export function contentPages(_input: PageListInput): SitePage[] {
  return [];
}
