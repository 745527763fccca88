// The list of pages to prerender: each enabled language's version of every page the export calls for.
import type { Alternate, LocaleOptions, PageKey } from '../domain/routes';
import type { Locale } from '../i18n/locales';
import { siteLocales } from '../i18n/site-locales';
import type { ExportModel } from './export-model';
import { contentPages } from './pages/content-pages';
import { homePages } from './pages/home-pages';
import { listingPages } from './pages/listing-pages';
import { mapPages } from './pages/map-pages';
import { propertyPages } from './pages/property-pages';
import { loadSiteModel } from './site-model';

/** A page to build: its key, language, path (as Astro's rest parameter), language versions and params. */
export type SitePage = {
  readonly key: PageKey;
  readonly locale: Locale;
  /** The path without its leading and trailing slash; undefined for the site root. */
  readonly path: string | undefined;
  readonly alternates: readonly Alternate[];
  /** What the page component needs to find its content (an ID, a slug, a form name, a page number). */
  readonly params: Readonly<Record<string, string>>;
  /** Preview pages: built, but kept out of search engines and the sitemap. */
  readonly noindex?: boolean;
};

/** What every page-list builder receives. */
export type PageListInput = { readonly model: ExportModel; readonly options: LocaleOptions };

/** Every page of the site in every enabled language, from the export in DATA_DIR. */
export function sitePages(): SitePage[] {
  const model = loadSiteModel();
  const input: PageListInput = { model, options: siteLocales(model.site) };
  return [
    ...homePages(input),
    ...listingPages(input),
    ...propertyPages(input),
    ...contentPages(input),
    ...mapPages(input),
  ];
}
