// What every component of a page needs to know about it, made once per page (Starlight's `locals.ts`
// does the same): the page's language and translator, the export, the site's language options and path
// helpers bound to them. The page route puts it in `Astro.locals.page`; components read it there instead
// of each loading the export, making a translator and reading the default language again.
import type { ExportModel } from '../data/export-model';
import { publishedAsExported, type SiteModel } from '../data/published-site';
import type { SitePage } from '../data/site-pages';
import { exportWithoutListings, siteWithoutListings } from '../data/without-listings';
import { languageTagsFor } from '../domain/language/language-tags';
import { siteLocales } from '../domain/language/site-locales';
import { type LocaleOptions, type PageKey, pathFor, type RouteParams } from '../domain/routes/routes';
import { type ShellListings, shellListings } from '../domain/site/shell-listings';
import type { Locale } from '../i18n/locales';
import { localized, type PerLocale } from '../i18n/localized';
import { createTranslator, type Translate } from '../i18n/translator';

/** One page's context: who renders it in which language, from which export. */
export interface PageContext {
  /** The page being built; undefined for pages outside the page list (not-found, the server's form pages). */
  readonly page: SitePage | undefined;
  readonly locale: Locale;
  /** The site's default (unprefixed) language. */
  readonly defaultLocale: Locale;
  /** The languages switched on and the default one, for the route helpers. */
  readonly options: LocaleOptions;
  readonly model: ExportModel;
  /**
   * What the site publishes (src/data/site-model.ts): its model, whose listings include the reference
   * listings a history keeps (sold or let, they keep a page), the listings it lists and the previous
   * price of each listing shown as reduced. The route reads it; components take it from here.
   */
  readonly published: SiteModel;
  readonly site: ExportModel['site'];
  /** The BCP 47 tag of each language for this agency's country (hreflang, <html lang>, the sitemap). */
  readonly languageTags: Readonly<Record<Locale, string>>;
  /** `t()` in the page's language. */
  readonly t: Translate;
  /** A text of the export in the page's language, else the default language's, else any. */
  readonly text: (value: PerLocale | undefined) => string;
  /**
   * The agency's town as the page's language names it ("Brussel" on a Dutch page): the export names it
   * once, in one language, and the footer's own text next to it is written per language.
   */
  readonly agencyTown: string;
  /** What the header and footer show of the listings (read even where `model` has none). */
  readonly shell: ShellListings;
  /** The path of a page in the page's language, or in `locale`. */
  readonly pathFor: <K extends PageKey>(key: K, params: RouteParams<K>, locale?: Locale) => string;
  /**
   * True the first time a part of this page asks with `name`, false after: what a page holds once
   * whichever of its parts needs it (the form strings: LeadForm.astro).
   */
  readonly firstOnPage: (name: string) => boolean;
}

/**
 * The context of a page in `locale` built from `model`, the site publishing `published`: the page routes
 * hand the site model; the server's form pages, which show no listing, the export as it is. A page
 * `withoutListings` gets both without their listings (src/data/without-listings.ts): only its shell
 * shows them.
 */
export function createPageContext(
  model: ExportModel,
  locale: Locale,
  page: SitePage | undefined = undefined,
  published: SiteModel = publishedAsExported(model),
  withoutListings = false,
): PageContext {
  const options = siteLocales(model.site);
  const { defaultLocale } = options;
  const shell = shellListings(model.properties, model.site.Agency, locale);
  const reader = `The ${page?.key ?? 'unlisted'} page ${page?.path ?? ''}`;
  const asked = new Set<string>();
  return {
    page,
    locale,
    defaultLocale,
    options,
    model: withoutListings ? exportWithoutListings(model, reader) : model,
    published: withoutListings ? siteWithoutListings(published, reader) : published,
    site: model.site,
    languageTags: languageTagsFor(model.site.Agency.CountryID),
    t: createTranslator(locale),
    text: (value) => localized(value, locale, defaultLocale),
    agencyTown: shell.agencyTown,
    shell,
    pathFor: (key, params, target = locale) => pathFor(key, target, params, options),
    firstOnPage: (name) => {
      if (asked.has(name)) return false;
      asked.add(name);
      return true;
    },
  };
}

/** The context the page route put in `locals`; a component rendered outside a page route has none. */
export function pageContext(locals: { readonly page?: PageContext | undefined }): PageContext {
  if (locals.page === undefined) {
    throw new Error(
      'No page context: the page route must set Astro.locals.page (createPageContext) before rendering',
    );
  }
  return locals.page;
}
