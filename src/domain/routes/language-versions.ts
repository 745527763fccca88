// Every page's versions in the enabled languages, by path: what the server needs to answer `?lng=xx`
// on any page with that page in language xx, and to send a live listing's wrong address to its page.
import type { Locale } from '../../i18n/locales';
import type { Alternate } from './routes';

/** A page's path in each language it exists in. */
export type Versions = Readonly<Partial<Record<Locale, string>>>;

/** A built page as the version table needs it: its own path and its language versions. */
export interface VersionedPage {
  readonly key: string;
  readonly locale: Locale;
  /** The path without its leading and trailing slash (Astro's rest parameter); undefined for the root. */
  readonly path: string | undefined;
  readonly alternates: readonly Alternate[];
  readonly params: Readonly<Record<string, string>>;
}

const versionsOf = (alternates: readonly Alternate[]): Versions =>
  Object.fromEntries(alternates.map((alternate) => [alternate.locale, alternate.path]));

/** The path a page is served at: its own language version's, else its rest parameter with slashes. */
function servedPath(page: VersionedPage): string {
  const own = page.alternates.find((alternate) => alternate.locale === page.locale)?.path;
  const bare = (path: string) => path.replace(/^\/+|\/+$/g, '');
  if (own !== undefined && bare(own) === (page.path ?? '')) return own;
  return page.path === undefined ? '/' : `/${page.path}/`;
}

/**
 * The version table of the site: each page's served path to its path in every language. A page with a
 * single language (a preview, the short /property/{id}/ address) maps to its alternates all the same.
 */
export function languageVersions(pages: readonly VersionedPage[]): Record<string, Versions> {
  return Object.fromEntries(pages.map((page) => [servedPath(page), versionsOf(page.alternates)]));
}

/** Each listing's detail page in every language, by listing ID, from the property pages. */
export function listingVersions(pages: readonly VersionedPage[]): Record<string, Versions> {
  return Object.fromEntries(
    pages
      .filter((page) => page.key === 'property' && page.params['id'] !== undefined)
      .map((page) => [page.params['id'] ?? '', versionsOf(page.alternates)]),
  );
}
