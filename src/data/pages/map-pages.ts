// The embeddable map page in every enabled language: other pages frame it and post it their listings.
import { alternatesFor } from '../../domain/routes/routes';
import type { PageListInput, SitePage } from '../site-pages';
import { pagesFor } from './page-entry';

/** The map page of each enabled language; noindex, since it shows nothing until a page posts to it. */
export function mapPages({ options }: PageListInput): SitePage[] {
  return pagesFor('map', alternatesFor('map', {}, options), {}, { noindex: true });
}
