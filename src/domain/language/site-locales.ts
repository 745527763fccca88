import { type Locale, locales } from '../../i18n/locales';
import type { LocaleOptions } from '../routes/routes';

interface SiteLanguages {
  readonly Languages: readonly { readonly Code: Locale; readonly Use: boolean }[];
  readonly DefaultLanguage: Locale;
}

/** The site's default language: its pages are unprefixed, and texts missing in a language fall back to it. */
export function defaultLocaleOf(site: Pick<SiteLanguages, 'DefaultLanguage'>): Locale {
  return site.DefaultLanguage;
}

/**
 * The languages the site configuration switches on, in the order of the one locale list, and the
 * default (unprefixed) one. A switched-off language gets no pages, no switcher entry, no hreflang.
 */
export function siteLocales(site: SiteLanguages): LocaleOptions {
  const used = new Set(site.Languages.filter((language) => language.Use).map((language) => language.Code));
  return {
    defaultLocale: defaultLocaleOf(site),
    enabledLocales: locales.filter((locale) => used.has(locale)),
  };
}
