// The agency's own description of a listing's type (the CRM's TypeDescription, one per language record),
// which the site shows instead of the type's name ("Bel-étage in Gent"). Only some listings carry one,
// as in a real export; chosen from the listing's number and type, without drawing from the generator,
// so every other field of the sample stays as it was.
import type { LocalizedText } from '../../src/schemas/localized-text';

const descriptions: Readonly<Record<number, LocalizedText>> = {
  // Houses: the Belgian town house with its living floor above the garage.
  1: { nl: 'Bel-étage', fr: 'Bel-étage', en: 'Bel-étage house', de: 'Bel-Etage-Haus' },
  // Apartments: on two floors.
  2: { nl: 'Duplexappartement', fr: 'Appartement duplex', en: 'Duplex apartment', de: 'Maisonette-Wohnung' },
};

/** The TypeDescription of listing number `index` (0-based) of type `webId`, if it has one. */
export function typeDescription(webId: number, index: number): LocalizedText | undefined {
  return index % 8 === 6 ? descriptions[webId] : undefined;
}
