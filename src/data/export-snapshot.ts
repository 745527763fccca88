// The one place that reads the typed export for the change report and the guards of `npm run publish`:
// the rules (src/domain/publish/export-changes.ts, publish-guards.ts) see only these snapshots, so a renamed
// export field is fixed here and nowhere else.

import { propertyTypeName } from '../domain/listing/property-type-name';
import { statusFromMarquee } from '../domain/listing/status';
import type { ExportSnapshot, RecordSnapshot } from '../domain/publish/export-changes';
import type { Locale } from '../i18n/locales';
import { localized } from '../i18n/localized';
import type { MenuItem } from '../schemas/menu';
import type { ExportModel } from './export-model';

const fingerprint = (record: unknown) => JSON.stringify(record);

function menuPages(items: readonly MenuItem[], locale: Locale, defaultLocale: Locale): RecordSnapshot[] {
  return items.flatMap((item) => {
    const { Children, ...page } = item;
    return [
      {
        id: `menu-${item.ID}`,
        label: localized(item.Title, locale, defaultLocale),
        fingerprint: fingerprint(page),
      },
      ...menuPages(Children ?? [], locale, defaultLocale),
    ];
  });
}

/** What the change report compares of an export, with labels in `locale` (the agency's language). */
export function exportSnapshot(model: ExportModel, locale: Locale): ExportSnapshot {
  const defaultLocale = model.site.DefaultLanguage;
  return {
    listings: model.properties.map((listing) => {
      const type = propertyTypeName(model.propertyTypes, listing.WebID, locale, defaultLocale);
      const name = [type, listing.City].filter(Boolean).join(', ');
      return {
        id: listing.ID,
        label: `${listing.Reference ?? `#${listing.ID}`} (${name})`,
        price: listing.Price,
        status: statusFromMarquee(listing.Marquee),
        pictures: listing.Pictures.map((picture) => picture.Url),
      };
    }),
    projects: model.projects.map((project) => ({
      id: `project-${project.ID}`,
      label: project.Name,
      fingerprint: fingerprint(project),
    })),
    pages: [
      ...model.articles.map((article) => ({
        id: `article-${article.ID}`,
        label: localized(article.Title, locale, defaultLocale),
        fingerprint: fingerprint(article),
      })),
      ...menuPages(model.menu, locale, defaultLocale),
    ],
  };
}

/** The number of listings and the languages switched on: the figures the guards compare. */
export function exportFigures(model: ExportModel): { listings: number; languages: string[] } {
  return {
    listings: model.properties.length,
    languages: model.site.Languages.filter((language) => language.Use).map((language) => language.Code),
  };
}
