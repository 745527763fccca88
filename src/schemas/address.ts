// The postal address of a listing or a project record, as the export writes it.
import * as v from 'valibot';
import { IdSchema } from './id';
import { PostalCodeSchema } from './postal-code';

/** Street, number, box, postcode, town and country; each record has its own flag for hiding the street. */
export const postalAddressEntries = {
  Street: v.optional(v.string()),
  HouseNumber: v.optional(v.string()),
  BoxNr: v.optional(v.string()),
  /** Postcode as written locally: "9000", Luxembourg "1111" (without the L- prefix), Spain "03001". */
  Zip: PostalCodeSchema,
  City: v.string(),
  /** 10 Belgium, 50 Luxembourg, 34 Spain; other ids mean "other country". */
  CountryID: IdSchema,
};
