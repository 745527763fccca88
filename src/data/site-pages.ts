// The list of pages to prerender: each enabled language's version of every page the export calls for.
import { type Alternate, alternatesFor, type PageKey, pathFor } from '../domain/routes';
import type { Locale } from '../i18n/locales';
import { siteLocales } from '../i18n/site-locales';
import { loadExport } from './load-export';

/** A page to build: its key, language, path (as Astro's rest parameter) and language versions. */
export type SitePage = {
  readonly key: PageKey;
  readonly locale: Locale;
  /** The path without its leading and trailing slash; undefined for the site root. */
  readonly path: string | undefined;
  readonly alternates: readonly Alternate[];
};

function restParam(path: string): string | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? undefined : trimmed;
}

/** Every page of the site in every enabled language, from the export in DATA_DIR. */
export function sitePages(): SitePage[] {
  const { site } = loadExport();
  const options = siteLocales(site);
  const homeAlternates = alternatesFor('home', {}, options);
  return options.enabledLocales.map((locale) => ({
    key: 'home',
    locale,
    path: restParam(pathFor('home', locale, {}, options)),
    alternates: homeAlternates,
  }));
}
