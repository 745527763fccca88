// The description of a menu page that only lists things (the news, the featured listings, the
// testimonials): its title and the first things it lists, by the names their cards show (a
// testimonial by its words). Without it, such a page gives search results and shared links the home
// page's description, the same on every one.

import { metaDescription } from '../../domain/seo/meta-description';
import { articleCategories } from '../../domain/site/articles';
import { moduleItems } from '../../domain/site/menu-tree';
import type { PageContext } from '../../page/page-context';
import type { MenuModule } from '../../schemas/menu';
import { propertyCardProps } from '../property/property-card-props';

/** How many names the description gives before it would be cut anyway. */
const namesShown = 4;

/** The page's title and the names of the first things its list blocks show, within a search result's length. */
export function listPageDescription(
  title: string,
  modules: readonly MenuModule[],
  context: PageContext,
): string {
  const names: string[] = [];
  for (const module of modules) {
    if (module.View === 'single-view') continue;
    const shown = moduleItems(module, context.model);
    // A testimonial's title only says whose it is ("Testimonial from Marie D."): its words say more.
    const quotes =
      module.Relation.Kind === 'category' && module.Relation.ID === articleCategories.testimonials;
    if (shown.kind === 'articles')
      for (const article of shown.items.slice(0, namesShown))
        names.push(
          quotes
            ? context.t('common.quoted', {
                text: context.text(article.Summary) || context.text(article.Title),
              })
            : context.text(article.Title),
        );
    if (shown.kind === 'properties')
      for (const property of shown.items.slice(0, namesShown))
        names.push(propertyCardProps(property, context).card.title);
    if (shown.kind === 'projects')
      for (const project of shown.items.slice(0, namesShown)) names.push(project.Name);
  }
  const first = names.filter((name) => name.trim() !== '').slice(0, namesShown);
  if (first.length === 0) return '';
  return metaDescription(context.t('pages.menu.listDescription', { title, items: first.join(' · ') }));
}
