// The form islands' strings live once in a page, as JSON written by its first lead form in that language
// (LeadForm.astro), not in each island's props: a detail page holds seven forms, and the same 5.7 KB of
// messages seven times was a quarter of its HTML, written out again at every render. An island that wakes
// before the page has its block (a visitor's touch while the page still loads) keeps its form as plain
// HTML, which posts as it does without JavaScript.
import type { Locale } from '../../i18n/locales';
import type { IslandStrings } from './island-strings';

/** The id of the script element that holds a page's form strings in `locale`. */
export const formStringsId = (locale: Locale): string => `form-strings-${locale}`;

const read = new Map<Locale, IslandStrings>();

/**
 * The strings the page holds for its forms in `locale`, parsed once per page; undefined where there is no
 * document (the server's render), or none is written (the form then posts as plain HTML).
 */
export function pageFormStrings(locale: Locale): IslandStrings | undefined {
  if (typeof document === 'undefined') return undefined;
  const known = read.get(locale);
  if (known !== undefined) return known;
  const text = document.getElementById(formStringsId(locale))?.textContent;
  if (text === undefined || text === null || text === '') return undefined;
  const strings = JSON.parse(text) as IslandStrings;
  read.set(locale, strings);
  return strings;
}
