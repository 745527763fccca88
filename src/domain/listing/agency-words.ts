// The agency's own words a listing carries from the CRM (PriceUnitText, MarqueeName, MainTypeName,
// TypeDescription): used where the export has them in the page's language, our translations otherwise.

/** A text per language as the model holds it. */
export type TextPerLanguage = Readonly<Partial<Record<string, string | undefined>>>;

/**
 * The agency's word in the page's language, or undefined. Never another language's word: "per maand" on
 * a French page is worse than our own "par mois".
 */
export function agencyWord(text: TextPerLanguage | undefined, locale: string): string | undefined {
  const word = text?.[locale]?.trim();
  return word === undefined || word === '' ? undefined : word;
}

/** The fields of a listing that name its type in the agency's words. */
export interface TypeWords {
  readonly MainTypeName?: TextPerLanguage | undefined;
  readonly TypeDescription?: TextPerLanguage | undefined;
}

/**
 * The type a visitor reads on a card or detail page: the agency's description of it ("Bel-étage"), else
 * its main type name, else `typeName` from the type list. Paths keep the type list's name, so a
 * listing's address does not move when the agency rewords it.
 */
export function listingTypeLabel(listing: TypeWords, locale: string, typeName: string): string {
  return agencyWord(listing.TypeDescription, locale) ?? agencyWord(listing.MainTypeName, locale) ?? typeName;
}
