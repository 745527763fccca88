// The one place that reads the typed export for the change report and the guards of `npm run publish`:
// the rules (src/domain/publish/export-changes.ts, publish-guards.ts) see only these snapshots, so a renamed
// export field is fixed here and nowhere else.

import { propertyTypeName } from '../domain/listing/property-type-name';
import { statusFromMarquee } from '../domain/listing/status';
import { perObject } from '../domain/memo/per-object';
import type { ExportSnapshot, ListingSnapshot, RecordSnapshot } from '../domain/publish/export-changes';
import type { Locale } from '../i18n/locales';
import { localized } from '../i18n/localized';
import type { MenuItem } from '../schemas/menu';
import type { Property } from '../schemas/property';
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

// A listing's snapshot, kept per listing object, type names and languages: a warm publish compares the
// live model with a next one made mostly of the same listing objects (src/data/validate-changes.ts), and
// making the 20,000 snapshots of 10,000 listings again took 0.1 s of each publish.
const listingSnapshots = perObject((types: ExportModel['propertyTypes']) =>
  perObject((listing: Property, languages: string): ListingSnapshot => {
    const [locale, defaultLocale] = languages.split(' ') as [Locale, Locale];
    const type = propertyTypeName(types, listing.WebID, locale, defaultLocale);
    const name = [type, listing.City].filter(Boolean).join(', ');
    return {
      id: listing.ID,
      label: `${listing.Reference ?? `#${listing.ID}`} (${name})`,
      price: listing.Price,
      status: statusFromMarquee(listing.Marquee),
      pictures: listing.Pictures.map((picture) => picture.Url),
    };
  }),
);

/** What the change report compares of an export, with labels in `locale` (the agency's language). */
export function exportSnapshot(model: ExportModel, locale: Locale): ExportSnapshot {
  const defaultLocale = model.site.DefaultLanguage;
  const snapshot = listingSnapshots(model.propertyTypes);
  return {
    listings: model.properties.map((listing) => snapshot(listing, `${locale} ${defaultLocale}`)),
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
