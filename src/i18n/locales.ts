/**
 * The one list of languages the site knows. Everything else (static paths, the switcher,
 * hreflang, the sitemap, dictionary parity) derives from it. Which of these are switched on,
 * and which is the default, comes from the site configuration in the export.
 */
export const locales = ['nl', 'fr', 'en', 'de'] as const satisfies readonly string[];

/** A language code the site has dictionaries for. */
export type Locale = (typeof locales)[number];

/** BCP 47 tags used for `lang`, `hreflang` and Intl formatting. */
export const localeTags = {
  nl: 'nl-BE',
  fr: 'fr-BE',
  en: 'en-GB',
  de: 'de-BE',
} as const satisfies Record<Locale, string>;

/** Whether a string is one of the known language codes. */
export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}
