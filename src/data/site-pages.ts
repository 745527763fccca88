// The list of pages to prerender: each enabled language's version of every page the export calls for.
import type { FeedbackName } from '../domain/forms/feedback-pages';
import { siteLocales } from '../domain/language/site-locales';
import { perObject } from '../domain/memo/per-object';
import type { Alternate, LocaleOptions, PageKey } from '../domain/routes/routes';
import type { BuiltMenuPage } from '../domain/site/menu-tree';
import type { Locale } from '../i18n/locales';
import type { Article } from '../schemas/article';
import type { Project } from '../schemas/project';
import type { Property } from '../schemas/property';
import type { ExportModel } from './export-model';
import { contentPages } from './pages/content-pages';
import { homePages } from './pages/home-pages';
import { listingPages } from './pages/listing-pages';
import { mapPages } from './pages/map-pages';
import { propertyPages } from './pages/property-pages';
import { loadSiteModel } from './site-model';

/**
 * The page keys of the page list: every key but notFound, whose pages have routes of their own
 * (src/pages/404.astro and [locale]/404.astro, answered with status 404 by the server), and
 * propertyShort, the short address the server redirects to the listing's page (property-pages.ts).
 */
export type ListedPageKey = Exclude<PageKey, 'notFound' | 'propertyShort'>;

/** What the component of each page key needs to find its content; keys not listed take none. */
export interface PageParamMap {
  readonly property: { readonly id: string };
  readonly project: { readonly slug: string; readonly id: string };
  readonly service: { readonly slug: string; readonly id: string };
  readonly testimonial: { readonly slug: string; readonly id: string };
  /** The form kind or link outcome whose thank-you page this is. */
  readonly formThanks: { readonly name: FeedbackName };
  /** The menu item's ID, and its path (under its parent's, for a submenu item). */
  readonly menuPage: { readonly path: string; readonly child?: string; readonly id: string };
}

/**
 * What the page of each key is about, found once as the page list is made: the listing (of the site
 * model, so a reference listing a history keeps is one), the project, the article or the menu page.
 * The page component takes it from its page; keys not listed have none.
 */
export interface PageSubjectMap {
  readonly property: Property;
  readonly project: Project;
  readonly service: Article;
  readonly testimonial: Article;
  readonly menuPage: BuiltMenuPage<ExportModel['menu'][number]>;
}

/** The subject of the pages of one key; undefined for keys that have none. */
export type PageSubject<K extends ListedPageKey> = K extends keyof PageSubjectMap
  ? PageSubjectMap[K]
  : undefined;

/** The params of the pages of one key. */
export type PageParams<K extends ListedPageKey> = K extends keyof PageParamMap
  ? PageParamMap[K]
  : Readonly<Record<string, never>>;

/**
 * A page to build: its key, language, path (as Astro's rest parameter), language versions and params.
 * `SitePage<'service'>` is a service page; `SitePage` any page, told apart by its key.
 */
export type SitePage<K extends ListedPageKey = ListedPageKey> = {
  readonly [P in K]: {
    readonly key: P;
    readonly locale: Locale;
    /** The path without its leading and trailing slash; undefined for the site root. */
    readonly path: string | undefined;
    readonly alternates: readonly Alternate[];
    /** What the page component needs to find its content (an ID, a slug, a form name). */
    readonly params: PageParams<P>;
    /** What the page is about (PageSubjectMap), so that no component looks it up again. */
    readonly subject: PageSubject<P>;
    /** Preview, map and thank-you pages: built, but kept out of search engines and the sitemap. */
    readonly noindex?: boolean;
  };
}[K];

/** What every page-list builder receives. */
export type PageListInput = { readonly model: ExportModel; readonly options: LocaleOptions };

// The list is read by the page routes, the sitemap, the language versions and each not-found page: made
// once per site model (50,000 pages at 10,000 listings took 0.3 s each time).
const listed = new WeakMap<ExportModel, readonly SitePage[]>();

/** Every page of the site in every enabled language, from the export in DATA_DIR. */
export function sitePages(): readonly SitePage[] {
  return pagesOf(loadSiteModel());
}

/** The page list of `model` (a site model: the export with its reference listings). */
export function pagesOf(model: ExportModel): readonly SitePage[] {
  const known = listed.get(model);
  if (known !== undefined) return known;
  const input: PageListInput = { model, options: siteLocales(model.site) };
  const pages = [
    ...homePages(input),
    ...listingPages(input),
    ...propertyPages(input),
    ...contentPages(input),
    ...mapPages(input),
  ];
  listed.set(model, pages);
  return pages;
}

/** The keys of the pages built in `locale` (a not-found page offers only sections the site has). */
export function builtPageKeys(locale: Locale): ReadonlySet<ListedPageKey> {
  return keysBuilt(sitePages()).get(locale) ?? new Set();
}

// Every language's keys in one pass over the page list, once per list: a pass per language, each making
// an array per page, took 12-50 ms of the not-found pages a publish renders (50,000 pages).
const keysBuilt = perObject((pages: readonly SitePage[]): ReadonlyMap<Locale, ReadonlySet<ListedPageKey>> => {
  const keys = new Map<Locale, Set<ListedPageKey>>();
  for (const page of pages) {
    const known = keys.get(page.locale);
    if (known === undefined) keys.set(page.locale, new Set([page.key]));
    else known.add(page.key);
  }
  return keys;
});
