// Every HTML and CSS field of the export, cleaned once when the model is made (src/domain/publish/export-html.ts):
// pages render what the model holds, so none can render the CRM's text as it came. What was removed is
// a warning, not an error: the page is safe either way, but staff should fix the text in the CRM.
import { type Cleaned, cleanCss, cleanHtml, descriptionHtml } from '../domain/publish/export-html';
import type { LocalizedText } from '../schemas/localized-text';
import type { MenuItem } from '../schemas/menu';
import type { Property } from '../schemas/property';
import type { ExportModel } from './export-model';
import type { ExportProblem } from './export-problem';

type Where = Pick<ExportProblem, 'file' | 'recordId' | 'field'>;

/** The cleaned model and a warning for each field something was removed from. */
export interface CleanedExport {
  readonly model: ExportModel;
  readonly warnings: readonly ExportProblem[];
}

/** A listing's description as safe HTML, each language's text cleaned by `descriptionHtml`. */
export function listingWithSafeDescription<L extends { readonly Description?: LocalizedText | undefined }>(
  listing: L,
): L {
  if (listing.Description === undefined) return listing;
  return { ...listing, Description: perLanguage(listing.Description, descriptionHtml, () => undefined) };
}

function perLanguage(
  text: LocalizedText,
  clean: (value: string) => Cleaned,
  report: (language: string, cleaned: Cleaned) => void,
): LocalizedText {
  const result: Record<string, string> = {};
  for (const [language, value] of Object.entries(text)) {
    if (value === undefined) continue;
    const cleaned = clean(value);
    if (cleaned.removed.length > 0) report(language, cleaned);
    result[language] = cleaned.text;
  }
  return result as LocalizedText;
}

/**
 * The model with every HTML field cleaned (footer column texts, the popup's description, menu pages'
 * content and CSS, article bodies, property and project descriptions) and a warning naming the file,
 * record and field (in the CRM's names) of each text the cleaning changed, with what it took out.
 */
export function cleanExportHtml(model: ExportModel): CleanedExport {
  const warnings: ExportProblem[] = [];
  const warn = (where: Where, cleaned: Cleaned, expected: string) => {
    warnings.push({ ...where, expected, got: cleaned.removed.join(', ') });
  };
  const html = 'HTML of the allowed tags, links and /media/ pictures (the rest is removed from the page)';
  const localized = (text: LocalizedText | undefined, clean: (value: string) => Cleaned, where: Where) =>
    text === undefined
      ? undefined
      : perLanguage(text, clean, (language, cleaned) => {
          const field = where.field === undefined ? language : `${where.field}.${language}`;
          warn({ ...where, field }, cleaned, html);
        });

  const { site } = model;
  const Footer = {
    ...site.Footer,
    Columns: site.Footer.Columns.map((column, index) =>
      defined({
        ...column,
        Text: localized(column.Text, cleanHtml, {
          file: 'site.json',
          field: `Footer.Columns[${index}].Text`,
        }),
      }),
    ),
  };
  const Popup =
    site.Popup &&
    defined({
      ...site.Popup,
      Body: localized(site.Popup.Body, cleanHtml, { file: 'site.json', field: 'popup.description' }),
    });

  const menuItem = (item: MenuItem): MenuItem => {
    let Css = item.Css;
    if (Css !== undefined) {
      const cleaned = cleanCss(Css);
      if (cleaned.removed.length > 0) {
        warn(
          { file: 'menu.json', recordId: item.ID, field: 'params.css' },
          cleaned,
          'plain rule blocks (selector { property: value }) without <, @, \\, expression(), or url() other than /media/ (the rest is left out)',
        );
      }
      Css = cleaned.text;
    }
    return defined({
      ...item,
      Content: localized(item.Content, cleanHtml, {
        file: 'menu.json',
        recordId: item.ID,
        field: 'params.content',
      }),
      Css,
      Children: item.Children?.map(menuItem),
    });
  };

  // properties.json has a record per language: a warning names the record as its other problems do.
  const properties = model.properties.map((property: Property) => {
    if (property.Description === undefined) return property;
    const Description = perLanguage(property.Description, descriptionHtml, (language, cleaned) =>
      warn(
        { file: 'properties.json', recordId: `${property.ID} (${language})`, field: 'Description' },
        cleaned,
        html,
      ),
    );
    return { ...property, Description };
  });
  const projects = model.projects.map((project) =>
    defined({
      ...project,
      Description: localized(project.Description, descriptionHtml, {
        file: 'projects.json',
        recordId: project.ID,
        field: 'Description',
      }),
    }),
  );

  const articles = model.articles.map((article) =>
    defined({
      ...article,
      Body: localized(article.Body, cleanHtml, {
        file: 'articles.json',
        recordId: article.ID,
        field: 'Body',
      }),
    }),
  );

  const menu = model.menu.map(menuItem);

  return {
    model: {
      ...model,
      site: defined({ ...site, Footer, Popup }),
      articles,
      menu,
      properties,
      projects,
    },
    warnings,
  };
}

// Optional fields stay out when absent, as the export leaves them out (exactOptionalPropertyTypes).
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
