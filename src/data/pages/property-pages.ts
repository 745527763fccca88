// Filled in by the pages issue.
import type { PageListInput, SitePage } from '../site-pages';

/** The property pages of the site. */
export function propertyPages(_input: PageListInput): SitePage[] {
  return [];
}
