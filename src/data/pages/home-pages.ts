// The home page in every enabled language.
import { alternatesFor } from '../../domain/routes/routes';
import type { PageListInput, SitePage } from '../site-pages';
import { pagesFor } from './page-entry';

/** The home page of each enabled language. */
export function homePages({ options }: PageListInput): SitePage[] {
  return pagesFor('home', alternatesFor('home', {}, options), {});
}
