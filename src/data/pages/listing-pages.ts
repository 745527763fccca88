// The results pages (for sale, for rent, abroad), the projects list and every project's page.
import { projectPathParams } from '../../domain/listing/projects';
import { alternatesFor } from '../../domain/routes/routes';
import type { PageListInput, SitePage } from '../site-pages';
import { pagesFor } from './page-entry';

/** The listing pages of the site: each results list and each project, in every enabled language. */
export function listingPages({ model, options }: PageListInput): SitePage[] {
  const lists = (['forSale', 'forRent', 'foreign', 'projects'] as const).flatMap((key) =>
    pagesFor(key, alternatesFor(key, {}, options), {}),
  );
  const projects = model.projects.flatMap((project) => {
    const params = projectPathParams(project);
    return pagesFor(
      'project',
      alternatesFor('project', params, options),
      { slug: params.slug, id: String(params.id) },
      { subject: project },
    );
  });
  return [...lists, ...projects];
}
