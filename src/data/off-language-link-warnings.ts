// check:data's warnings about links in the export's texts that lead to a switched-off language's pages
// (src/domain/routes/language-links.ts): each names the file, record and field, as the export's other warnings do.

import { siteLocales } from '../domain/language/site-locales';
import { offLanguageLinks } from '../domain/routes/language-links';
import { locales } from '../i18n/locales';
import type { LocalizedText } from '../schemas/localized-text';
import type { MenuItem } from '../schemas/menu';
import type { ExportModel } from './export-model';
import type { ExportProblem } from './export-problem';

type Where = Pick<ExportProblem, 'file' | 'recordId' | 'field'>;

/**
 * A warning per link of a text of the export (footer columns, the popup, menu pages, articles, property
 * and project descriptions) that leads to a language the site has switched off: its page does not exist.
 */
export function offLanguageLinkWarnings(model: ExportModel): ExportProblem[] {
  const { site } = model;
  const { enabledLocales } = siteLocales(site);
  const off = locales.filter((code) => !enabledLocales.includes(code));
  if (off.length === 0) return [];
  const expected = `a link to a page of a language the site has on (${off.join(', ')} switched off: the page does not exist)`;
  const warnings: ExportProblem[] = [];
  const check = (html: string | undefined, where: Where) => {
    if (html === undefined) return;
    for (const href of offLanguageLinks(html, site.SiteUrl, enabledLocales)) {
      warnings.push({ ...where, expected, got: JSON.stringify(href) });
    }
  };
  // A text in a switched-off language is shown only where the default language has none (localized()).
  const shown = (text: LocalizedText, language: string) =>
    (enabledLocales as readonly string[]).includes(language) || !text[site.DefaultLanguage];
  const each = (text: LocalizedText | undefined, where: Where) => {
    for (const [language, html] of Object.entries(text ?? {})) {
      if (shown(text ?? {}, language)) check(html, { ...where, field: `${where.field}.${language}` });
    }
  };
  site.Footer.Columns.forEach((column, index) => {
    each(column.Text, { file: 'site.json', field: `Footer.Columns[${index}].Text` });
  });
  each(site.Popup?.Body, { file: 'site.json', field: 'popup.description' });
  const menuItem = (item: MenuItem) => {
    each(item.Content, { file: 'menu.json', recordId: item.ID, field: 'params.content' });
    for (const child of item.Children ?? []) menuItem(child);
  };
  for (const item of model.menu) menuItem(item);
  for (const article of model.articles) {
    each(article.Body, { file: 'articles.json', recordId: article.ID, field: 'Body' });
  }
  // properties.json has a record per language: a warning names the record as its other problems do.
  for (const property of model.properties) {
    const description = property.Description ?? {};
    for (const [language, html] of Object.entries(description)) {
      if (shown(description, language))
        check(html, {
          file: 'properties.json',
          recordId: `${property.ID} (${language})`,
          field: 'Description',
        });
    }
  }
  for (const project of model.projects) {
    each(project.Description, { file: 'projects.json', recordId: project.ID, field: 'Description' });
  }
  return warnings;
}
