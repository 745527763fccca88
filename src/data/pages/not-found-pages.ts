// The not-found pages, outside the page list: the default language's at the site's root (/404.html,
// /property-not-found/), every other enabled language's under its prefix (/fr/404/, ...).
import { siteLocales } from '../../domain/language/site-locales';
import type { Locale } from '../../i18n/locales';
import { loadExport } from '../load-export';

/** The static paths of a prefixed not-found route: each enabled language but the default. */
export function prefixedNotFoundPaths(): { params: { locale: Locale }; props: { locale: Locale } }[] {
  const { defaultLocale, enabledLocales } = siteLocales(loadExport().site);
  return enabledLocales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => ({ params: { locale }, props: { locale } }));
}
