// Links from cards to article pages, taken from the page list so a card never links to a page
// that is not built.
import { articlePagePath } from '../../data/pages/content-pages';
import type { PageContext } from '../../page/page-context';

/** The path of an article's own page in the page's language, or undefined (team members, legal texts). */
export function articleHref(
  articleId: number,
  { model, options, locale }: Pick<PageContext, 'model' | 'options' | 'locale'>,
): string | undefined {
  return articlePagePath({ model, options }, articleId, locale);
}
