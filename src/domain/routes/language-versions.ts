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
 * The version table of the site: each page's served path to its path in every language. A page served
 * in a single language (a preview) maps to its alternates all the same.
 */
export function languageVersions(pages: readonly VersionedPage[]): Record<string, Versions> {
  return Object.fromEntries(pages.map((page) => [servedPath(page), versionsOf(page.alternates)]));
}

/**
 * The version table as language-versions.json holds it: each set of language versions once, then the
 * pages served with it, each as the language whose version it is, or else as its served path (which
 * starts with a slash, where a language code does not). Every page's path with all its versions, each
 * listing's versions written once per page, made 109 MB at 100,000 listings.
 */
export type VersionGroups = readonly (readonly [Versions, ...string[]])[];

/** languageVersions of the pages, as version groups (the file's form: versionsByPath reads it back). */
export function versionGroups(pages: readonly VersionedPage[]): VersionGroups {
  const groups = new Map<string, [Versions, ...string[]]>();
  for (const page of pages) {
    const versions = versionsOf(page.alternates);
    const key = JSON.stringify(versions);
    const group = groups.get(key) ?? ([versions] as [Versions, ...string[]]);
    groups.set(key, group);
    const served = servedPath(page);
    const ownLanguage = Object.entries(versions).find(([, path]) => path === served)?.[0];
    group.push(ownLanguage ?? served);
  }
  return [...groups.values()];
}

/**
 * The version table by served path, from language-versions.json as read: version groups, or the table
 * by path itself, as a release built before the groups wrote it (the server may be asked to roll back to
 * one). Pages of one group share one object.
 */
export function versionsByPath(table: unknown): Record<string, Versions> {
  if (!Array.isArray(table)) return table as Record<string, Versions>;
  const byPath: Record<string, Versions> = {};
  for (const [versions, ...served] of table as VersionGroups) {
    for (const page of served) {
      const path = page.startsWith('/') ? page : versions[page as Locale];
      if (path !== undefined) byPath[path] = versions;
    }
  }
  return byPath;
}

/** Each listing's detail page in every language, by listing ID, from the property pages. */
export function listingVersions(pages: readonly VersionedPage[]): Record<string, Versions> {
  return Object.fromEntries(
    pages
      .filter((page) => page.key === 'property' && page.params['id'] !== undefined)
      .map((page) => [page.params['id'] ?? '', versionsOf(page.alternates)]),
  );
}
