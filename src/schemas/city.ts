import * as v from 'valibot';
import { IdSchema } from './id';
import { LanguageCodeSchema } from './localized-text';
import { PostalCodeSchema } from './postal-code';

/** Which listings a city list counts: all of them, those for sale, or those for rent. */
export const CityVariantSchema = v.picklist(['all', 'sale', 'rent']);
/** Which listings a city list counts. */
export type CityVariant = v.InferOutput<typeof CityVariantSchema>;

/** One city of cities.json, for one language and variant (the search form's city list). */
export const CitySchema = v.object({
  Name: v.string(),
  Zip: PostalCodeSchema,
  /** 10 Belgium, 50 Luxembourg, 34 Spain; other ids mean "other country". */
  CountryID: IdSchema,
  /** The country's name in `Language`. */
  CountryName: v.optional(v.string()),
  /** How many listings of this variant the city has. */
  PropertyCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  Language: LanguageCodeSchema,
  Variant: CityVariantSchema,
});

/** One city of the search form's city list. */
export type City = v.InferOutput<typeof CitySchema>;
