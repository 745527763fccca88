// @ts-check
// The language a visitor wants, in the specification's detection order (i18next's detector): the
// query parameter `lng`, the cookie, localStorage `i18nextLng`, sessionStorage, the browser's
// languages, the html tag. Plain JavaScript, so that the production server (scripts/server/serve.ts,
// run by Node without a build step) and the browser script share this one rule.

/** The cookie, storage key and query parameter that carry a chosen language (i18next's names). */
export const languageMemoryKey = 'i18nextLng';

/** The query parameter that asks for a language: `?lng=nl`. */
export const languageQueryParameter = 'lng';

/**
 * The value of a cookie in `document.cookie`, if set; a value that is not valid percent-encoding is no
 * value. The browser's own reader: the server reads Cookie headers with the `cookie` package, which
 * would add 0.4 KB (gzip) to the script of every page.
 * @param {string} cookies
 * @param {string} name
 * @returns {string | undefined}
 */
export function cookieValue(cookies, name) {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * What each source of the detection order says, where it could be read (the server has no storage
 * and no html tag yet; the browser has all six). Missing or empty sources are skipped.
 * @typedef {object} LanguageSources
 * @property {string | null | undefined} [query] the `lng` query parameter
 * @property {string | null | undefined} [cookie] the `i18nextLng` cookie
 * @property {string | null | undefined} [localStorage] localStorage `i18nextLng`
 * @property {string | null | undefined} [sessionStorage] sessionStorage `i18nextLng`
 * @property {readonly string[] | undefined} [browser] the browser's languages, most wanted first
 * @property {string | null | undefined} [htmlTag] the page's `<html lang>`
 */

/**
 * The first enabled language the sources name, in the specification's order: query `lng`, cookie,
 * localStorage, sessionStorage, browser languages, html tag. A tag counts by its primary subtag
 * ("nl-BE" is "nl"); a language the site does not have is skipped, so the next source decides.
 * @template {string} L
 * @param {LanguageSources} sources
 * @param {readonly L[]} enabled
 * @returns {L | undefined}
 */
export function detectLanguage(sources, enabled) {
  const candidates = [
    sources.query,
    sources.cookie,
    sources.localStorage,
    sources.sessionStorage,
    ...(sources.browser ?? []),
    sources.htmlTag,
  ];
  for (const candidate of candidates) {
    const primary = candidate?.trim().toLowerCase().split(/[-_]/)[0];
    const found = enabled.find((locale) => locale === primary);
    if (found !== undefined) return found;
  }
  return undefined;
}
