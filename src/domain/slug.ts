// URL slugs from names and titles in any of the site's languages.

// Letters that Unicode does not decompose into a base letter plus a mark.
const ligatures: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };

/**
 * Makes a slug: diacritics removed, lower-cased, apostrophes and quotes dropped ("l'Alleud" ->
 * "lalleud"), every other run of non-alphanumerics (spaces, slashes, dots...) becomes one hyphen, with no
 * hyphen at either end: "Immeuble de rapport" -> "immeuble-de-rapport", "Garage/Parking" -> "garage-parking".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđ]/g, (letter) => ligatures[letter] ?? letter)
    .replace(/['’‘"“”`´]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
