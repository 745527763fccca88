// The name of a property type (by WebID) in a page's language, from the export's per-language type list.

/** One record of property-types.json: a type's name in one language. */
export interface NamedType {
  readonly WebID: number;
  readonly Name: string;
  readonly Language: string;
}

/**
 * The type's name in the language; else in the default language; else in any language the export has;
 * undefined for a WebID the export does not know. Exports often miss a language for a type, and a
 * name in another language beats a hole in a card or a URL.
 */
export function propertyTypeName(
  types: readonly NamedType[],
  webId: number,
  locale: string,
  defaultLocale: string,
): string | undefined {
  const named = types.filter((type) => type.WebID === webId && type.Name.trim() !== '');
  const pick = (language: string) => named.find((type) => type.Language === language)?.Name;
  return pick(locale) ?? pick(defaultLocale) ?? named[0]?.Name;
}
