// What the site's rules need to know of a property type that its name cannot tell. The CRM numbers its
// main types (WebID; property-types.json names each in every language) and several rules turn on that
// number: which area a listing gives, whether the Flemish renovation duty applies, what schema.org calls
// the place. They all read this one table, so a type the CRM adds is described in one place.

/** What a main property type is, for the rules that depend on it. */
export interface PropertyKind {
  /** One household's home: a house, an apartment, a studio (an apartment in law). */
  readonly home: boolean;
  /**
   * Its floors are lived in: the homes, and the investment building, whose floors are flats let to
   * tenants. Land, shops, industrial buildings, offices and garages are not.
   */
  readonly dwelling: boolean;
  /**
   * A sale or letting needs an energy certificate (EPC, PEB, Luxembourg's energy pass): every building
   * does; land has no building and a garage or parking space is not heated, so none is due.
   */
  readonly energyCertificate: boolean;
  /** schema.org's type of the place, in the listing's structured data. */
  readonly schemaType: 'SingleFamilyResidence' | 'Apartment' | 'Place';
}

const home = { home: true, dwelling: true, energyCertificate: true } as const;
const notLivedIn = { home: false, dwelling: false, energyCertificate: true, schemaType: 'Place' } as const;
const noBuilding = { ...notLivedIn, energyCertificate: false } as const;

/** The CRM's main types by WebID (their English names in the sample's property-types.json). */
const kinds: ReadonlyMap<number, PropertyKind> = new Map<number, PropertyKind>([
  [1, { ...home, schemaType: 'SingleFamilyResidence' }], // House
  [2, { ...home, schemaType: 'Apartment' }], // Apartment
  [3, { ...home, schemaType: 'Apartment' }], // Studio
  [4, noBuilding], // Land
  [5, { home: false, dwelling: true, energyCertificate: true, schemaType: 'Place' }], // Investment property
  [6, notLivedIn], // Commercial property
  [7, notLivedIn], // Industrial building
  [8, notLivedIn], // Office
  [9, noBuilding], // Garage/Parking
]);

/** What the type of this WebID is; a type the table does not know is taken for one nobody lives in. */
export function propertyKind(webId: number): PropertyKind {
  return kinds.get(webId) ?? notLivedIn;
}
