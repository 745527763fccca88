// Links from cards to article pages, taken from the page list so a card never links to a page
// that is not built.
import { loadExport } from '../../data/load-export';
import { articlePagePath } from '../../data/pages/content-pages';
import type { Locale } from '../../i18n/locales';
import { siteLocales } from '../../i18n/site-locales';

/** The path of an article's own page in a language, or undefined (team members, legal texts). */
export function articleHref(articleId: number, locale: Locale): string | undefined {
  const model = loadExport();
  return articlePagePath({ model, options: siteLocales(model.site) }, articleId, locale);
}
