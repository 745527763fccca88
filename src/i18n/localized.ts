import type { Locale } from './locales';

/** A text per language, as the export carries it. */
export type PerLocale = Readonly<Partial<Record<Locale, string | undefined>>>;

/**
 * The text in the page's language; else in the default language; else any language present; else ''.
 * Exports are often incomplete in one language, and a visitor is better served by another language
 * than by a hole in the page.
 */
export function localized(text: PerLocale | undefined, locale: Locale, defaultLocale: Locale): string {
  if (text === undefined) return '';
  const inPage = text[locale];
  if (inPage) return inPage;
  const inDefault = text[defaultLocale];
  if (inDefault) return inDefault;
  return Object.values(text).find((value): value is string => Boolean(value)) ?? '';
}
