// URL slugs from names and titles in any of the site's languages.

// Letters that Unicode does not decompose into a base letter plus a mark.
const ligatures: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };
const germanUmlauts: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/**
 * Makes a slug: diacritics removed, lower-cased, apostrophes and quotes dropped ("l'Alleud" ->
 * "lalleud"), every other run of non-alphanumerics (spaces, slashes, dots...) becomes one hyphen, with no
 * hyphen at either end: "Immeuble de rapport" -> "immeuble-de-rapport", "Garage/Parking" -> "garage-parking".
 * Text in German (`language` "de", or a tag such as "de-BE") spells its umlauts out first.
 */
export function slugify(text: string, language?: string): string {
  // German writes ä, ö, ü as ae, oe, ue where the marks cannot go: "Büro" -> "buero", not "buro".
  const spelled = language?.startsWith('de')
    ? text.replace(/[äöüÄÖÜ]/g, (letter) => germanUmlauts[letter.toLowerCase()] ?? letter)
    : text;
  return spelled
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđ]/g, (letter) => ligatures[letter] ?? letter)
    .replace(/['’‘"“”`´]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
